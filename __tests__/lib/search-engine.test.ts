/** @jest-environment node */
// The site search engine (src/lib/search-engine.ts) over a small hand-made index, without a browser:
// Persian as people type it (Arabic letter forms, three kinds of digits, a half-space or none), one typo
// in a long word and none in a short one, results grouped by page with the matched words marked.
import { createSiteSearch, SEARCH_INDEX_VERSION, type SearchHit, type SearchIndexFile, type SiteSearch } from '../../src/lib/search-engine';

const ZWNJ = '\u200C';

const INDEX: SearchIndexFile = {
  version: SEARCH_INDEX_VERSION,
  language: 'fa',
  pages: [
    { path: '/fees/', title: 'کارمزد سبدگردانی' },
    { path: '/contact-us/', title: 'تماس با ما' },
    { path: '/efficiency/', title: 'بازدهی' },
  ],
  sections: [
    { page: 0, anchor: 'management', heading: 'کارمزد مدیریت', text: `کارمزد مدیریت هر ماه محاسبه می${ZWNJ}شود و از ارزش سبد کسر می${ZWNJ}گردد.` },
    { page: 1, anchor: null, heading: null, text: 'نشانی دفتر مرکزی: تهران، خیابان ولیعصر، پلاک ۱۴۰۳.' },
    { page: 2, anchor: 'yearly', heading: 'بازدهی سالانه', text: 'بازدهی سبدهای مشتریان در سال ۱۳۹۹ چشمگیر بود.' },
  ],
};

let engine: SiteSearch;
beforeAll(async () => {
  engine = await createSiteSearch(INDEX);
});

const paths = (query: string) => engine.search(query).hits.map((h) => h.path);
const marked = (hit: SearchHit) => [...hit.title, ...(hit.heading ?? []), ...hit.passage].filter((s) => s.mark).map((s) => s.text);

describe('when the query is typed with Arabic letter forms, other digits or another spacing', () => {
  test.each([
    ['Arabic kaf (ك)', 'كارمزد', ['/fees/']],
    ['Arabic yeh (ي)', 'مديريت', ['/fees/']],
    ['Latin digits for Persian ones', '1403', ['/contact-us/']],
    ['Arabic-Indic digits for Persian ones', '١٤٠٣', ['/contact-us/']],
    ['Persian digits', '۱۳۹۹', ['/efficiency/']],
    ['a half-spaced word typed solid', 'میشود', ['/fees/']],
    ['a half-spaced word typed with a space', 'می شود', ['/fees/']],
    ['a half-spaced word typed with its half-space', `می${ZWNJ}گردد`, ['/fees/']],
    ['diacritics and tatweel', 'کـارمُزد', ['/fees/']],
  ])('%s: «%s» finds %j', (_case, query, expected) => {
    expect(paths(query)).toEqual(expected);
  });
});

describe('when a word has a typo', () => {
  test.each([
    ['one letter changed in a long word (مشتریان)', 'مشتریام', ['/efficiency/']],
    ['one letter changed in a long word (ولیعصر)', 'ولیعسر', ['/contact-us/']],
    ['two letters changed', 'ولیعسز', []],
    ['one letter missing from a short word (تهران, under 5 letters typed)', 'تهرن', []],
  ])('%s: «%s» finds %j', (_case, query, expected) => {
    expect(paths(query)).toEqual(expected);
  });
});

describe('what a hit shows', () => {
  test('the link to the section, and the matched word marked in the title, the heading and the passage', () => {
    const { hits, total } = engine.search('كارمزد');
    expect(total).toBe(1);
    expect(hits[0].url).toBe('/fees/#management');
    expect(hits[0].title).toEqual([
      { text: 'کارمزد', mark: true },
      { text: ' سبدگردانی', mark: false },
    ]);
    expect(hits[0].heading).toEqual([
      { text: 'کارمزد', mark: true },
      { text: ' مدیریت', mark: false },
    ]);
    expect(hits[0].passage[0]).toEqual({ text: 'کارمزد', mark: true });
  });

  test.each([
    ['the original Persian digits for Latin ones typed', '1403', ['۱۴۰۳']],
    ['the whole half-spaced word for its solid form', 'میشود', [`می${ZWNJ}شود`]],
    ['the word as written for a typo', 'مشتریام', ['مشتریان']],
  ])('marks %s', (_case, query, expected) => {
    expect(marked(engine.search(query).hits[0])).toEqual(expected);
  });

  test('a section without an anchor links to its page', () => {
    expect(engine.search('ولیعصر').hits[0].url).toBe('/contact-us/');
  });

  test('an empty query, or one of spaces, finds nothing', () => {
    expect(engine.search('')).toEqual({ hits: [], total: 0 });
    expect(engine.search(' \u00A0 ')).toEqual({ hits: [], total: 0 });
  });
});
