// Locale paths: Persian plain, English under /en, and the language switch target of every route.
import routes from '../../data/routes.json';
import { languageOfPath, localizePath, unlocalizePath } from '../../src/lib/i18n-config';
import { otherLanguage } from '../../src/components/layout/LanguageSwitch';

describe.each([
  ['/', 'fa', '/'],
  ['/', 'en', '/en/'],
  ['/about-us/', 'fa', '/about-us/'],
  ['/about-us/', 'en', '/en/about-us/'],
] as const)('localizePath(%s, %s)', (path, lang, expected) => {
  it(`is ${expected}`, () => expect(localizePath(path, lang)).toBe(expected));
});

describe('languageOfPath and unlocalizePath', () => {
  it.each([
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/about-us/', 'en', '/about-us/'],
    ['/english/', 'fa', '/english/'],
    ['/about-us/', 'fa', '/about-us/'],
  ])('%s belongs to %s and is %s without the prefix', (path, lang, bare) => {
    expect(languageOfPath(path)).toBe(lang);
    expect(unlocalizePath(path)).toBe(bare);
  });
});

describe('language switch target of every route', () => {
  it.each(routes.map((r) => [r.path]))('%s switches to the same route in the other locale', (path) => {
    const fromFa = localizePath(path, otherLanguage('fa'));
    expect(fromFa).toBe(path === '/' ? '/en/' : `/en${path}`);
    const fromEn = localizePath(path, otherLanguage('en'));
    expect(fromEn).toBe(path);
    expect(unlocalizePath(fromFa)).toBe(path);
  });
});
