// "The page has settled": loaded, hydrated by React, and the main thread idle. Work that the visitor
// does not wait for (installing the service worker) starts then, so it does not compete with the
// page becoming interactive on a phone's few cores.

/** Set on <html> by ClientStateProvider once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** If hydration never completes (an error before the first commit), run anyway this long after load. */
export const SETTLE_FALLBACK_MS = 10_000;

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };

function loaded(win: Window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

function hydrated(win: Window, fallbackMs: number): Promise<void> {
  const root = win.document.documentElement;
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      win.clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (root.hasAttribute(HYDRATED_ATTRIBUTE)) done();
    });
    observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
    const timer = win.setTimeout(done, fallbackMs);
  });
}

function idle(win: IdleWindow): Promise<void> {
  return new Promise((resolve) => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else win.setTimeout(resolve, 200);
  });
}

/** Calls `task` once, after the load event, after hydration (or the fallback delay), at an idle moment. */
export function whenPageSettled(task: () => void, win: Window = window, fallbackMs = SETTLE_FALLBACK_MS): Promise<void> {
  return loaded(win)
    .then(() => hydrated(win, fallbackMs))
    .then(() => idle(win))
    .then(task);
}
