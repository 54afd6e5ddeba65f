// Durable storage of accepted form submissions: one directory per record, written whole in the
// store's tmp/ folder and renamed into place, so a record (and its résumé) is on disk complete or not
// at all. docs/server.md gives the layout and the durability argument; in short:
//
//   <store>/records/<kind>/<day>/<id>/record.json   the submission (+ receivedAt, idempotency hashes)
//   <store>/records/<kind>/<day>/<id>/resume.<ext>  a job application's résumé, in the same directory
//   <store>/outbox/<id>.json                        a notification email not yet accepted by SMTP
//   <store>/mail-failed/<id>.json                   one the SMTP server refused for good (server/mailer.ts)
//   <store>/tmp/                                    writes and deletes in progress; emptied at start
//
// <day> is the UTC day the record was received ("2025-06-15") and <id> a time-ordered id
// (server/record-id.ts): nothing needs the whole store read, neither start-up, nor finding a record,
// nor listing the newest ones, nor purging the oldest days.
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FORM_KINDS, type FormKind } from './form-kind';
import { commitUnlessPaused } from './backup-pause';
import type { KeyedRecord } from './idempotency';
import { dayOf, isDay, newRecordId, RECORD_ID, timeOfRecordId } from './record-id';
import { dayOfReference, makeReference, parseReference, REFERENCE_SPACE, ReferencesExhaustedError, secondsUntilNextDay, unusedRandom } from './reference';
import { ensureDir, readDirNames, removeAtomic, StoreUnavailableError, syncPath, TEMP_PREFIX, unavailable, writeFileAtomic, writeNewFile } from './store-files';

export { StoreUnavailableError, TEMP_PREFIX, writeFileAtomic };

export type StoredResume = { fileName: string; contentType: string; size: number; storedAs: string };

export type StoredRecord = {
  id: string;
  /** What the visitor was given to quote (server/reference.ts): unique among the records of its day. */
  reference: string;
  kind: FormKind;
  receivedAt: string;
  /** SHA-256 of the Idempotency-Key and of the canonical request body; null without a key. */
  idempotency: { keyHash: string; bodyHash: string | null } | null;
  payload: Record<string, unknown>;
};

export const RECORDS_DIR = 'records';
export const OUTBOX_DIR = 'outbox';
export const FAILED_MAIL_DIR = 'mail-failed';
export const TEMP_DIR = 'tmp';
const RECORD_FILE = 'record.json';

/** The server's and the command line's default store: var/submissions under the project. */
export const DEFAULT_STORE_DIR = path.resolve(__dirname, '..', 'var', 'submissions');

/** A kind's folder of day folders. */
export function kindDir(storeDir: string, kind: FormKind): string {
  return path.join(storeDir, RECORDS_DIR, kind);
}

/** The directory of a record (its day is read from its id). */
export function recordDir(storeDir: string, kind: FormKind, id: string): string {
  return path.join(kindDir(storeDir, kind), dayOf(timeOfRecordId(id) ?? 0), id);
}

/** Absolute path of a record's résumé, or null when it has none. */
export function resumePath(storeDir: string, record: StoredRecord): string | null {
  const resume = record.payload.resume as StoredResume | undefined;
  return resume?.storedAs ? path.join(recordDir(storeDir, record.kind, record.id), path.basename(resume.storedAs)) : null;
}

async function readRecordAt(dir: string): Promise<StoredRecord | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, RECORD_FILE), 'utf8')) as StoredRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The record ids of one day, of the kinds asked for, newest first. */
async function idsOfDay(storeDir: string, kinds: readonly FormKind[], day: string): Promise<Array<{ kind: FormKind; id: string }>> {
  const found: Array<{ kind: FormKind; id: string }> = [];
  for (const kind of kinds) {
    for (const id of await readDirNames(path.join(kindDir(storeDir, kind), day))) if (RECORD_ID.test(id)) found.push({ kind, id });
  }
  return found.sort((a, b) => (a.id < b.id ? 1 : -1));
}

