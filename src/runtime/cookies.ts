// Reading and writing `document.cookie` (the text rules are in src/lib/cookies.ts); no-ops during SSR.
import { parseCookies, serializeCookie, type CookieOptions } from '../lib/cookies';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[name];
}

export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, options);
}

/** True when the page is framed by another origin: the locale cookie then needs SameSite=None; Secure. */
export function isCrossOriginEmbedded(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.top !== window.self && window.top?.location.origin !== window.location.origin;
  } catch {
    return true; // reading a cross-origin parent's location throws
  }
}
