// Prefetching linked pages is skipped offline, on 2G and with data saver on. Gatsby's
// loader already skips 2G and data saver (its doesConnectionSupportPrefetch); it does not know about
// being offline, so gatsby-browser wraps the loader's prefetch entry points with this check. Offline,
// a prefetch can only fail, and it would also let the service worker's offline stand-in be remembered
// for a page that exists.

export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };
export type NavigatorLike = { onLine?: boolean; connection?: ConnectionInfo };

export function prefetchAllowed(nav: NavigatorLike | undefined): boolean {
  if (!nav) return true;
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection) {
    if ((connection.effectiveType ?? '').includes('2g')) return false;
    if (connection.saveData) return false;
  }
  return true;
}

type Prefetchable = { enqueue?: (path: string) => unknown; prefetch?: (path: string) => unknown; hovering?: (path: string) => unknown };

/** What Gatsby's own loader answers when it declines a prefetch (gatsby-link calls .abort() on it). */
const declined = () => ({ then: (resolve: (value: boolean) => void) => resolve(false), abort: () => undefined });

/** Wraps the loader's prefetch methods in place; idempotent. */
export function guardLoaderPrefetch(loader: Prefetchable | undefined, nav: () => NavigatorLike | undefined): void {
  if (!loader || (loader as { __prefetchGuarded?: boolean }).__prefetchGuarded) return;
  for (const method of ['enqueue', 'prefetch', 'hovering'] as const) {
    const original = loader[method];
    if (typeof original !== 'function') continue;
    loader[method] = (path: string) => (prefetchAllowed(nav()) ? original.call(loader, path) : declined());
  }
  (loader as { __prefetchGuarded?: boolean }).__prefetchGuarded = true;
}
