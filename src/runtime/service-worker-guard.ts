// Some in-app browsers (embedded web views) have a navigator.serviceWorker property whose value is
// undefined. `'serviceWorker' in navigator` is then true, and Gatsby (production-app.js,
// navigation.js) and gatsby-plugin-offline (its onRouteUpdate, on every page) go on to read
// `navigator.serviceWorker.controller` and throw "Cannot read properties of undefined (reading
// 'controller')". Such a browser is given an inert container instead: no controller, no registration,
// no events. Every `navigator.serviceWorker.controller !== null` check is then false, the site runs as
// it does without a worker, and gatsby/shims/register-service-worker.ts registers nothing (no `register`).

/**
 * A ServiceWorkerContainer that has never had, and never will have, a worker: what Gatsby's production
 * code, its offline plugin and src/runtime read of it (every byte is on every page's first load).
 */
function inertContainer(): Partial<ServiceWorkerContainer> {
  return { controller: null, addEventListener: () => undefined, getRegistration: () => Promise.resolve(undefined) };
}

/** Puts the inert container where navigator.serviceWorker is present but empty; true when it did. Call before Gatsby's route updates (onClientEntry). */
export function guardServiceWorker(win: Window = window): boolean {
  const nav = win.navigator;
  if (!('serviceWorker' in nav) || nav.serviceWorker) return false;
  try {
    Object.defineProperty(nav, 'serviceWorker', { value: inertContainer(), configurable: true });
  } catch {
    return false;
  }
  return Boolean(nav.serviceWorker);
}
