// Gatsby's app registers the service worker the moment it starts (production-app.js requires
// .cache/register-service-worker.js). On a first visit the worker then installs and precaches the site
// while the page is still hydrating, on the same few cores: Lighthouse's Total Blocking Time on a
// 2-core machine was about 300 ms with it and 100 ms without it. gatsby/webpack-patches.ts puts this module in
// place of that require; it runs Gatsby's own registration (the same Gatsby APIs, the same hooks in
// gatsby-browser.tsx) once the page has settled. Offline caching starts a moment later, nothing else changes.
//
// Gatsby's registration only asks `'serviceWorker' in navigator`. Some in-app browsers (and other
// embedded web views) expose a navigator.serviceWorker that is missing or a stub without real
// registrations, and Gatsby then logs "Error during service worker registration: TypeError …". The
// site works without a worker, so such a browser is simply left without one, silently.
import { whenPageSettled } from '../../src/runtime/page-settled';

/** True where service workers really work: a secure context with the container and its registration type. */
export function serviceWorkerSupported(win: Window = window): boolean {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  return Boolean(
    win.isSecureContext &&
    container &&
    typeof container.register === 'function' &&
    typeof container.addEventListener === 'function' &&
    typeof (win as Window & { ServiceWorkerRegistration?: unknown }).ServiceWorkerRegistration === 'function',
  );
}

if (typeof window !== 'undefined' && serviceWorkerSupported(window)) {
  void whenPageSettled(() => {
    // Resolved by gatsby/webpack-patches.ts to Gatsby's .cache/register-service-worker.js: evaluated (and so
    // registering) only now, but bundled with the app, so no extra request.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require() runs the module now; an import would run it at start-up
    require('gatsby-register-service-worker');
  });
}
