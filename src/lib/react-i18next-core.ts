// The part of react-i18next this site and gatsby-plugin-react-i18next use: I18nextProvider,
// useTranslation and initReactI18next, in a few hundred bytes instead of react-i18next's 2.7 KB gzip
// (the home page's first-load budget: docs/decisions.md). gatsby/webpack-patches.ts aliases `react-i18next` to this file in the site's
// bundles, and jest.config.js in the tests; types still come from the real package.
//
// As react-i18next 12 does it with this site's options (no Suspense, no backend: every namespace is
// loaded when the page renders): useTranslation(ns) gives `t` fixed to the first namespace named (the
// provider's defaultNS, else the instance's), the instance's fallbackNS behind it, and a new `t` when
// the language changes; `{ lng }` fixes the language; `{ keyPrefix }` prefixes every key.
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

type TFunction = (key: string | readonly string[], options?: object | string, extra?: object) => unknown;
type Instance = {
  language: string;
  options: { defaultNS?: string | readonly string[] | false };
  getFixedT: (lng: string | null, ns?: string | null, keyPrefix?: string) => TFunction;
  on: (event: string, listener: () => void) => unknown;
  off: (event: string, listener: () => void) => unknown;
};
type ContextValue = { i18n: Instance; defaultNS?: string | readonly string[] };

export const I18nContext = createContext<ContextValue | null>(null);

let globalInstance: Instance | undefined;

/** i18next.use(initReactI18next): the instance useTranslation falls back to outside a provider. */
export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: Instance) {
    globalInstance = instance;
  },
};

export function getI18n(): Instance | undefined {
  return globalInstance;
}

export function I18nextProvider({ i18n, defaultNS, children }: ContextValue & { children?: ReactNode }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

type Options = { lng?: string; keyPrefix?: string; i18n?: Instance };

export function useTranslation(ns?: string | readonly string[], { lng, keyPrefix, i18n: fromProps }: Options = {}) {
  const context = useContext(I18nContext);
  const i18n = fromProps ?? context?.i18n ?? globalInstance;
  if (!i18n) throw new Error('useTranslation: no i18next instance (wrap the tree in I18nextProvider).');
  const namespaces = ns ?? context?.defaultNS ?? i18n.options.defaultNS ?? 'translation';
  const namespace = (typeof namespaces === 'string' ? namespaces : namespaces ? namespaces[0] : undefined) ?? 'translation';
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const changed = () => setLanguage(i18n.language);
    i18n.on('languageChanged', changed);
    return () => {
      i18n.off('languageChanged', changed);
    };
  }, [i18n]);
  const t = useMemo(() => i18n.getFixedT(lng ?? null, namespace, keyPrefix), [i18n, lng, namespace, keyPrefix, language]); // eslint-disable-line react-hooks/exhaustive-deps -- `language` is not read inside: a new `t` on a language change is the point (react-i18next does the same)
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}
