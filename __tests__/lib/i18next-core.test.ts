/**
 * @jest-environment node
 */
// The site's bundles use src/lib/i18next-core.ts in place of i18next (gatsby-node.ts alias). These
// tests hold it to i18next 22 itself: set up as gatsby-plugin-react-i18next sets up each page, both
// must give the same result for every key and sub-tree of every namespace in locales/, with the
// company facts interpolated, and for the edge cases of the API the site and react-i18next use.
import fs from 'fs';
import path from 'path';
import { I18nCore, type InitOptions } from '../../src/lib/i18next-core';
import { buildFacts, type CompanyFacts, type Terms } from '../../src/lib/facts';
import { I18NEXT_OPTIONS, LANGUAGES, type Language } from '../../src/lib/i18n-config';

type Instance = {
  t: (key: string | string[], options?: object | string, extra?: object) => unknown;
  exists: (key: string, options?: object) => boolean;
  getFixedT: (lng: string | null, ns?: string | null, keyPrefix?: string) => (key: string, options?: object) => unknown;
  language: string;
  languages: readonly string[];
};
// The real package, by file: jest.config.js maps the bare name `i18next` to the core.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- by file path, which an import cannot take past moduleNameMapper
const real = require(path.resolve(__dirname, '../../node_modules/i18next/dist/cjs/i18next.js')) as {
  createInstance: () => Instance & { init: (o: object) => unknown };
};

const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const routes = readJson('data/routes.json') as { id: string; namespaces: string[] }[];
const company = readJson('data/company.json') as CompanyFacts;
const terms = readJson('data/terms.json') as Terms;

function bundles(language: Language, namespaces: readonly string[]) {
  return Object.fromEntries(namespaces.map((ns) => [ns, readJson(`locales/${language}/${ns}.json`)]));
}

/** Both instances, set up the way gatsby-plugin-react-i18next's wrapPageElement sets up a page. */
function pair(options: InitOptions): [Instance, Instance] {
  const reference = real.createInstance();
  reference.init({ ...options, initImmediate: false });
  const core = new I18nCore();
  void core.init(options);
  return [reference, core as unknown as Instance];
}

function pageOptions(language: Language, namespaces: readonly string[]): InitOptions {
  const [defaultNS, ...fallbackNS] = namespaces;
  return {
    ...I18NEXT_OPTIONS,
    resources: { [language]: bundles(language, namespaces) },
    lng: language,
    fallbackLng: 'fa',
    defaultNS,
    fallbackNS,
    react: { useSuspense: false },
  } as InitOptions;
}

/** Every path into a JSON tree: `a`, `a.b`, `a.b.0`, ... (sub-trees as well as strings). */
function paths(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return prefix ? [prefix] : [];
  const own = prefix ? [prefix] : [];
  return own.concat(Object.keys(node).flatMap((key) => paths((node as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key)));
}

function facts(language: Language) {
  const common = readJson(`locales/${language}/common.json`);
  return buildFacts(company, terms, language, common.units);
}

describe.each(LANGUAGES)('i18next core against i18next 22, %s pages', (language) => {
  const values = facts(language);
  // A key found in the namespace a call names gives the same answer whichever page loaded it (common is
  // on every page): those calls are compared once per namespace. A bare key, which the page's namespace
  // order resolves, and a prefixed fixed t, whose misses fall back through the page's other namespaces,
  // on every page in both orders.
  const namespacedDone = new Set<string>();

  it.each(routes.map((r) => [r.id, r.namespaces] as const))('%s: every key of its namespaces, in both namespace orders', (_id, namespaces) => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const order of [namespaces, [...namespaces].reverse()]) {
      const [reference, core] = pair(pageOptions(language, order));
      for (const ns of order) {
        const namespaced = !namespacedDone.has(ns);
        namespacedDone.add(ns);
        for (const key of paths(readJson(`locales/${language}/${ns}.json`))) {
          const cases: [string, (i: Instance) => unknown][] = [
            [`t(${key}, facts)`, (i) => i.t(key, values)],
            [`fixedT(${ns}, prefix)`, (i) => i.getFixedT(null, ns, key.split('.')[0])(key.split('.').slice(1).join('.') || 'x', values)],
            ...(namespaced
              ? ([
                  [`t(${ns}:${key}, facts)`, (i) => i.t(`${ns}:${key}`, values)],
                  [`t(${key}, {ns})`, (i) => i.t(key, { ns })],
                  [`exists(${key}, {ns})`, (i) => i.exists(key, { ns })],
                  [`t(${key}, lng en)`, (i) => i.t(`${ns}:${key}`, { ...values, lng: 'en' })],
                ] as [string, (i: Instance) => unknown][])
              : []),
          ];
          for (const [label, run] of cases) {
            compared += 1;
            const [want, got] = [run(reference), run(core)];
            if (JSON.stringify(want) !== JSON.stringify(got))
              mismatches.push(`${label}: i18next ${JSON.stringify(want)?.slice(0, 120)} / core ${JSON.stringify(got)?.slice(0, 120)}`);
          }
        }
      }
      expect(core.language).toBe(reference.language);
      expect(core.languages).toEqual(reference.languages);
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(50);
  });
});

