// Cookie attributes: the locale and theme cookies last 365 days on path / with SameSite=Lax.
import { parseCookies, serializeCookie, writeCookie, readCookie } from '../../src/lib/cookies';
import { rememberLanguage } from '../../src/components/layout/LanguageSwitch';
import { themeFromCookieValue } from '../../src/lib/theme-mode';

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

describe('in the browser', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void written.push(v));
  });
  afterEach(() => jest.restoreAllMocks());

  it('the language switch writes the locale cookie for 365 days', () => {
    rememberLanguage('en');
    expect(written).toEqual(['locale=en; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('writeCookie passes options through', () => {
    writeCookie('theme', 'light', { maxAgeDays: 1 });
    expect(written[0]).toBe('theme=light; Max-Age=86400; Path=/; SameSite=Lax');
  });
});

describe('readCookie', () => {
  it('reads document.cookie', () => {
    jest.spyOn(document, 'cookie', 'get').mockReturnValue('theme=light; token=t');
    expect(readCookie('token')).toBe('t');
    jest.restoreAllMocks();
  });
});

describe('theme from cookie', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    [undefined, 'dark'],
    ['purple', 'dark'],
  ])('%s gives %s', (value, expected) => expect(themeFromCookieValue(value)).toBe(expected));
});
