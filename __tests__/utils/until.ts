// Waiting for a condition instead of a fixed pause: a test on a busy machine waits as long as it needs,
// and no longer than the condition takes on a quiet one.

/** Waits until `check` holds, polling every 50 ms; fails naming `what` after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
