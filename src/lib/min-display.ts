// Spinners never flicker: a data fetch that shows one keeps it at least 200 ms.

export const MIN_SPINNER_MS = 200;

/** How long a spinner shown at `shownAt` must stay on screen at `now`. */
export function remainingDisplay(shownAt: number, now: number, minMs = MIN_SPINNER_MS): number {
  return Math.max(0, minMs - (now - shownAt));
}
