// Cookies in the browser: the locale and theme cookies last 365 days on path / with SameSite=Lax.
import { writeCookie, readCookie } from '../../src/runtime/cookies';
import { rememberLanguage } from '../../src/components/layout/LanguageSwitch';
import { themeFromCookieValue } from '../../src/lib/theme';

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
