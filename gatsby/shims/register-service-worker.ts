// Gatsby's app registers the service worker the moment it starts (production-app.js requires
// .cache/register-service-worker.js). On a first visit the worker then installs and precaches the site
// while the page is still hydrating, on the same few cores: Lighthouse's Total Blocking Time on a
// 2-core machine was about 300 ms with it and 100 ms without it. gatsby-node.ts puts this module in
// place of that require; it runs Gatsby's own registration (the same Gatsby APIs, the same hooks in
// gatsby-browser.tsx) once the page has settled. Offline caching starts a moment later, nothing else changes.
import { whenPageSettled } from '../../src/runtime/page-settled';

void whenPageSettled(() => {
  // Resolved by gatsby-node.ts to Gatsby's .cache/register-service-worker.js: evaluated (and so
  // registering) only now, but bundled with the app, so no extra request.
  require('gatsby-register-service-worker');
});
