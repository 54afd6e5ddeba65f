// Browser hooks: the self-hosted Persian font, the same page wrapper as on the server, and the
// runtime (src/runtime/client-runtime.ts): loading bar, chunk-failure reload, prefetch
// guard, service-worker update notice and offline caching, and an outermost error boundary.
// Vazirmatn for Persian pages: the build's cut of it to their characters, then the package's faces (gatsby/persian-font.ts).
import './src/styles/generated/vazirmatn-fa.css';
import './src/styles/global.css';
import React, { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { RootErrorBoundary } from './src/components/runtime/RootErrorBoundary';
import { installClientRuntime, preloadOfflinePage, routeChangeDone, serviceWorkerUpdateReady, warmServiceWorkerCache } from './src/runtime/client-runtime';
import { DEFAULT_LANGUAGE, isLanguage } from './src/lib/i18n-config';
import { wrapPageElement as wrap } from './src/wrap-page-element';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => installClientRuntime();

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => preloadOfflinePage();

// Hydrate in a transition: React then yields to the browser between components instead of one long
// task, so a slow phone stays responsive while the page becomes interactive (Total Blocking Time).
// The static HTML is already on screen, so nothing waits on it visually.
// Gatsby calls the returned function as renderer(<App />, rootElement); its declared type is the
// legacy ReactDOM.render signature, hence the cast.
const hydrateInTransition = (element: React.ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

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
