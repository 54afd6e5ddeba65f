// The sign-in pages (/authentication/... in both locales): where a 401 or the auth middleware sends
// the visitor. They only explain how to sign in and pass the visitor on, so they are not for search
// engines: left out of the sitemap, disallowed in robots.txt, `noindex` in their head.
import { LANGUAGES, localizePath } from './i18n-config';

/** The unlocalized section every sign-in page lives under. */
export const SIGN_IN_SECTION = '/authentication/';
/** The page a visitor is sent to, with `?ref=<path>` to come back to. */
export const SIGN_IN_PAGE = '/authentication/init/';

const SIGN_IN_PATHS = new RegExp(`^(?:/en)?${SIGN_IN_SECTION.slice(0, -1)}(?:/|$)`);

/** True on /authentication/* and /en/authentication/* (with or without the trailing slash). */
export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.test(pathname);
}

/** The sign-in sections of every locale, as robots.txt disallows them. */
export function signInSections(): string[] {
  return LANGUAGES.map((language) => localizePath(SIGN_IN_SECTION, language));
}