/** The day folders of the kinds asked for, newest first. */
async function daysOf(storeDir: string, kinds: readonly FormKind[]): Promise<string[]> {
  const days = new Set<string>();
  for (const kind of kinds) for (const name of await readDirNames(kindDir(storeDir, kind))) if (isDay(name)) days.add(name);
  return [...days].sort().reverse();
}

export type RecordQuery = { kind?: FormKind; since?: Date; limit?: number };

/** Records read ahead of the one being yielded: file reads overlap, memory stays a handful of records. */
const READ_AHEAD = 16;

/**
 * Records newest first, read a few at a time: memory holds one day's ids, whatever the store holds.
 * `since` stops at the first record received before it; `limit` after that many records.
 */
export async function* records(storeDir: string, { kind, since, limit = Infinity }: RecordQuery = {}): AsyncGenerator<StoredRecord> {
  const kinds = kind ? [kind] : FORM_KINDS;
  const firstDay = since ? dayOf(since.getTime()) : '';
  let count = 0;
  for (const day of await daysOf(storeDir, kinds)) {
    if (day < firstDay || count >= limit) return;
    let ids = await idsOfDay(storeDir, kinds, day);
    if (since) ids = ids.filter(({ id }) => (timeOfRecordId(id) ?? 0) >= since.getTime());
    const read = ({ kind: k, id }: { kind: FormKind; id: string }) => {
      const reading = readRecordAt(path.join(kindDir(storeDir, k), day, id));
      reading.catch(() => undefined); // a read left behind by an early stop must not be an unhandled rejection
      return reading;
    };
    const reads = ids.slice(0, READ_AHEAD).map(read);
    for (let i = 0; i < ids.length; i += 1) {
      if (ids[i + READ_AHEAD]) reads.push(read(ids[i + READ_AHEAD]));
      const record = await reads[i];
      reads[i] = Promise.resolve(null); // let it go
      if (!record) continue; // purged meanwhile
      yield record;
      if ((count += 1) >= limit) return;
    }
  }
}

/** Every record of one kind, oldest first (for tests and small stores; the command line streams `records`). */
export async function readRecords(storeDir: string, kind: FormKind): Promise<StoredRecord[]> {
  const all: StoredRecord[] = [];
  for await (const record of records(storeDir, { kind })) all.push(record);
  return all.reverse();
}

/** The records of one day, of every kind, one at a time. */
async function* recordsOfDay(storeDir: string, day: string): AsyncGenerator<StoredRecord> {
  for (const { kind, id } of await idsOfDay(storeDir, FORM_KINDS, day)) {
    const record = await readRecordAt(path.join(kindDir(storeDir, kind), day, id));
    if (record) yield record;
  }
}

/** One record by its id or by its reference (as a visitor quotes it), whatever its kind, or null. */
export async function findRecord(storeDir: string, idOrReference: string): Promise<StoredRecord | null> {
  if (RECORD_ID.test(idOrReference)) {
    for (const kind of FORM_KINDS) {
      const record = await readRecordAt(recordDir(storeDir, kind, idOrReference));
      if (record) return record;
    }
    return null;
  }
  const reference = parseReference(idOrReference);
  if (!reference) return null;
  for await (const record of recordsOfDay(storeDir, dayOfReference(reference))) if (record.reference === reference) return record;
  return null;
}

export type PurgedRecord = { id: string; kind: FormKind; receivedAt: string };

/**
 * Deletes every record received before `cutoff`, its résumé and its emails (pending or failed): whole
 * day folders where the day is over before the cutoff, record by record on the cutoff's day. With
 * `dryRun` nothing is deleted. Each record is reported to `onRecord`; returns how many there were.
 */
