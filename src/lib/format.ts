// Deterministic number and date formatting for both locales (no Intl: Node's ICU and the browser's
// can differ and break hydration). Persian pages: Persian digits, ٬ thousands, Solar Hijri dates.
import { toPersianDigits } from './digits';
import { gregorianYearsOf, partsIn } from './dates';
import type { Language } from './i18n-config';

const SYMBOLS: Record<Language, { group: string; decimal: string; minus: string; percent: string }> = {
  // CLDR's Persian symbols: a left-to-right mark before the minus keeps it on the left in RTL text.
  fa: { group: '\u066C', decimal: '\u066B', minus: '\u200E\u2212', percent: '\u066A' },
  en: { group: ',', decimal: '.', minus: '-', percent: '%' },
};

/**
 * x with separators and the page's digits: fa '۱۲٬۳۴۵٫۶۷', en '12,345.67'. With `fractionDigits`
 * the decimals are fixed; without, up to two are kept and trailing zeros dropped.
 */
export function formatNumber(x: number, language: Language, fractionDigits?: number): string {
  if (!Number.isFinite(x)) return '—';
  const sym = SYMBOLS[language] ?? SYMBOLS.en;
  let fixed = Math.abs(x).toFixed(fractionDigits ?? 2);
  if (fractionDigits === undefined && fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  const [int, frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sym.group);
  const body = frac ? `${grouped}${sym.decimal}${frac}` : grouped;
  const isZero = !/[1-9]/.test(fixed);
  const text = (x < 0 && !isZero ? sym.minus : '') + body;
  return language === 'fa' ? toPersianDigits(text) : text;
}

/**
 * Decimal places of every percentage the site shows (returns, risk, shares of assets, the calculator's
 * results): one number for the kind, so the same return reads the same on /efficiency, /calculation
 * and the home page, and a column's figures line up.
 */
export const PERCENT_DECIMALS = 1;

/** A fraction as a percentage with `digits` decimals: 0.045 → fa '۴٫۵۰٪', en '4.50%'. */
export function formatPercent(x: number, language: Language, digits = 2): string {
  if (!Number.isFinite(x)) return '—';
  // Round in percent units first so 0.1235 → 12.35, not 12.34 from 12.349999….
  const pct = Number((x * 100).toPrecision(15));
  return formatNumber(pct, language, digits) + (SYMBOLS[language] ?? SYMBOLS.en).percent;
}

/** A plain year or code, without grouping: 1390 → "۱۳۹۰". */
export function formatYear(year: number, language: Language): string {
  return language === 'fa' ? toPersianDigits(year) : String(year);
}

/**
 * "2011-06-14" → "24 خرداد 1390" in Persian digits (fa) or "14 June 2011" (en).
 * Month names come from the caller (locales/<lng>/common.json, "calendar"), not from code.
 */
export function formatDate(iso: string, language: Language, monthNames: readonly string[]): string {
  const { year, month, day } = partsIn(iso, language === 'fa' ? 'jalali' : 'gregorian');
  const text = `${day} ${monthNames[month - 1] ?? month} ${year}`;
  return language === 'fa' ? toPersianDigits(text) : text;
}

/** Year only: Solar Hijri on fa pages, Gregorian on en pages. */
export function formatDateYear(iso: string, language: Language): string {
  return formatYear(partsIn(iso, language === 'fa' ? 'jalali' : 'gregorian').year, language);
}

/** A Solar Hijri year as each language's pages name it: 1396 → "۱۳۹۶" (fa) or "2017–18" (en). */
export function yearLabel(jalaliYear: number, language: Language): string {
  return language === 'fa' ? toPersianDigits(jalaliYear) : gregorianSpanOfJalaliYear(jalaliYear);
}

/** The Gregorian years a Solar Hijri year spans: 1407 → "2028–29". */
export function gregorianSpanOfJalaliYear(jalaliYear: number): string {
  const [first, last] = gregorianYearsOf(jalaliYear);
  return `${first}–${String(last).slice(-2)}`;
}

/** Bytes in KB/MB with the page's digits; the unit words come from locales. */
export function formatFileSize(bytes: number, language: Language, units: { kb: string; mb: string }): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, language)} ${units.mb}`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} ${units.kb}`;
}
