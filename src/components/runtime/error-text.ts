// The error pages' words, bundled from locales/*/common.json (errors.*) rather than read through
// i18next: they must still show when the page's translations, or the error page itself, failed.
import faCommon from '../../../locales/fa/common.json';
import enCommon from '../../../locales/en/common.json';
import { interpolate } from '../../lib/i18next-core';
import type { Language } from '../../lib/i18n-config';

const ERRORS: Record<Language, Record<string, string>> = { fa: faCommon.errors, en: enCommon.errors };

export type ErrorText = (key: string, values?: Record<string, string | number>) => string;

/** `errors.<key>` in `language`, with {{values}} filled in. */
export function bundledErrorText(language: Language): ErrorText {
  return (key, values = {}) => interpolate(ERRORS[language]?.[key] ?? ERRORS.fa[key] ?? key, values);
}
