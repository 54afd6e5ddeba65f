// The staff area's texts (locales/{fa,en}/staff-area.json) for the server's answers, in the language
// the staff page asks in; numbers in the language's digits.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localizeDigits } from '../../src/lib/digits';
import { LANGUAGES, type Language } from '../../src/lib/i18n-config';
import { languageFromHeader, LOCALES_DIR } from '../messages';

export const STAFF_NAMESPACE = 'staff-area';
type Tree = { [key: string]: string | Tree };

const texts = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(readFileSync(path.join(LOCALES_DIR, l, `${STAFF_NAMESPACE}.json`), 'utf8')) as Tree]),
) as Record<Language, Tree>;

/** The whole namespace of a language (the staff page is given it). */
export function staffTexts(language: Language): Tree {
  return texts[language];
}

export function staffText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = texts[language];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    return typeof value === 'number' ? localizeDigits(value, language) : String(value ?? '');
  });
}

/** The language of a staff request: the page sends its own in Accept-Language, and puts `lang` in the links it offers as downloads (a plain link sends the browser's languages). */
export function staffLanguage(request: { headers: Record<string, string | string[] | undefined>; query?: unknown }): Language {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  if (lang === 'fa' || lang === 'en') return lang;
  return languageFromHeader(request.headers['accept-language']);
}
