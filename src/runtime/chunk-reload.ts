// A page chunk that fails to load (usually: a deploy replaced the hashed files the open tab still
// points at) reloads the page, at most once per 60 seconds, so a chunk that is really
// missing never turns into a reload loop. The time of the last reload lives in sessionStorage.

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'site:chunk-reload-at';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** webpack's ChunkLoadError ("Loading chunk 123 failed."), its CSS twin, and the browsers' wording for a failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

/** sessionStorage, or null where the browser refuses it (then we never reload: no guard, no loop). */
export function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** True if no guarded reload happened in the last `guardMs`; records `now` when it answers true. */
export function claimReload(storage: StorageLike | null, now: number, guardMs = CHUNK_RELOAD_GUARD_MS, key = CHUNK_RELOAD_KEY): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < guardMs && now >= last) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

type ReloadDeps = { storage?: StorageLike | null; now?: number; reload?: () => void; log?: (message: string, error: unknown) => void };

/** Reloads for a chunk-load error if the guard allows; returns whether it did. Other errors are left alone. */
export function reloadForChunkError(error: unknown, deps: ReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = deps.storage === undefined ? sessionStore() : deps.storage;
  const now = deps.now ?? Date.now();
  const log = deps.log ?? ((message, err) => console.error(message, err));
  if (!claimReload(storage, now)) {
    log('A page chunk failed to load again within a minute; not reloading.', error);
    return false;
  }
  log('A page chunk failed to load; reloading the page once.', error);
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}
