// The one registry of route middlewares (data/routes.json "middlewares"): checked at build time, run in the browser.
import { localizePath, type Language } from './i18n-config';
import { safeRef } from './safe-ref';
import { SIGN_IN_PAGE } from './sign-in-pages';

export type MiddlewareContext = { pathname: string; search: string; language: Language; cookies: Record<string, string> };
/** A middleware lets the visitor through (null) or sends them elsewhere. */
export type Middleware = (context: MiddlewareContext) => { redirect: string } | null;

export const MIDDLEWARES: Record<string, Middleware> = {
  // No token cookie: the customer portal signs the visitor in; come back to this page afterwards.
  auth: ({ pathname, search, language, cookies }) =>
    cookies.token ? null : { redirect: `${localizePath(SIGN_IN_PAGE, language)}?ref=${encodeURIComponent(safeRef(pathname + search))}` },
};

export class UnknownMiddlewareError extends Error {
  constructor(name: string, routePath: string) {
    super(`Unknown middleware "${name}" on route ${routePath}`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** Throws 'Unknown middleware' naming the route when a route asks for a middleware the registry lacks. */
export function assertKnownMiddlewares(names: readonly string[] | null | undefined, routePath: string): void {
  for (const name of names ?? []) {
    if (!Object.prototype.hasOwnProperty.call(MIDDLEWARES, name)) throw new UnknownMiddlewareError(name, routePath);
  }
}

/** Runs a route's middlewares in order; the first redirect wins. */
export function runMiddlewares(names: readonly string[] | null | undefined, context: MiddlewareContext): string | null {
  for (const name of names ?? []) {
    const result = MIDDLEWARES[name]?.(context);
    if (result) return result.redirect;
  }
  return null;
}
