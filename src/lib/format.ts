// Deterministic number and date formatting for both locales (no Intl: Node's ICU and the browser's
// can differ and break hydration). Persian pages: Persian digits, ٬ thousands, Solar Hijri dates.
import { toJalaali } from 'jalaali-js';
import { toPersianDigits } from './digits';
import type { Language } from './i18n-config';

const PERSIAN_THOUSANDS = '٬';
const PERSIAN_DECIMAL = '٫';

/** 1234567.5 → "1,234,567.5" (en) or "۱٬۲۳۴٬۵۶۷٫۵" (fa). */
export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  const fixed = fractionDigits === undefined ? String(Math.abs(value)) : Math.abs(value).toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.');
  const sep = language === 'fa' ? PERSIAN_THOUSANDS : ',';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const sign = value < 0 ? (language === 'fa' ? '−' : '-') : '';
  const text = fraction ? `${grouped}${language === 'fa' ? PERSIAN_DECIMAL : '.'}${fraction}` : grouped;
  return language === 'fa' ? `${sign}${toPersianDigits(text)}` : `${sign}${text}`;
}

/** 0.1234 → "12.34%" (en) or "٪۱۲٫۳۴" (fa, the percent sign leading as Persian typesetting has it). */
export function formatPercent(ratio: number, language: Language, fractionDigits = 1): string {
  const n = formatNumber(Math.round(ratio * 100 * 10 ** fractionDigits) / 10 ** fractionDigits, language, fractionDigits);
  return language === 'fa' ? `٪${n}` : `${n}%`;
}

/** A plain year or code, without grouping: 1390 → "۱۳۹۰". */
export function formatYear(year: number, language: Language): string {
  return language === 'fa' ? toPersianDigits(year) : String(year);
}

export type ParsedDate = { year: number; month: number; day: number };

export function parseIsoDate(iso: string): ParsedDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`Not an ISO date: ${iso}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

export function jalaliOf(iso: string): ParsedDate {
  const { year, month, day } = parseIsoDate(iso);
  const j = toJalaali(year, month, day);
  return { year: j.jy, month: j.jm, day: j.jd };
}

/**
 * "2011-06-14" → "24 خرداد 1390" in Persian digits (fa) or "14 June 2011" (en).
 * Month names come from the caller (locales/<lng>/common.json, "calendar"), not from code.
 */
export function formatDate(iso: string, language: Language, monthNames: readonly string[]): string {
  if (language === 'fa') {
    const j = jalaliOf(iso);
    return toPersianDigits(`${j.day} ${monthNames[j.month - 1] ?? j.month} ${j.year}`);
  }
  const { year, month, day } = parseIsoDate(iso);
  return `${day} ${monthNames[month - 1] ?? month} ${year}`;
}

/** Year only: Solar Hijri on fa pages, Gregorian on en pages. */
export function formatDateYear(iso: string, language: Language): string {
  return language === 'fa' ? toPersianDigits(jalaliOf(iso).year) : String(parseIsoDate(iso).year);
}

/** The Gregorian years a Solar Hijri year spans: 1407 → "2028–29". */
export function gregorianSpanOfJalaliYear(jalaliYear: number): string {
  const start = jalaliYear + 621;
  return `${start}–${String(start + 1).slice(-2)}`;
}

/** Bytes in KB/MB with the page's digits; the unit words come from locales. */
export function formatFileSize(bytes: number, language: Language, units: { kb: string; mb: string }): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, language)} ${units.mb}`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} ${units.kb}`;
}
