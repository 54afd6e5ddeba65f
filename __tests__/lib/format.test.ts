// Number and date formatting: Persian digits, separators and Solar Hijri dates on fa; Latin/Gregorian on en.
import { formatDate, formatFileSize, formatNumber, formatPercent, gregorianSpanOfJalaliYear } from '../../src/lib/format';
import { buildFacts, formatPhone } from '../../src/lib/facts';
import company from '../../data/company.json';

const FA_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('formatNumber', () => {
  it.each([
    [600, 'fa', '۶۰۰'],
    [600, 'en', '600'],
    [1234567, 'fa', '۱٬۲۳۴٬۵۶۷'],
    [1234567, 'en', '1,234,567'],
    [-12.5, 'fa', '\u200E−۱۲٫۵'],
    [-12.5, 'en', '-12.5'],
  ] as const)('%s in %s is %s', (n, lang, expected) => expect(formatNumber(n, lang)).toBe(expected));
});

describe('formatPercent', () => {
  it.each([
    [0.245, 'fa', '۲۴٫۵٪'],
    [0.245, 'en', '24.5%'],
    [-0.031, 'en', '-3.1%'],
  ] as const)('%s in %s is %s', (n, lang, expected) => expect(formatPercent(n, lang, 1)).toBe(expected));
});

describe('dates', () => {
  it('shows Persian-calendar dates with Persian digits on fa and Gregorian on en', () => {
    expect(formatDate('2011-06-14', 'fa', FA_MONTHS)).toBe('۲۴ خرداد ۱۳۹۰');
    expect(formatDate('2011-06-14', 'en', EN_MONTHS)).toBe('14 June 2011');
  });
  it('names the Gregorian years of a Persian year', () => {
    expect(gregorianSpanOfJalaliYear(1407)).toBe('2028–29');
  });
});

describe('formatFileSize', () => {
  it.each([
    [2048, 'en', '2 KB'],
    [1536 * 1024, 'en', '1.5 MB'],
    [2048, 'fa', '۲ کیلوبایت'],
  ] as const)('%s bytes in %s is %s', (bytes, lang, expected) =>
    expect(formatFileSize(bytes, lang, lang === 'fa' ? { kb: 'کیلوبایت', mb: 'مگابایت' } : { kb: 'KB', mb: 'MB' })).toBe(expected),
  );
});

describe('company facts from data/company.json', () => {
  it('formats the company facts for Persian pages', () => {
    const facts = buildFacts(company, null, 'fa', { billionRials: 'میلیارد ریال', percent: '٪' }, '2026-11-27');
    expect(facts.capitalNow).toBe('۶۰۰ میلیارد ریال');
    expect(facts.capitalFounding).toBe('۸ میلیارد ریال');
    expect(facts.registeredYear).toBe('۱۳۹۰');
    expect(facts.licenceValidTo).toBe('۱۴۰۷');
    expect(facts.offeringSince).toBe('۱۴۰۳');
    // Registered on 2011-06-14 (1390): 15 full years at the build date, not a number typed into data/.
    expect(facts.yearsActive).toBe('۱۵');
    expect(facts.complaintWorkingDays).toBe('۱۰');
    // The trustee and the auditor by name, with the Persian year of appointment.
    expect(facts.trustee).toBe(company.oversight.trustee.name.fa);
    expect(facts.trusteeSince).toBe('۱۴۰۱');
    expect(facts.auditor).toBe(company.oversight.auditor.name.fa);
    expect(facts.auditorSince).toBe('۱۴۰۳');
  });
  it('formats them for English pages', () => {
    const facts = buildFacts(
      company,
      {
        minimumCapitalBillionRials: 10,
        contractTermMonths: 12,
        managementFeePercent: 2,
        performanceFeePercent: 20,
        hurdlePercent: 25,
        terminationNoticeDays: 30,
        settlementWorkingDays: 5,
      },
      'en',
      { billionRials: 'billion rials', percent: '%' },
    );
    expect(facts.capitalNow).toBe('600 billion rials');
    expect(facts.registeredYear).toBe('2011');
    expect(facts.licenceValidTo).toBe('1407 (2028–29)');
    expect(facts.offeringSince).toBe('2024 (1403)');
    expect(facts.managementFeePercent).toBe('2%');
    expect(facts.minimumCapital).toBe('10 billion rials');
    expect(facts.noticeDays).toBe('30');
    expect(facts.settlementDays).toBe('5');
    expect(facts.auditor).toBe(company.oversight.auditor.name.en);
    expect(facts.auditorSince).toBe('2024–25');
  });
});

describe('formatPhone', () => {
  it.each([
    ['en', {}, '+98 21 8865 4321'],
    ['fa', {}, '\u2066۰۲۱-۸۸۶۵۴۳۲۱\u2069'],
    ['fa', { isolate: false }, '۰۲۱-۸۸۶۵۴۳۲۱'],
  ] as const)('prints +982188654321 in %s %j as %s', (lang, options, expected) => {
    expect(formatPhone('+982188654321', lang, options)).toBe(expected);
  });

  it.each([
    ['+989121234567', '+98 912 123 4567'],
    ['+983132345678', '+98 31 3234 5678'],
    ['+1 555 0100', '+1 555 0100'],
  ])('prints %s on English pages in international form as %s', (phone, expected) => {
    expect(formatPhone(phone, 'en')).toBe(expected);
  });
});
