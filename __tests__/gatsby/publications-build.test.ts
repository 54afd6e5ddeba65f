// The build's side of the publications (docs/publications.md): the pages planned from data, the Atom
// feeds (parsed by jsdom's XML parser), and the data check refusing a published month changed without
// an erratum, on a copy of data/.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { atomFeed, feedEntries } from '../../gatsby/feeds';
import { disclosureFilterRoutes, factsheetRoutes, latestFactsheet } from '../../gatsby/publication-routes';
import { validateData } from '../../gatsby/validate-data';
import { recordQuarters } from '../../src/lib/factsheets';
import type { PerformanceData } from '../../src/lib/performance';

const ROOT = path.resolve(__dirname, '../..');
const DATA = path.join(ROOT, 'data');
const LOCALES = path.join(ROOT, 'locales');
const SITE = 'https://example.test';
const ATOM = 'http://www.w3.org/2005/Atom';
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const record = readJson<PerformanceData>(path.join(DATA, 'performance.json'));

describe('pages made from data', () => {
  it('plans one factsheet per quarter end of the record, at /reports/<year>-q<n>/', () => {
    const routes = factsheetRoutes(DATA);
    expect(routes.map((r) => r.variant)).toEqual(recordQuarters(record.months).map((q) => q.key));
    expect(routes).toContainEqual(expect.objectContaining({ id: 'factsheet-1404-q3', path: '/reports/1404-q3/', template: 'factsheet' }));
  });

  it('plans a filter page per type and year that has a document', () => {
    const paths = disclosureFilterRoutes(DATA).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/disclosures/type/licence/', '/disclosures/year/1404/']));
    expect(paths).not.toContain('/disclosures/type/other/');
  });

  it('names the latest factsheet in both languages', () => {
    expect(latestFactsheet(record.months, LOCALES)).toEqual({
      key: '1405-q2',
      label: { fa: 'فصل دوم ۱۴۰۵', en: 'Second quarter of 2026–27 (to 22 September 2026)' },
    });
  });
});

describe.each(['fa', 'en'] as const)('the %s Atom feed', (language) => {
  const input = feedEntries({ dataDir: DATA, localesDir: LOCALES, siteUrl: SITE, buildDate: '2026-11-27' }, language);
  const text = atomFeed({ language, siteUrl: SITE, ...input });
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const children = (el: Element, name: string) => Array.from(el.children).filter((c) => c.namespaceURI === ATOM && c.localName === name);

  it('is well-formed XML in the Atom namespace, in the language', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe(ATOM);
    expect(doc.documentElement.localName).toBe('feed');
    expect(doc.documentElement.getAttribute('xml:lang')).toBe(language);
  });

  it('has what Atom 1.0 requires of a feed and of each entry, with absolute URLs', () => {
    const feed = doc.documentElement;
    for (const name of ['id', 'title', 'updated', 'author']) expect(children(feed, name)).toHaveLength(1);
    const self = children(feed, 'link').find((l) => l.getAttribute('rel') === 'self')!;
    expect(self.getAttribute('href')).toBe(`${SITE}${language === 'en' ? '/en' : ''}/feed.atom`);
    const entries = children(feed, 'entry');
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated', 'summary']) expect(children(entry, name)).toHaveLength(1);
      expect(children(entry, 'updated')[0].textContent).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      for (const link of children(entry, 'link')) expect(link.getAttribute('href')).toMatch(/^https:\/\/example\.test\//);
    }
    const ids = entries.map((e) => children(e, 'id')[0].textContent);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('dates a factsheet by its publication and updates it by its correction, newest first', () => {
    const entries = children(doc.documentElement, 'entry');
    const updated = entries.map((e) => children(e, 'updated')[0].textContent!);
    expect([...updated].sort().reverse()).toEqual(updated);
    const corrected = input.entries.find((e) => e.link.endsWith('/reports/1404-q2/'))!;
    expect(corrected).toEqual(expect.objectContaining({ published: '2025-10-07', updated: '2025-11-01' }));
  });

  it('gives each disclosure its file as an enclosure with its type and size', () => {
    const entry = input.entries.find((e) => e.link.endsWith('#board-report-1403'))!;
    expect(entry.enclosure).toEqual({
      href: `${SITE}/disclosures/files/board-report-1403.pdf`,
      type: 'application/pdf',
      length: fs.statSync(path.join(ROOT, 'static/disclosures/files/board-report-1403.pdf')).size,
    });
  });
});

describe('the correction check on the build', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publications-'));
    fs.cpSync(DATA, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const check = () => validateData({ dataDir: dir, staticDir: path.join(ROOT, 'static'), templatesDir: path.join(ROOT, 'src/templates') });
  const changeMonth = (month: string, composite: number) => {
    const data = readJson<PerformanceData>(path.join(dir, 'performance.json'));
    data.months.find((m) => m.month === month)!.composite = composite;
    fs.writeFileSync(path.join(dir, 'performance.json'), JSON.stringify(data));
  };

  it('passes on the data as committed', () => {
    expect(check()).toEqual([]);
  });

  it('refuses a published month changed without an erratum', () => {
    changeMonth('1403-05', 0.5);
    expect(check()).toEqual([
      expect.stringMatching(/^data\/performance\.json: month 1403-05 composite is 0\.5, but .* was published; record the correction in data\/errata\.json/),
    ]);
  });

  it('accepts it with its erratum', () => {
    const before = readJson<PerformanceData>(path.join(dir, 'performance.json')).months.find((m) => m.month === '1403-05')!.composite;
    changeMonth('1403-05', 0.5);
    const errata = readJson<unknown[]>(path.join(dir, 'errata.json'));
    errata.push({ month: '1403-05', field: 'composite', from: before, to: 0.5, date: '2026-11-27', reason: { fa: 'آزمون', en: 'Test' } });
    fs.writeFileSync(path.join(dir, 'errata.json'), JSON.stringify(errata));
    expect(check()).toEqual([]);
  });

  it('lets a month not yet published change', () => {
    changeMonth('1405-08', 0.5);
    expect(check()).toEqual([]);
  });
});
