/** @jest-environment node */
// The copy's values gatsby-node.ts resolves at build time (companyJson.facts): both languages, from the
// real data/ and locales, with what the record is and the footer's year in each page's calendar.
import path from 'path';
import { siteFactsByLanguage } from '../../gatsby/site-facts';
import { siteFacts } from '../../src/lib/facts';
import { dataFile } from '../utils/static-data';

const ROOT = path.resolve(__dirname, '../..');
const company = dataFile<Parameters<typeof siteFactsByLanguage>[0]>('company.json');
const words = { billionRials: 'billion rials', percent: '%', recordKind: 'illustrative', recordNote: 'note' };

test('the footer year is the build date in the page calendar: Solar Hijri digits in Persian, Gregorian in English', () => {
  expect(siteFacts(company, null, 'fa', words, '2026-11-27').copyrightYear).toBe('۱۴۰۵');
  expect(siteFacts(company, null, 'en', words, '2026-11-27').copyrightYear).toBe('2026');
  // Before Nowruz the Solar Hijri year is the one before.
  expect(siteFacts(company, null, 'fa', words, '2026-03-19').copyrightYear).toBe('۱۴۰۴');
});

test('both languages from data/ and the locales, the record words following data/performance.json', () => {
  const facts = siteFactsByLanguage(company, path.join(ROOT, 'data'), path.join(ROOT, 'locales'));
  const performance = dataFile<{ composite: { record: string } }>('performance.json');
  const common = { fa: dataFile<never>('../locales/fa/common.json'), en: dataFile<never>('../locales/en/common.json') } as Record<
    'fa' | 'en',
    { record: Record<string, { adjective: string }>; units: { billionRials: string } }
  >;
  for (const lng of ['fa', 'en'] as const) {
    expect(facts[lng].companyName).toBe(company.name[lng]);
    expect(facts[lng].recordKind).toBe(common[lng].record[performance.composite.record].adjective);
    expect(facts[lng].capitalNow).toContain(common[lng].units.billionRials);
    expect(facts[lng].minimumCapital).toBeTruthy();
  }
  expect(facts.fa.capitalNow).toMatch(/^[۰-۹٬]+ /);
  expect(facts.en.capitalNow).toMatch(/^[0-9,]+ /);
});
