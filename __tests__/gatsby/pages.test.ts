/** @jest-environment node */
// The page plan built from data/routes.json: every route in both locales, lang and context.
import path from 'path';
import routes from '../../data/routes.json';
import { planPages, type RouteEntry } from '../../gatsby/pages';

const SPEC_PATHS = [
  '/',
  '/about-us/',
  '/about-us-old/',
  '/approach/',
  '/calculation/',
  '/certificate/',
  '/company-history-old/',
  '/company-targets/',
  '/contact-us/',
  '/contracts/',
  '/control/',
  '/cooperation-request/',
  '/dedicated/',
  '/directors/',
  '/efficiency/',
  '/managers/',
  '/organization-chart/',
  '/registration-procedures/',
  '/sabad-gardani/',
  '/services-available/',
  '/services-available2/',
  '/supply-and-acceptance/',
];
const TEMPLATES = path.resolve(__dirname, '../../src/templates');

describe('planPages from data/routes.json', () => {
  const pages = planPages(routes as RouteEntry[], TEMPLATES);

  it('creates every route in Persian at the plain path and in English under /en (44 pages)', () => {
    const byPath = new Map(pages.map((p) => [p.path, p]));
    for (const p of SPEC_PATHS) {
      expect(byPath.get(p)?.context.language).toBe('fa');
      expect(byPath.get(p === '/' ? '/en/' : `/en${p}`)?.context.language).toBe('en');
    }
    const specPages = pages.filter((p) => SPEC_PATHS.includes(p.context.routePath));
    expect(specPages).toHaveLength(44);
  });

  it('creates one page per route and language plus a not-found page per language', () => {
    expect(pages).toHaveLength(routes.length * 2 + 2);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('gives the i18n plugin its context so it does not duplicate the pages', () => {
    const en = pages.find((p) => p.path === '/en/dedicated/')!;
    expect(en.context.i18n).toMatchObject({ language: 'en', defaultLanguage: 'fa', routed: true, originalPath: '/dedicated/', path: '/en/dedicated/' });
    const fa = pages.find((p) => p.path === '/dedicated/')!;
    expect(fa.context.i18n).toMatchObject({ language: 'fa', routed: false });
  });

  it('names each page its own namespace and always loads common', () => {
    const contact = pages.find((p) => p.path === '/contact-us/')!;
    expect(contact.context.pageNamespace).toBe('contact-us');
    expect(contact.context.namespaces).toEqual(expect.arrayContaining(['common', 'contact-us', 'forms']));
    const auth = pages.find((p) => p.path === '/en/authentication/init/')!;
    expect(auth.context.pageNamespace).toBe('authentication');
  });

  it('answers /en/* in the browser with the English not-found page, and /404/ with the Persian one', () => {
    const en404 = pages.find((p) => p.path === '/en/404/')!;
    expect(en404.matchPath).toBe('/en/*');
    expect(en404.context.language).toBe('en');
    expect(pages.find((p) => p.path === '/404/')!.context.language).toBe('fa');
  });

  it('points every page at an existing template file', () => {
    for (const page of pages) expect(page.component.startsWith(TEMPLATES)).toBe(true);
  });
});

describe('middlewares', () => {
  it("fails with 'Unknown middleware' and the route's path", () => {
    const bad: RouteEntry[] = [{ id: 'x', path: '/secret/', template: 'content', namespaces: ['common'], middlewares: ['auth', 'sudo'] }];
    expect(() => planPages(bad, TEMPLATES)).toThrow(/Unknown middleware "sudo" on route \/secret\//);
  });

  it('accepts the registered auth middleware', () => {
    const ok: RouteEntry[] = [{ id: 'x', path: '/secret/', template: 'content', namespaces: ['common'], middlewares: ['auth'] }];
    expect(planPages(ok, TEMPLATES)[0].context.middlewares).toEqual(['auth']);
  });
});
