// Turns a schema error (a FormMessage: i18n key + values, see schemas.ts) into text in the page's language.
import type { TFunction } from 'i18next';
import { isolateLatin } from '../lib/bidi';
import { localizeDigits } from '../lib/digits';
import { toFormMessage } from './schemas';

/** `t` must be bound to the `forms` namespace. Numbers in the values get the page's digits. */
export function formMessageText(t: TFunction, value: unknown, language: string): string {
  const { key, values } = toFormMessage(value);
  const replace: Record<string, string> = {};
  for (const [name, v] of Object.entries(values ?? {})) replace[name] = typeof v === 'number' ? localizeDigits(v, language) : v;
  return inPageDirection(t(key, { replace, interpolation: { escapeValue: false } }), language);
}

/** A form's text as the page shows it: on Persian pages its Latin runs isolated, so a list such as «PDF، DOC یا PNG» keeps its order. */
export function inPageDirection(text: string, language: string): string {
  return language === 'fa' ? isolateLatin(text) : text;
}
