// Browser hooks: the self-hosted Persian font, the same page wrapper as on the server, and the
// runtime of spec §2/§4 (src/lib/client-runtime.ts): loading bar, chunk-failure reload, prefetch
// guard, service-worker update notice and offline caching, and an outermost error boundary.
import '@fontsource-variable/vazirmatn/wght.css';
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { RootErrorBoundary } from './src/components/runtime/RootErrorBoundary';
import { installClientRuntime, preloadOfflinePage, routeChangeDone, serviceWorkerUpdateReady, warmServiceWorkerCache } from './src/lib/client-runtime';
import { DEFAULT_LANGUAGE, isLanguage } from './src/lib/i18n-config';
import { wrapPageElement as wrap } from './src/wrap-page-element';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => installClientRuntime();

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // Marks the page as interactive (hydrated); browser tests wait for it before clicking.
  document.documentElement.setAttribute('data-hydrated', '');
  preloadOfflinePage();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => routeChangeDone();

export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => serviceWorkerUpdateReady();

export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = () => {
  void warmServiceWorkerCache();
};

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const requested = (props.pageContext as { language?: unknown } | undefined)?.language;
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  // No DOM of its own, so the server-rendered HTML (gatsby-ssr has no boundary) still hydrates as is.
  return wrap({
    element: (
      <RootErrorBoundary language={language} resetKey={props.location.pathname}>
        {element}
      </RootErrorBoundary>
    ),
    props,
  });
};
