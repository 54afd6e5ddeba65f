// Durable storage of accepted form submissions: one directory per record, written whole under a
// temporary name and renamed into place, so a record (and its résumé) is on disk complete or not at
// all. docs/server.md gives the layout and the durability argument; in short:
//
//   <store>/records/<kind>/<id>/record.json        the submission (+ receivedAt, idempotency hashes)
//   <store>/records/<kind>/<id>/resume.<ext>       a job application's résumé, in the same directory
//   <store>/outbox/<id>.json                       a notification email not yet accepted by SMTP
//   <store>/**/.tmp-*                              a write or delete in progress; removed at start
//
// Every file is fsynced, then the directory holding it, then it is renamed into place and the parent
// directory fsynced, before the caller (the API) answers 2xx.
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

import { FORM_KINDS, type FormKind } from './form-kind';
import type { KeyedRecord } from './idempotency';

export type StoredResume = { fileName: string; contentType: string; size: number; storedAs: string };

export type StoredRecord = {
  id: string;
  kind: FormKind;
  receivedAt: string;
  /** SHA-256 of the Idempotency-Key and of the canonical request body; null without a key. */
  idempotency: { keyHash: string; bodyHash: string | null } | null;
  payload: Record<string, unknown>;
};

export const RECORDS_DIR = 'records';
export const OUTBOX_DIR = 'outbox';
export const TEMP_PREFIX = '.tmp-';
const RECORD_FILE = 'record.json';

/** The server's and the command line's default store: var/submissions under the project. */
export const DEFAULT_STORE_DIR = path.resolve(__dirname, '..', 'var', 'submissions');

/** A store that cannot take a write now (disk full, read-only, I/O error): the API answers 503. */
export class StoreUnavailableError extends Error {
  constructor(readonly cause: NodeJS.ErrnoException) {
    super(`submissions store unavailable: ${cause.code ?? cause.message}`);
  }
}

const UNAVAILABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EACCES', 'EPERM', 'EMFILE', 'ENFILE', 'ENOMEM']);

function unavailable(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException)?.code;
  return code && UNAVAILABLE.has(code) ? new StoreUnavailableError(error as NodeJS.ErrnoException) : error;
}

/** A kind's folder of record directories. */
export function kindDir(storeDir: string, kind: FormKind): string {
  return path.join(storeDir, RECORDS_DIR, kind);
}

export function recordDir(storeDir: string, kind: FormKind, id: string): string {
  return path.join(kindDir(storeDir, kind), id);
}

/** Absolute path of a record's résumé, or null when it has none. */
export function resumePath(storeDir: string, record: StoredRecord): string | null {
  const resume = record.payload.resume as StoredResume | undefined;
  return resume?.storedAs ? path.join(recordDir(storeDir, record.kind, record.id), path.basename(resume.storedAs)) : null;
}

const ID = /^[0-9a-f-]{36}$/;

