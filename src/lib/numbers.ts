// Numbers as visitors type them, in Persian (۰-۹), Arabic-Indic (٠-٩) or Latin digits, with thousands
// separators: one parser for the return calculator (src/lib/return-calculator.ts) and the fee
// calculator (src/lib/fee-calculator.ts). A module of its own so that the fee calculator does not
// bring the return maths of returns.ts with it (and /calculation keeps its chunks as they were).
import { toLatinDigits } from './digits';

// Group separators a visitor may type: comma, Persian thousands separator ٬ (U+066C), Arabic comma
// ، (what the comma key gives on a Persian keyboard), and spaces (incl. no-break and thin spaces).
const GROUP_SEPARATORS = /[,\u066C\u060C \u00A0\u2009\u202F]/g;
const STRICT_NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^[+-]?\.\d+$/;

/**
 * A number typed in Persian (۰-۹), Arabic-Indic (٠-٩) or Latin digits, with optional thousands
 * separators (, ٬ ، or spaces, in groups of three) and decimal separator (. or ٫), and a leading
 * sign (+, -, − U+2212). Returns null for anything else (empty, letters, '1,5'), so nothing is guessed.
 */
export function parseLocalizedNumber(s: string | null | undefined): number | null {
  if (typeof s !== 'string') return null;
  const normalised = toLatinDigits(s)
    .replace(/[\u200E\u200F\u061C\u200C]/g, '') // bidi marks and ZWNJ pasted along with numbers
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/\u066B/g, '.')
    .replace(GROUP_SEPARATORS, ',');
  if (!STRICT_NUMBER.test(normalised)) return null;
  const value = Number(normalised.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}
