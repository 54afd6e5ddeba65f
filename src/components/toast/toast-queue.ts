// The page's toast queue: `useToast()` puts normalised toasts here, and the toast host (notistack,
// loaded only when the first toast is due or a form is used) shows them. Keeping notistack out of
// the first load keeps every page's JavaScript small (home first-load budget 115 KB gzip: docs/decisions.md).
import type { Toast } from './toast-rules';

export type QueuedToast = Toast & { key: number };
type Listener = (toast: QueuedToast) => void;

let nextKey = 1;
const pending: QueuedToast[] = [];
const listeners = new Set<Listener>();
const demand = new Set<() => void>();

/** Queues a toast; delivered at once when a host listens, else as soon as one does. Returns its key. */
export function enqueueToast(toast: Toast): number {
  const queued = { ...toast, key: nextKey++ };
  if (listeners.size) listeners.forEach((l) => l(queued));
  else {
    pending.push(queued);
    demand.forEach((d) => d());
  }
  return queued.key;
}

/** The host subscribes once mounted; queued toasts are flushed to it in order. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  pending.splice(0).forEach(listener);
  return () => listeners.delete(listener);
}

/** Called by the provider: tells it a toast is waiting for a host. */
export function onToastDemand(callback: () => void): () => void {
  demand.add(callback);
  if (pending.length) callback();
  return () => demand.delete(callback);
}