async function syncPath(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates a file that must not exist yet, writes it whole and fsyncs it. */
async function writeNewFile(file: string, data: string | Uint8Array): Promise<void> {
  const handle = await fs.open(file, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `data` to `dir/name` through a temporary name in the same folder: readers see all of it or none. */
export async function writeFileAtomic(dir: string, name: string, data: string | Uint8Array): Promise<void> {
  const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  try {
    await writeNewFile(temp, data);
    await fs.rename(temp, path.join(dir, name));
    await syncPath(dir);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw unavailable(error);
  }
}

/** Removes a directory tree so that it disappears at once: renamed to a temporary name first. */
async function removeAtomic(target: string): Promise<void> {
  const temp = path.join(path.dirname(target), `${TEMP_PREFIX}${randomUUID()}`);
  try {
    await fs.rename(target, temp);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await syncPath(path.dirname(target));
  await fs.rm(temp, { recursive: true, force: true });
}

async function readDirNames(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readRecordAt(dir: string): Promise<StoredRecord | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, RECORD_FILE), 'utf8')) as StoredRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every record of one kind, oldest first (temporary entries, writes in progress, are never read). */
export async function readRecords(storeDir: string, kind: FormKind): Promise<StoredRecord[]> {
  const dir = kindDir(storeDir, kind);
  const records: StoredRecord[] = [];
  for (const name of await readDirNames(dir)) {
    if (name.startsWith(TEMP_PREFIX) || !ID.test(name)) continue;
    const record = await readRecordAt(path.join(dir, name));
    if (record) records.push(record);
  }
  return records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
}

/** Records of every kind (or one), oldest first. */
export async function listRecords(storeDir: string, kind?: FormKind): Promise<StoredRecord[]> {
  const all = (await Promise.all((kind ? [kind] : FORM_KINDS).map((k) => readRecords(storeDir, k)))).flat();
  return all.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
}

/** One record by id, whatever its kind, or null. */
export async function findRecord(storeDir: string, id: string): Promise<StoredRecord | null> {
  if (!ID.test(id)) return null;
  for (const kind of FORM_KINDS) {
    const record = await readRecordAt(recordDir(storeDir, kind, id));
    if (record) return record;
  }
  return null;
}

/** Deletes every record received before `cutoff`, its résumé and its pending email; returns their ids. */
export async function purgeRecords(storeDir: string, cutoff: Date): Promise<string[]> {
  const purged: string[] = [];
  for (const record of await listRecords(storeDir)) {
    if (Date.parse(record.receivedAt) >= cutoff.getTime()) continue;
    await fs.rm(path.join(storeDir, OUTBOX_DIR, `${record.id}.json`), { force: true });
    await removeAtomic(recordDir(storeDir, record.kind, record.id));
    purged.push(record.id);
  }
  return purged;
}

/** Removes what an interrupted write or delete left under a temporary name. */
async function removeLeftovers(storeDir: string): Promise<string[]> {
  const removed: string[] = [];
  const dirs = [...FORM_KINDS.map((k) => kindDir(storeDir, k)), path.join(storeDir, OUTBOX_DIR)];
  for (const dir of dirs) {
    for (const name of await readDirNames(dir)) {
      if (!name.startsWith(TEMP_PREFIX)) continue;
      await fs.rm(path.join(dir, name), { recursive: true, force: true });
      removed.push(path.join(dir, name));
    }
  }
  return removed;
}

export type NewRecord = {
  kind: FormKind;
  receivedAt: string;
  idempotency: StoredRecord['idempotency'];
  payload: Record<string, unknown>;
  /** A job application's résumé: its bytes and the extension it is stored under. */
  resume?: { bytes: Uint8Array; extension: string };
  /** Written into the outbox in the same step (before the record appears), when mail is on. */
  outbox?: Record<string, unknown>;
};

export type Store = {
  readonly storeDir: string;
  /** Stores a record whole and durably, or throws (StoreUnavailableError when the disk refuses). */
  write(record: NewRecord, id?: string): Promise<StoredRecord>;
  /** The idempotency keys of the records (of every kind) received at or after `since`. */
  recentKeyed(since: Date): Promise<KeyedRecord[]>;
};

/** Stores a record whole and durably (see the top of this file), or throws. */
export async function writeRecord(storeDir: string, record: NewRecord, id: string = randomUUID()): Promise<StoredRecord> {
  const parent = kindDir(storeDir, record.kind);
  const temp = path.join(parent, `${TEMP_PREFIX}${id}`);
  const outboxFile = record.outbox ? path.join(storeDir, OUTBOX_DIR, `${id}.json`) : null;
  const resumeName = record.resume ? `resume.${record.resume.extension.replace(/[^a-z0-9]/gi, '').toLowerCase()}` : null;
  const stored: StoredRecord = {
    id,
    kind: record.kind,
    receivedAt: record.receivedAt,
    idempotency: record.idempotency,
    payload: resumeName ? { ...record.payload, resume: { ...(record.payload.resume as object), storedAs: resumeName } } : record.payload,
  };
  let committed = false;
  try {
    await fs.mkdir(temp);
    if (record.resume && resumeName) await writeNewFile(path.join(temp, resumeName), record.resume.bytes);
    await writeNewFile(path.join(temp, RECORD_FILE), `${JSON.stringify(stored, null, 2)}\n`);
    await syncPath(temp);
    // The email waits in the outbox before the record appears: a crash in between leaves an outbox
    // entry without its record, which the mailer drops at start (it was never acknowledged).
    if (outboxFile && record.outbox) await writeFileAtomic(path.dirname(outboxFile), path.basename(outboxFile), JSON.stringify(record.outbox));
    // rename() of a directory onto a new name is atomic: the record and its résumé appear together.
    await fs.rename(temp, path.join(parent, id));
    committed = true;
    await syncPath(parent);
    return stored;
  } catch (error) {
    if (!committed) {
      await fs.rm(temp, { recursive: true, force: true }).catch(() => undefined);
      if (outboxFile) await fs.rm(outboxFile, { force: true }).catch(() => undefined);
    }
    // Renamed but not synced: it may not survive a power cut, so the visitor is not told it was stored.
    else await removeAtomic(path.join(parent, id)).catch(() => undefined);
    throw unavailable(error);
  }
}

export type OpenStoreResult = { removedLeftovers: string[] };

/**
 * Opens (creating if needed) the store and removes leftovers of interrupted writes. A store the
 * process cannot write to still opens (reads work; every write then fails with
 * StoreUnavailableError and the API answers 503).
 */
export async function openStore(storeDir: string, report: (r: OpenStoreResult) => void = () => undefined): Promise<Store> {
  const result: OpenStoreResult = { removedLeftovers: [] };
  try {
    for (const kind of FORM_KINDS) await fs.mkdir(kindDir(storeDir, kind), { recursive: true });
    await fs.mkdir(path.join(storeDir, OUTBOX_DIR), { recursive: true });
    result.removedLeftovers = await removeLeftovers(storeDir);
  } catch (error) {
    if (!(unavailable(error) instanceof StoreUnavailableError)) throw error;
  }
  report(result);

  return {
    storeDir,
    write: (record, id) => writeRecord(storeDir, record, id),
    async recentKeyed(since) {
      const keyed: KeyedRecord[] = [];
      for (const record of await listRecords(storeDir)) {
        if (!record.idempotency || Date.parse(record.receivedAt) < since.getTime()) continue;
        keyed.push({ ...record.idempotency, id: record.id, receivedAt: record.receivedAt });
      }
      return keyed;
    },
  };
}
