// Groups the digits of an amount as a visitor types it (۲۵۰٬۰۰۰٬۰۰۰ on Persian pages, 250,000,000 on
// English ones), keeping the caret after the same digit it followed, so typing, deleting and pasting
// go on as if nothing moved. Text that is not a plain whole number (a sign, a decimal point, letters)
// is left as typed: the calculator's own check then says what is wrong with it.
import { toLatinDigits, toPersianDigits } from './digits';
import type { Language } from './i18n-config';

const SEPARATORS = /[,\u066C\u060C \u00A0\u2009\u202F]/g;
const DIGIT = /[0-9\u06F0-\u06F9\u0660-\u0669]/;

export type Grouped = { value: string; caret: number };

/** Digits grouped in threes in the page's digits and separator; null when `raw` is not digits and separators only. */
export function groupDigits(raw: string, language: Language): string | null {
  const latin = toLatinDigits(raw).replace(SEPARATORS, '');
  if (!/^\d*$/.test(latin)) return null;
  const grouped = latin.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fa' ? '\u066C' : ',');
  return language === 'fa' ? toPersianDigits(grouped) : grouped;
}

const digitsBefore = (text: string, caret: number) => [...text.slice(0, caret)].filter((c) => DIGIT.test(c)).length;

/**
 * The field's new text and caret after an edit. `previous` is the text before it: a Backspace that
 * removed only a separator removes the digit before it instead (else the separator would come back and
 * the caret could not move past it).
 */
export function regroup(value: string, caret: number, language: Language, previous = '', deletedBackward = false): Grouped {
  let text = value;
  let at = caret;
  const digitsOf = (s: string) => [...s].filter((c) => DIGIT.test(c)).join('');
  if (deletedBackward && value.length < previous.length && digitsOf(value) === digitsOf(previous)) {
    const before = [...value.slice(0, caret)];
    const index = before.map((c) => DIGIT.test(c)).lastIndexOf(true);
    if (index >= 0) {
      text = value.slice(0, index) + value.slice(index + 1);
      at = index;
    }
  }
  const grouped = groupDigits(text, language);
  if (grouped === null) return { value: text, caret: at };
  const wanted = digitsBefore(text, at);
  let position = 0;
  for (let seen = 0; position < grouped.length && seen < wanted; position += 1) if (DIGIT.test(grouped[position])) seen += 1;
  return { value: grouped, caret: position };
}
