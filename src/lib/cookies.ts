// The site's cookies (theme, locale, token) as text: parsing a Cookie header and serialising one with
// its attributes (365 days, path /, SameSite=Lax: docs/decisions.md, "Cookies"). Reading and writing
// `document.cookie` is in src/runtime/cookies.ts.

export type CookieOptions = { maxAgeDays?: number; path?: string; sameSite?: 'Lax' | 'Strict' | 'None'; secure?: boolean };

/** Parses a Cookie header or `document.cookie` into a map. Malformed pairs are skipped. */
export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is ignored rather than trusted.
    }
  }
  return out;
}

/** Serialises a cookie with its attributes (365 days, path /, SameSite=Lax by default). */
export function serializeCookie(name: string, value: string, { maxAgeDays = 365, path = '/', sameSite = 'Lax', secure }: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.round(maxAgeDays * 86400)}`, `Path=${path}`, `SameSite=${sameSite}`];
  // SameSite=None is only honoured on Secure cookies (needed when the site is embedded
  // by another origin).
  if (secure || sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}
