// Waiting for a condition instead of a fixed pause: a test on a busy machine waits as long as it needs,
// and no longer than the condition takes on a quiet one. A window in which something must NOT happen
// is not a condition: quietWindow (__tests__/e2e/quiet.ts) names it.

/** Waits until `check` holds (it may be async: a request, a file read), polling every 50 ms; fails naming `what` after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
