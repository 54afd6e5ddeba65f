// A list in running text, as each language writes it: «۱۴۰۱، ۱۴۰۲ و ۱۴۰۴» in Persian (the Persian comma
// between items, «و» before the last, no comma before it), "2022, 2023 and 2025" in English. Written out
// rather than Intl.ListFormat, whose Persian adds a comma before «و» and a right-to-left mark, and whose
// output could differ between the build's ICU and a visitor's browser (a hydration mismatch).
import type { Language } from './i18n-config';

const SEPARATOR: Record<Language, string> = { fa: '، ', en: ', ' };
const AND: Record<Language, string> = { fa: ' و ', en: ' and ' };

export function listOf(items: readonly string[], language: Language): string {
  if (items.length < 2) return items.join('');
  return items.slice(0, -1).join(SEPARATOR[language]) + AND[language] + items[items.length - 1];
}
