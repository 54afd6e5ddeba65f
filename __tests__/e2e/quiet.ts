// The one place a browser test waits for time. Everything that happens is waited for by its condition
// (web-first assertions, expect.poll, waitForResponse); what must NOT happen (no second reload, no
// second record, no late error) cannot be observed, so it is watched for a named window instead: the
// window fails as soon as the watched value changes, and otherwise lasts `ms`.

/**
 * Watches `observe()` for `ms` and fails, naming `what`, as soon as it differs from its value at the
 * start; resolves with that value. `what` says what must not happen (e.g. 'no second record').
 */
export async function quietWindow<T>(what: string, ms: number, observe: () => T | Promise<T>): Promise<T> {
  const first = await observe();
  const start = JSON.stringify(first);
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(50, Math.max(0, deadline - Date.now()))));
    const now = JSON.stringify(await observe());
    if (now !== start) throw new Error(`${what}: within ${ms} ms it went from ${start} to ${now}`);
  }
  return first;
}