export async function purgeRecords(storeDir: string, cutoff: Date, { dryRun = false, onRecord = (_r: PurgedRecord) => undefined } = {}): Promise<number> {
  const cutoffDay = dayOf(cutoff.getTime());
  const temp = path.join(storeDir, TEMP_DIR);
  if (!dryRun) await ensureDir(temp);
  let count = 0;
  for (const kind of FORM_KINDS) {
    for (const day of (await daysOf(storeDir, [kind])).reverse()) {
      if (day > cutoffDay) break;
      const dayDir = path.join(kindDir(storeDir, kind), day);
      const ids = (await idsOfDay(storeDir, [kind], day)).map((e) => e.id).filter((id) => (timeOfRecordId(id) ?? 0) < cutoff.getTime());
      for (const id of ids.reverse()) {
        onRecord({ id, kind, receivedAt: new Date(timeOfRecordId(id)!).toISOString() });
        if (dryRun) continue;
        for (const dir of [OUTBOX_DIR, FAILED_MAIL_DIR]) await fs.rm(path.join(storeDir, dir, `${id}.json`), { force: true });
        if (day === cutoffDay) await removeAtomic(path.join(dayDir, id), temp);
      }
      count += ids.length;
      // A day wholly before the cutoff goes in one step, with anything left in it.
      if (!dryRun && day < cutoffDay) await removeAtomic(dayDir, temp);
    }
  }
  return count;
}

