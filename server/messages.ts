// The server's localized texts: the `forms` and `common` namespaces of locales/{fa,en}, read with the
// site's own translation core (src/lib/i18next-core.ts), so a message reads the same in the browser
// and in an API answer. Persian answers get Persian digits, like the pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localizeDigits } from '../src/lib/digits';
import { DEFAULT_LANGUAGE, I18NEXT_OPTIONS, isLanguage, LANGUAGES, type Language } from '../src/lib/i18n-config';
import { I18nCore, type Resources } from '../src/lib/i18next-core';

export type { Language };
export type Values = Record<string, string | number>;
export type EnvelopeMessage = { type: 'error'; message: string; field?: string };
export type Envelope = { success: boolean; data: unknown; messages: EnvelopeMessage[] };

const NAMESPACES = ['forms', 'common'] as const;
export const LOCALES_DIR = path.resolve(__dirname, '..', 'locales');

export type Translator = {
  /** Text of a `forms` key (or `ns:key`); numbers among the values in the language's digits. */
  t(language: Language, key: string, values?: Values): string;
  /** The raw value of a key (an object or an array too), or undefined. */
  raw(language: Language, key: string): unknown;
};

export function createTranslator(localesDir: string = LOCALES_DIR): Translator {
  const resources: Resources = {};
  for (const language of LANGUAGES) {
    resources[language] = Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8'))]));
  }
  const core = new I18nCore();
  void core.init({ ...I18NEXT_OPTIONS, resources, lng: DEFAULT_LANGUAGE, ns: [...NAMESPACES], defaultNS: 'forms' });
  return {
    t(language, key, values = {}) {
      const localized = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? localizeDigits(value, language) : value]),
      );
      const text = core.t(key, { ...localized, lng: language });
      return typeof text === 'string' ? text : key;
    },
    raw(language, key) {
      const [ns, rest] = key.includes(':') ? key.split(':', 2) : ['forms', key];
      return core.getResource(language, ns, rest);
    },
  };
}

/** Accept-Language's preferred supported language (q-values honoured), else Persian, the site's default. */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return DEFAULT_LANGUAGE;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language of an answer: the body's `language` when it is one of ours, else Accept-Language. */
export function languageOf(request: { body?: unknown; headers: Record<string, string | string[] | undefined> }): Language {
  const body = request.body as { language?: unknown } | undefined;
  if (body && typeof body === 'object' && isLanguage(body.language)) return body.language;
  return languageFromHeader(request.headers['accept-language']);
}

/** A failure envelope (data is null on every failure). */
export function failure(messages: EnvelopeMessage[]): Envelope {
  return { success: false, data: null, messages };
}
