// The two locales and the helpers that map a route path to each locale: Persian at plain paths, English under /en.

export const LANGUAGES = ['fa', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fa';
export const SITE_URL = process.env.GATSBY_SITE_URL || 'https://neginaria.example';

export const LOCALE_META: Record<Language, { dir: 'rtl' | 'ltr'; hreflang: string; ogLocale: string }> = {
  fa: { dir: 'rtl', hreflang: 'fa', ogLocale: 'fa_IR' },
  en: { dir: 'ltr', hreflang: 'en-US', ogLocale: 'en_US' },
};

export const LOCALE_COOKIE = 'locale';

/** gatsby-plugin-react-i18next's `i18nextOptions` (gatsby-config.ts); the i18next-core parity test uses them too. */
export const I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  keySeparator: '.',
  nsSeparator: ':',
  returnObjects: true,
  react: { useSuspense: false },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `/about-us/` → `/about-us/` for fa, `/en/about-us/` for en. Paths are kept with their trailing slash. */
export function localizePath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** The language a URL path belongs to: `/en` and `/en/...` are English, everything else Persian. */
export function languageOfPath(pathname: string): Language {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'fa';
}

/** Strips the locale prefix: `/en/about-us/` → `/about-us/`, `/en` → `/`. */
export function unlocalizePath(pathname: string): string {
  const stripped = pathname.replace(/^\/en(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}
