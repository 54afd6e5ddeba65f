// Cookie attributes: the locale and theme cookies last 365 days on path / with SameSite=Lax.
import { parseCookies, serializeCookie } from '../../src/lib/cookies';

describe('serializeCookie', () => {
  it('defaults to 365 days, path / and SameSite=Lax', () => {
    expect(serializeCookie('locale', 'en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it('adds Secure to SameSite=None (cross-origin embedding)', () => {
    expect(serializeCookie('locale', 'fa', { sameSite: 'None' })).toBe('locale=fa; Max-Age=31536000; Path=/; SameSite=None; Secure');
  });
  it('encodes values', () => {
    expect(serializeCookie('x', 'a b;c')).toMatch(/^x=a%20b%3Bc;/);
  });
});

describe('parseCookies', () => {
  it('reads pairs and skips malformed ones', () => {
    expect(parseCookies('a=1; b=%E2%9C%93; broken; c=%E0%A4%A')).toEqual({ a: '1', b: '✓' });
  });
});
