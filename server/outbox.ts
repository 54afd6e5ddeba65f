// The staff emails on disk: <store>/outbox/<id>.json while a message waits for the SMTP server, and
// <store>/mail-failed/<id>.json once the server has refused it for good. One small JSON file per
// record id, replaced atomically; an id says when its record arrived (server/record-id.ts), so the
// age of the oldest waiting message needs no file read.
import { promises as fs, type Dirent } from 'node:fs';
import path from 'node:path';
import type { FormKind } from './form-kind';
import { RECORD_ID, timeOfRecordId } from './record-id';
import { FAILED_MAIL_DIR, OUTBOX_DIR, writeFileAtomic } from './store';
import { ensureDir, moveFile, syncPath } from './store-files';

export type OutboxEntry = {
  id: string;
  kind: FormKind;
  messageId: string;
  attempts: number;
  nextAttemptAt: string;
  /** Permanent (5xx) rejections so far; after a few the message moves to mail-failed/. */
  rejections?: number;
  lastError?: string;
};

export type Queue = typeof OUTBOX_DIR | typeof FAILED_MAIL_DIR;

/**
 * The one rule for what an entry is, shared by the mailer, /healthz, `failed` and `resend`: a regular
 * file named `<record id>.json`. Anything else in a queue (a folder named like an entry, a temporary
 * file) is not an entry. An id that is not a record id is never joined into a path.
 */
function fileOf(storeDir: string, queue: Queue, id: string): string {
  if (!RECORD_ID.test(id)) throw new Error(`not a record id: ${JSON.stringify(id)}`);
  return path.join(storeDir, queue, `${id}.json`);
}

/** The ids in a queue, oldest record first. */
export async function queuedIds(storeDir: string, queue: Queue): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(path.join(storeDir, queue), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = entries.filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => e.name.slice(0, -5));
  return ids.filter((id) => RECORD_ID.test(id)).sort();
}

export async function readEntry(storeDir: string, queue: Queue, id: string): Promise<OutboxEntry | null> {
  try {
    return JSON.parse(await fs.readFile(fileOf(storeDir, queue, id), 'utf8')) as OutboxEntry;
  } catch {
    return null;
  }
}

export async function writeEntry(storeDir: string, queue: Queue, entry: OutboxEntry): Promise<void> {
  await ensureDir(path.join(storeDir, queue));
  await writeFileAtomic(path.join(storeDir, queue), path.basename(fileOf(storeDir, queue, entry.id)), JSON.stringify(entry));
}

/** Deletes an entry durably (its folder fsynced); an entry already gone is fine. */
export async function removeEntry(storeDir: string, queue: Queue, id: string): Promise<void> {
  await fs.rm(fileOf(storeDir, queue, id), { force: true });
  await syncPath(path.join(storeDir, queue));
}

/**
 * Moves an entry from one queue to the other: rewritten in place, then renamed into the other queue, so at
 * every moment (and after a crash) it is in exactly one of them.
 */
export async function moveEntry(storeDir: string, from: Queue, to: Queue, entry: OutboxEntry): Promise<void> {
  await writeEntry(storeDir, from, entry);
  await ensureDir(path.join(storeDir, to));
  await moveFile(fileOf(storeDir, from, entry.id), fileOf(storeDir, to, entry.id));
}

export type OutboxState = { pending: number; oldestPendingSeconds: number | null; failed: number };

/** How many messages wait and since when, and how many failed: for the health check. */
export async function outboxState(storeDir: string, now: Date): Promise<OutboxState> {
  const pending = await queuedIds(storeDir, OUTBOX_DIR);
  const oldest = pending.length ? timeOfRecordId(pending[0]) : null;
  return {
    pending: pending.length,
    oldestPendingSeconds: oldest === null ? null : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
    failed: (await queuedIds(storeDir, FAILED_MAIL_DIR)).length,
  };
}