/** Empties tmp/ (writes and deletes that were cut off) and the outboxes' temporary files. */
async function removeLeftovers(storeDir: string): Promise<string[]> {
  const removed: string[] = [];
  const temp = path.join(storeDir, TEMP_DIR);
  for (const name of await readDirNames(temp)) removed.push(path.join(temp, name));
  for (const dir of [OUTBOX_DIR, FAILED_MAIL_DIR]) {
    for (const name of await readDirNames(path.join(storeDir, dir))) if (name.startsWith(TEMP_PREFIX)) removed.push(path.join(storeDir, dir, name));
  }
  for (const file of removed) await fs.rm(file, { recursive: true, force: true });
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

/** The record as stored: its id and reference, its résumé's stored name. */
function storedFor(record: NewRecord, id: string, reference: string): { stored: StoredRecord; resumeName: string | null } {
  const resumeName = record.resume ? `resume.${record.resume.extension.replace(/[^a-z0-9]/gi, '').toLowerCase()}` : null;
  const payload = resumeName ? { ...record.payload, resume: { ...(record.payload.resume as object), storedAs: resumeName } } : record.payload;
  return { stored: { id, reference, kind: record.kind, receivedAt: record.receivedAt, idempotency: record.idempotency, payload }, resumeName };
}

/**
 * Stores a record whole and durably (see the top of this file), or throws (StoreUnavailableError when
 * the disk refuses). The id must have been made for `receivedAt` (newRecordId); the reference must be
 * unused that day (the Store's write sees to it).
 */
async function writeRecord(storeDir: string, record: NewRecord, id: string, reference: string): Promise<StoredRecord> {
  const parent = path.dirname(recordDir(storeDir, record.kind, id));
  const tempDir = path.join(storeDir, TEMP_DIR);
  const temp = path.join(tempDir, id);
  const outboxFile = record.outbox ? path.join(storeDir, OUTBOX_DIR, `${id}.json`) : null;
  const { stored, resumeName } = storedFor(record, id, reference);
  let committed = false;
  try {
    await ensureDir(tempDir);
    await ensureDir(parent);
    await fs.mkdir(temp);
    if (record.resume && resumeName) await writeNewFile(path.join(temp, resumeName), record.resume.bytes);
    await writeNewFile(path.join(temp, RECORD_FILE), `${JSON.stringify(stored, null, 2)}\n`);
    await syncPath(temp);
    // The email waits in the outbox before the record appears: a crash in between leaves an outbox
    // entry without its record, which the mailer drops at start (it was never acknowledged).
    if (outboxFile && record.outbox) {
      await ensureDir(path.dirname(outboxFile));
      await writeFileAtomic(path.dirname(outboxFile), path.basename(outboxFile), JSON.stringify(record.outbox));
    }
    // rename() of a directory onto a new name is atomic: the record and its résumé appear together.
    await commitUnlessPaused(storeDir, tempDir, id, () => fs.rename(temp, path.join(parent, id)));
    committed = true;
    await syncPath(parent);
    await syncPath(tempDir);
    return stored;
  } catch (error) {
    if (!committed) {
      await fs.rm(temp, { recursive: true, force: true }).catch(() => undefined);
      if (outboxFile) await fs.rm(outboxFile, { force: true }).catch(() => undefined);
    }
    // Renamed but not synced: it may not survive a power cut, so the visitor is not told it was stored.
    else await removeAtomic(path.join(parent, id), tempDir).catch(() => undefined);
    throw unavailable(error);
  }
}

/** True when a file can be created, fsynced and removed in the store now (health checks). */
export async function isWritable(storeDir: string): Promise<boolean> {
  const probe = path.join(storeDir, TEMP_DIR, `${TEMP_PREFIX}probe-${randomUUID()}`);
  try {
    await ensureDir(path.dirname(probe));
    await writeNewFile(probe, 'x');
    await fs.rm(probe);
    return true;
  } catch {
    await fs.rm(probe, { force: true }).catch(() => undefined);
    return false;
  }
}

export type Store = {
  readonly storeDir: string;
  /** Stores a record whole and durably under a new reference, or throws (StoreUnavailableError when the disk refuses). */
  write(record: NewRecord, id?: string): Promise<StoredRecord>;
  /** The idempotency keys of the records (of every kind) received at or after `since`. */
  recentKeyed(since: Date): Promise<KeyedRecord[]>;
  /** Whether a write would succeed now. */
  writable(): Promise<boolean>;
};

export type OpenStoreResult = { removedLeftovers: string[]; writable: boolean; problem?: string };

/**
 * Opens the store: creates its folders and removes leftovers of interrupted writes. A store the
 * process cannot write to (read-only, full, its folder missing under a read-only parent) still
 * opens: reads work, every write fails with StoreUnavailableError (the API answers 503), and each
 * write tries again, so the store recovers by itself once it is writable.
 */
export async function openStore(
  storeDir: string,
  report: (r: OpenStoreResult) => void = () => undefined,
  { referenceSpace = REFERENCE_SPACE }: { referenceSpace?: number } = {},
): Promise<Store> {
  const result: OpenStoreResult = { removedLeftovers: [], writable: true };
  try {
    for (const dir of [...FORM_KINDS.map((k) => kindDir(storeDir, k)), path.join(storeDir, OUTBOX_DIR), path.join(storeDir, TEMP_DIR)]) await ensureDir(dir);
    result.removedLeftovers = await removeLeftovers(storeDir);
  } catch (error) {
    const refused = unavailable(error);
    if (!(refused instanceof StoreUnavailableError)) throw error;
    Object.assign(result, { writable: false, problem: refused.message });
  }
  report(result);

  // The references given on the current day, read from the store on the first write of the day.
  let usedToday: { day: string; references: Promise<Set<string>> } | null = null;
  function referencesOn(day: string): Promise<Set<string>> {
    if (usedToday?.day !== day) {
      const references = (async () => {
        const used = new Set<string>();
        for await (const record of recordsOfDay(storeDir, day)) used.add(record.reference);
        return used;
      })();
      references.catch(() => (usedToday = null)); // read again next time
      usedToday = { day, references };
    }
    return usedToday.references;
  }

  return {
    storeDir,
    async write(record, id = newRecordId(new Date(record.receivedAt))) {
      const at = new Date(record.receivedAt);
      const used = await referencesOn(dayOf(at.getTime())).catch((error: unknown) => {
        throw unavailable(error);
      });
      let reference: string | null = null;
      // Another write may take the one found while the search yielded: then search again.
      while (reference === null || used.has(reference)) {
        const random = await unusedRandom(used, at, referenceSpace);
        if (random === null) throw new ReferencesExhaustedError(secondsUntilNextDay(at));
        reference = makeReference(at, random);
      }
      used.add(reference); // taken before the write yields, so two writes at once never share one
      try {
        return await writeRecord(storeDir, record, id, reference);
      } catch (error) {
        used.delete(reference);
        throw error;
      }
    },
    async recentKeyed(since) {
      const keyed: KeyedRecord[] = [];
      try {
        for await (const record of records(storeDir, { since })) {
          if (record.idempotency) keyed.push({ ...record.idempotency, id: record.id, reference: record.reference, receivedAt: record.receivedAt });
        }
      } catch (error) {
        throw unavailable(error);
      }
      return keyed;
    },
    writable: () => isWritable(storeDir),
  };
}
