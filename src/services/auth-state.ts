// The visitor's auth state (token and user), read from the `token` and `user` cookies when the client starts.
import { parseCookies } from '../lib/cookies';

export type AuthUser = Readonly<Record<string, unknown>>;
export type AuthState = { token: string | null; user: AuthUser | null };

// A bearer token is a single header value: anything with whitespace, control characters or
// non-ASCII would corrupt the header (or throw in fetch), so it is treated as absent.
const TOKEN_PATTERN = /^[\x21-\x7e]{1,4096}$/;

function parseUser(raw: string | undefined): AuthUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AuthUser) : null;
  } catch {
    return null;
  }
}

/** Reads auth state from a cookie string (defaults to `document.cookie`; empty during SSR). */
export function readAuthState(cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): AuthState {
  const cookies = parseCookies(cookieHeader);
  const token = cookies.token && TOKEN_PATTERN.test(cookies.token) ? cookies.token : null;
  return { token, user: parseUser(cookies.user) };
}
