// The instant a backup asks of the store: while <store>/backup.pause exists (and is fresh), a new
// record waits before it appears (the rename that commits it, server/store.ts), so the backup's
// hard-link copy (scripts/ops/backup.ts) is one point in time. The visitor's request only waits: it is
// still stored and acknowledged once the pause ends. Two processes and no shared memory, so a
// handshake through files: a writer first marks its commit (tmp/<id>.committing), then looks for the
// pause; the backup first creates the pause, then waits until no commit is marked. Whichever comes
// second sees the other, so no commit slips into the copy half seen. docs/operations.md tells more.
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const PAUSE_FILE = 'backup.pause';
export const COMMIT_MARK = '.committing';
/** A pause older than this is a backup that died: writers ignore it (submissions never wait for long). */
export const PAUSE_MAX_MS = 30_000;
/** A commit mark older than this is left by a process killed mid-commit (a commit takes milliseconds). */
const MARK_MAX_MS = 10_000;
const POLL_MS = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ageMs(file: string): Promise<number | null> {
  try {
    return Date.now() - (await fs.stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** Whether a backup holds the store paused now. */
export async function isPaused(storeDir: string): Promise<boolean> {
  const age = await ageMs(path.join(storeDir, PAUSE_FILE));
  return age !== null && age < PAUSE_MAX_MS;
}

/** Runs `commit` (the rename that makes a record visible) once no backup holds the store paused. */
export async function commitUnlessPaused<T>(storeDir: string, tempDir: string, id: string, commit: () => Promise<T>): Promise<T> {
  const mark = path.join(tempDir, `${id}${COMMIT_MARK}`);
  for (;;) {
    await fs.writeFile(mark, '');
    if (!(await isPaused(storeDir))) break;
    await fs.rm(mark, { force: true });
    await sleep(POLL_MS);
  }
  try {
    return await commit();
  } finally {
    await fs.rm(mark, { force: true });
  }
}

/**
 * Pauses new records (the backup's side): creates the pause file, then waits for commits already past
 * their look to finish. Returns the function that ends the pause. Throws when another backup holds it.
 */
export async function pauseWrites(storeDir: string, tempDir: string): Promise<() => Promise<void>> {
  const pause = path.join(storeDir, PAUSE_FILE);
  const stale = await ageMs(pause);
  if (stale !== null && stale >= PAUSE_MAX_MS) await fs.rm(pause, { force: true });
  try {
    await fs.writeFile(pause, `${process.pid}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${pause} exists: another backup is running`);
    throw error;
  }
  const release = () => fs.rm(pause, { force: true });
  try {
    for (;;) {
      const names = (await fs.readdir(tempDir).catch(() => [] as string[])).filter((n) => n.endsWith(COMMIT_MARK));
      const ages = await Promise.all(names.map((n) => ageMs(path.join(tempDir, n))));
      if (ages.every((age) => age === null || age >= MARK_MAX_MS)) return release;
      await sleep(POLL_MS);
    }
  } catch (error) {
    await release();
    throw error;
  }
}
