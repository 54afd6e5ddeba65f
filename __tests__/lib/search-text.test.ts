// The search normalisation, case by case (issue: "Persian as people type it"), and the terms the index
// and the query are made of.
import { foldWithMap, normalizeSearchText, queryTerms, searchTerms } from '../../src/lib/search-text';

const ZWNJ = '\u200C';

describe('normalizeSearchText', () => {
  test.each([
    ['Arabic yeh', 'علي', 'علی'],
    ['alef maksura', 'موسى', 'موسی'],
    ['Arabic kaf', 'كارگزار', 'کارگزار'],
    ['teh marbuta', 'مشاورة', 'مشاوره'],
    ['heh with yeh above (ۀ)', 'درجۀ', 'درجه'],
    ['heh and hamza above (هٔ)', 'صفحهٔ', 'صفحه'],
    ['alef with hamza above', 'أمین', 'امین'],
    ['alef with hamza below', 'إیران', 'ایران'],
    ['alef wasla', 'ٱلبرز', 'البرز'],
    ['alef with madda', 'آموزش', 'اموزش'],
    ['alef and a separate madda', 'ا\u0653موزش', 'اموزش'],
    ['tatweel', 'سبـــدگردان', 'سبدگردان'],
    ['diacritics', 'مُدیرِ سَرمایه', 'مدیر سرمایه'],
    ['superscript alef', 'رحمٰن', 'رحمن'],
    ['left-to-right and right-to-left marks', '\u200Eبورس\u200F', 'بورس'],
    ['Arabic letter mark and bidi isolates', '\u061Cبورس \u2066ABC\u2069', 'بورس abc'],
    ['zero-width joiner', 'سبد\u200Dگردان', 'سبدگردان'],
    ['Persian digits', '۱۴۰۳', '1403'],
    ['Arabic-Indic digits', '١٤٠٣', '1403'],
    ['Latin digits', '1403', '1403'],
    ['Arabic presentation forms', 'ﺳﺒﺪ', 'سبد'],
    ['lam-alef ligature', 'ﻻ', 'لا'],
    ['Latin case and accents', 'Café ÉTÉ', 'cafe ete'],
    ['spaces of every kind', 'سبد\u00A0 \tگردان', 'سبد گردان'],
    ['the half-space stays', `می${ZWNJ}شود`, `می${ZWNJ}شود`],
  ])('%s: %s → %s', (_case, input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  test('maps every normalised character back to the character it came from', () => {
    const input = 'هٔ ﻻ ۱';
    const { text, from } = foldWithMap(input);
    expect(text).toBe('ه لا 1');
    expect(from).toEqual([0, 2, 3, 3, 4, 5]);
  });
});

describe('a word written with a half-space, a space or nothing between its parts is found alike', () => {
  // The indexed text's terms must contain every term of at least one of the query's alternatives.
  const finds = (indexed: string, query: string) => {
    const terms = new Set(searchTerms(indexed));
    return queryTerms(query).some((alternative) => alternative.every((t) => terms.has(t)));
  };
  const variants = (a: string, b: string) => [`${a}${ZWNJ}${b}`, `${a} ${b}`, `${a}${b}`];

  test.each([
    ['می', 'شود'],
    ['سبدگردانی', 'ها'],
    ['قرارداد', 'های'],
  ])('%s + %s: each spelling finds the half-space text and the solid text', (a, b) => {
    for (const query of variants(a, b)) {
      expect(finds(`این کار ${a}${ZWNJ}${b} و بس`, query)).toBe(true);
      expect(finds(`این کار ${a}${b} و بس`, query)).toBe(true);
    }
  });

  test('Arabic letter forms and digits in the query find Persian text', () => {
    expect(finds('مجوز شمارهٔ ۱۲۲/۱۰۵۹۸ سبدگردانی', 'مجوز شماره 122/10598')).toBe(true);
    expect(finds('مجوز شمارهٔ 122/10598', 'شمارة ١٢٢/١٠٥٩٨')).toBe(true);
    expect(finds('كارمزد مديريت', 'کارمزد مدیریت')).toBe(true);
  });
});

describe('searchTerms and queryTerms', () => {
  test('a half-space word is indexed solid and by its parts', () => {
    expect(searchTerms(`سبدگردانی${ZWNJ}ها و بورس`)).toEqual(['سبدگردانیها', 'سبدگردانی', 'ها', 'و', 'بورس']);
  });
  test('punctuation separates words; digits inside numbers are words', () => {
    expect(searchTerms('«بازده»، ۱۲٫۵٪ (سال ۱۴۰۲)')).toEqual(['بازده', '12', '5', 'سال', '1402']);
  });
  test('the query as typed, then each pair of neighbours joined', () => {
    expect(queryTerms('می شود امروز')).toEqual([
      ['می', 'شود', 'امروز'],
      ['میشود', 'امروز'],
      ['می', 'شودامروز'],
    ]);
    expect(queryTerms(`می${ZWNJ}شود`)).toEqual([['میشود']]);
    expect(queryTerms('  ،، ')).toEqual([]);
  });
});
