// The file operations the store is made of, each durable once it returns: a new file written whole
// and fsynced, a file replaced through a temporary name, a tree removed by renaming it out of view
// first. Errors that mean "the disk refuses writes now" become StoreUnavailableError (the API's 503).
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const TEMP_PREFIX = '.tmp-';

/** A store that cannot take a write now (disk full, read-only, missing, I/O error): the API answers 503. */
export class StoreUnavailableError extends Error {
  constructor(readonly cause: NodeJS.ErrnoException) {
    super(`submissions store unavailable: ${cause.code ?? cause.message}`);
  }
}

// Every error the file system reports (it names the system call that failed: ENOSPC, EROFS, EIO, a
// folder replaced by a file: EEXIST, ENOTDIR, EISDIR…) means the store cannot take this write now: a
// 503, never a 500. The codes below are also taken from errors that name no system call.
const UNAVAILABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EACCES', 'EPERM', 'EMFILE', 'ENFILE', 'ENOMEM', 'ENOENT', 'ENOTDIR', 'EEXIST', 'EISDIR']);

/** The error as StoreUnavailableError when the file system refused, else unchanged. */
export function unavailable(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  return code && (UNAVAILABLE.has(code) || typeof syscall === 'string') ? new StoreUnavailableError(error as NodeJS.ErrnoException) : error;
}

export async function syncPath(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates a folder and any missing parents; fsyncs the parent of each one it created. */
export async function ensureDir(dir: string): Promise<void> {
  const first = await fs.mkdir(dir, { recursive: true });
  if (!first) return;
  for (let d = dir; ; d = path.dirname(d)) {
    await syncPath(path.dirname(d));
    if (d === first) break;
  }
}

/** Creates a file that must not exist yet, writes it whole and fsyncs it. */
export async function writeNewFile(file: string, data: string | Uint8Array): Promise<void> {
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

/** Moves a file to another folder of the same file system, durably (both folders fsynced). */
export async function moveFile(from: string, to: string): Promise<void> {
  await fs.rename(from, to);
  await syncPath(path.dirname(to));
  await syncPath(path.dirname(from));
}

/** Removes a tree so that it disappears at once: renamed into `tempDir` first, then deleted. */
export async function removeAtomic(target: string, tempDir: string): Promise<void> {
  const temp = path.join(tempDir, randomUUID());
  try {
    await fs.rename(target, temp);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await syncPath(path.dirname(target));
  await fs.rm(temp, { recursive: true, force: true });
}

/** A folder's entries, or none when it does not exist. */
export async function readDirNames(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