describe('i18next core: the rest of the API, against i18next 22', () => {
  const resources = {
    fa: {
      common: {
        hello: 'سلام {{name}}',
        raw: '{{- html}} و {{html}}',
        deep: 'از {{person.name}} ({{ person.age }})',
        missing: 'یک {{nothing}} و {{name}}',
        list: ['یک {{name}}', { label: '{{name}} دو' }, 3, true],
        empty: '',
        nothing: null,
        count: 5,
        onlyFa: 'فقط فارسی',
        'flat.key': 'کلید تخت',
      },
      page: { hello: 'سلام صفحه', own: 'مال صفحه' },
    },
    en: { common: { hello: 'Hello {{name}}', list: ['one'] } },
  };
  const options = {
    resources,
    lng: 'en',
    fallbackLng: 'fa',
    defaultNS: 'common',
    fallbackNS: ['page'],
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
  };
  const variants: [string, Partial<InitOptions>][] = [
    ['as configured', {}],
    ['returnObjects on', { returnObjects: true }],
    ['escapeValue on', { interpolation: { escapeValue: true } }],
    ['returnNull and returnEmptyString off', { returnNull: false, returnEmptyString: false }],
    ['no fallback language', { fallbackLng: false }],
  ];
  const calls: [string, (i: Instance) => unknown][] = [
    ['interpolation', (i) => i.t('hello', { name: 'Ali' })],
    ['fallback language', (i) => i.t('onlyFa')],
    ['fallback namespace', (i) => i.t('own')],
    ['explicit namespace', (i) => i.t('page:hello')],
    ['ns option', (i) => i.t('hello', { ns: 'page' })],
    ['lng option', (i) => i.t('hello', { lng: 'fa', name: 'x' })],
    ['lngs option', (i) => i.t('hello', { lngs: ['fa'], name: 'x' })],
    ['unescaped and escaped', (i) => i.t('raw', { html: '<b>&\'"/</b>' })],
    ['per-call escapeValue', (i) => i.t('raw', { html: '<i>', interpolation: { escapeValue: true } })],
    ['nested variable', (i) => i.t('deep', { lng: 'fa', person: { name: 'Sara', age: 30 } })],
    ['missing variable keeps its placeholder', (i) => i.t('missing', { lng: 'fa', name: 'N' })],
    ['null and number variables', (i) => i.t('missing', { lng: 'fa', nothing: null, name: 7 })],
    ['dollar patterns are literal', (i) => i.t('hello', { name: '$& $1 $$' })],
    ['replace option', (i) => i.t('hello', { replace: { name: 'R' }, name: 'ignored' })],
    ['array with returnObjects', (i) => i.t('list', { lng: 'fa', name: 'N', returnObjects: true })],
    ['array without returnObjects', (i) => i.t('list', { lng: 'fa' })],
    ['array item', (i) => i.t('list.1.label', { lng: 'fa', name: 'N' })],
    ['number and boolean', (i) => [i.t('count'), i.t('list.3', { lng: 'fa' })]],
    ['empty string', (i) => i.t('empty')],
    ['null value', (i) => i.t('nothing')],
    ['flat key with a dot', (i) => i.t('flat.key')],
    ['missing key', (i) => [i.t('no.such.key'), i.t('common:no.such'), i.t('page:nope', { name: 'x' })]],
    ['key array', (i) => [i.t(['nope', 'hello'], { name: 'A' }), i.t(['nope', 'common:nothere'])]],
    ['default value', (i) => [i.t('nope', 'پیش‌فرض {{name}}', { name: 'D' }), i.t('nope', { defaultValue: 'dv' }), i.t('hello', 'unused')]],
    ['exists', (i) => [i.exists('hello'), i.exists('page:own'), i.exists('own'), i.exists('nope'), i.exists('empty'), i.exists('nothing'), i.exists('list')]],
    ['fixed t with language, namespace and prefix', (i) => [i.getFixedT('fa', 'page')('hello'), i.getFixedT(null, null, 'list')('0', { name: 'P' })]],
    ['undefined key', (i) => i.t(undefined as unknown as string)],
  ];

  it.each(variants)('%s', (_label, variant) => {
    const [reference, core] = pair({ ...options, ...variant, interpolation: { ...options.interpolation, ...variant.interpolation } } as InitOptions);
    for (const [label, call] of calls) expect([label, call(core)]).toEqual([label, call(reference)]);
    expect(core.languages).toEqual(reference.languages);
  });

  it('emits languageChanged, as react-i18next listens for it, and changes the language', async () => {
    const core = new I18nCore();
    await core.init({ resources, lng: 'fa', defaultNS: 'common' });
    const seen: unknown[] = [];
    core.on('languageChanged', (lng) => seen.push(lng));
    await core.changeLanguage('en');
    expect(seen).toEqual(['en']);
    expect(core.t('hello', { name: 'X' })).toBe('Hello X');
  });

  it('createInstance on the default export gives independent instances, as the plugin uses it', async () => {
    const { default: i18next } = await import('../../src/lib/i18next-core');
    const a = i18next.createInstance();
    const b = i18next.createInstance();
    await a.init({ resources, lng: 'fa', defaultNS: 'common' });
    await b.init({ resources, lng: 'en', defaultNS: 'common' });
    expect([a.t('hello', { name: '۱' }), b.t('hello', { name: '1' })]).toEqual(['سلام ۱', 'Hello 1']);
  });
});
