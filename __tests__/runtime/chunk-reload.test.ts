// A failed chunk load reloads the page at most once per 60 s.
import { CHUNK_RELOAD_KEY, claimReload, isChunkLoadError, reloadForChunkError } from '../../src/runtime/chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

function chunkError(message = 'Loading chunk 123 failed.\n(error: https://x/123.js)') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('recognising a chunk-load failure', () => {
  it.each([
    [chunkError(), true],
    [new Error('Loading chunk component---src-templates-content-tsx failed.'), true],
    [new Error('Loading CSS chunk 42 failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/a.js'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%p → %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('the 60-second guard', () => {
  const log = () => undefined;

  it('reloads on the first failure and records the time', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), { storage, now: 1_000_000, reload, log })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again on a second failure within 60 s', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadForChunkError(chunkError(), { storage, now: 1_000_000, reload, log });
    expect(reloadForChunkError(chunkError(), { storage, now: 1_000_000 + 59_999, reload, log })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 s have passed', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadForChunkError(chunkError(), { storage, now: 1_000_000, reload, log });
    expect(reloadForChunkError(chunkError(), { storage, now: 1_000_000 + 60_000, reload, log })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores errors that are not chunk failures', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(new Error('boom'), { storage: memoryStorage(), now: 1, reload, log })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads without session storage (no guard, so no risk of a loop)', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), { storage: null, now: 1, reload, log })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a timestamp from the future (clock moved back) as expired', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, String(5_000_000));
    expect(claimReload(storage, 1_000_000)).toBe(true);
  });

  it('uses window.sessionStorage by default', () => {
    window.sessionStorage.clear();
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), { reload, log })).toBe(true);
    expect(reloadForChunkError(chunkError(), { reload, log })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    window.sessionStorage.clear();
  });
});
