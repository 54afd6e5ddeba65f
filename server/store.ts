// Durable append-only storage of accepted form submissions (JSON lines + résumé files), flushed to disk before the API answers.
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export type RecordKind = 'contact' | 'job-applications';

export type StoredRecord = {
  id: string;
  receivedAt: string;
  idempotencyKey: string | null;
  payload: Record<string, unknown>;
};

const FILES: Record<RecordKind, string> = {
  contact: 'contact.jsonl',
  'job-applications': 'job-applications.jsonl',
};

export const RESUMES_DIR = 'resumes';

/** Path of the JSON-lines file of one kind of record. */
export function recordsFile(storeDir: string, kind: RecordKind): string {
  return path.join(storeDir, FILES[kind]);
}

/**
 * Every record of one kind, oldest first. A line that does not parse (the tail of a write cut short
 * by a crash) is skipped rather than failing the whole read: the lines around it are intact.
 */
export async function readRecords(storeDir: string, kind: RecordKind): Promise<StoredRecord[]> {
  let text: string;
  try {
    text = await fs.readFile(recordsFile(storeDir, kind), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: StoredRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      records.push(JSON.parse(line) as StoredRecord);
    } catch {
      // torn line: see above
    }
  }
  return records;
}

/** fsync a directory so a newly created file's entry survives a power cut, not only its bytes. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fileEndsWithNewline(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) return true;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } finally {
    await handle.close();
  }
}

export type Store = {
  readonly storeDir: string;
  /** Appends one record and fsyncs it; resolves only once it is on disk. */
  append(kind: RecordKind, record: StoredRecord): Promise<void>;
  /** Writes a résumé under a server-chosen name and fsyncs it; returns its path relative to storeDir. */
  writeResume(bytes: Uint8Array, extension: string): Promise<string>;
  /** Records of one kind received at or after `since` that carry an idempotency key. */
  recentKeyedRecords(kind: RecordKind, since: Date): Promise<StoredRecord[]>;
};

/** Opens (creating if needed) the store directory and repairs a record file left without its final newline. */
export async function openStore(storeDir: string): Promise<Store> {
  await fs.mkdir(path.join(storeDir, RESUMES_DIR), { recursive: true });
  for (const kind of Object.keys(FILES) as RecordKind[]) {
    const file = recordsFile(storeDir, kind);
    try {
      // A crash mid-append leaves a partial last line; ending it keeps the next record on its own line.
      if (!(await fileEndsWithNewline(file))) await fs.appendFile(file, '\n');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  // One append at a time per file: concurrent requests must not interleave their lines.
  const queues = new Map<RecordKind, Promise<void>>();

  async function appendNow(kind: RecordKind, line: string): Promise<void> {
    const file = recordsFile(storeDir, kind);
    let created = false;
    try {
      await fs.access(file);
    } catch {
      created = true;
    }
    const handle = await fs.open(file, 'a');
    try {
      await handle.write(line);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (created) await syncDir(storeDir);
  }

  return {
    storeDir,
    append(kind, record) {
      const line = `${JSON.stringify(record)}\n`;
      const previous = queues.get(kind) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => appendNow(kind, line));
      queues.set(kind, next);
      return next;
    },
    async writeResume(bytes, extension) {
      const safeExtension = extension.replace(/[^a-z0-9]/gi, '').toLowerCase();
      const relative = path.posix.join(RESUMES_DIR, `${randomUUID()}.${safeExtension}`);
      const absolute = path.join(storeDir, relative);
      // 'wx' refuses to overwrite: a UUID collision must fail loudly, never replace another applicant's file.
      const handle = await fs.open(absolute, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await syncDir(path.join(storeDir, RESUMES_DIR));
      return relative;
    },
    async recentKeyedRecords(kind, since) {
      const records = await readRecords(storeDir, kind);
      return records.filter((r) => r.idempotencyKey && Date.parse(r.receivedAt) >= since.getTime());
    },
  };
}
