// A tiny bridge between gatsby-browser (outside React) and the components: "a new version of the
// site is installed" (onServiceWorkerUpdateReady). The flag survives page changes, so a Layout that
// mounts after the event still learns about it, and the toast is offered once per page load.

export const UPDATE_READY_EVENT = 'site:update-ready';

let updateReady = false;
let updateOffered = false;

export function announceUpdateReady(): void {
  updateReady = true;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UPDATE_READY_EVENT));
}

/** Calls `listener` now if an update is already waiting, and on every later announcement. */
export function onUpdateReady(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (updateReady) listener();
  window.addEventListener(UPDATE_READY_EVENT, listener);
  return () => window.removeEventListener(UPDATE_READY_EVENT, listener);
}

/** True the first time it is called after an update was announced (so one toast, not one per page). */
export function claimUpdateOffer(): boolean {
  if (!updateReady || updateOffered) return false;
  updateOffered = true;
  return true;
}

/** For tests. */
export function resetRuntimeEvents(): void {
  updateReady = false;
  updateOffered = false;
}
