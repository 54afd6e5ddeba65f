// Spinners never flicker: a data fetch that shows one keeps it at least 200 ms.

export const MIN_SPINNER_MS = 200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles like `task`, but no sooner than `minMs` after the call. */
export async function withMinimumDuration<T>(task: Promise<T>, minMs = MIN_SPINNER_MS, now: () => number = Date.now): Promise<T> {
  const started = now();
  const [outcome] = await Promise.allSettled([task]);
  const remaining = minMs - (now() - started);
  if (remaining > 0) await sleep(remaining);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

/** How long a spinner shown at `shownAt` must stay on screen at `now`. */
export function remainingDisplay(shownAt: number, now: number, minMs = MIN_SPINNER_MS): number {
  return Math.max(0, minMs - (now - shownAt));
}
