// Test helper: renders UI the way a page does: a real i18next instance holding every
// locales/<lng>/*.json namespace, the theme, the RTL style plugin on Persian, and the page's lang/dir.
import fs from 'fs';
import path from 'path';
import React from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { siteTheme } from '../../src/styles/theme';

export type TestLanguage = 'fa' | 'en';

const LOCALES_DIR = path.resolve(__dirname, '../../locales');
// Module-level, as in gatsby-ssr/browser: a new plugin array each render would rebuild stylis.
const RTL = [rtlPlugin];
const LTR: typeof RTL = [];

let cachedResources: Resource | null = null;

/** Every namespace file under locales/, read once per test file: { fa: { common: {...}, ... }, en: {...} }. */
export function loadResources(): Resource {
  if (cachedResources) return cachedResources;
  const resources: Resource = {};
  for (const lng of fs.readdirSync(LOCALES_DIR)) {
    const dir = path.join(LOCALES_DIR, lng);
    if (!fs.statSync(dir).isDirectory()) continue;
    resources[lng] = {};
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      resources[lng][path.basename(file, '.json')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  cachedResources = resources;
  return resources;
}

/** A fresh, synchronously initialised i18next instance in `language`. No fallback language: a key
 * missing from one locale shows up as the raw key in the test, not as the other language's text. */
export function createTestI18n(language: TestLanguage): I18n {
  const resources = loadResources();
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

export type RenderWithI18nOptions = Omit<RenderOptions, 'wrapper'> & { language?: TestLanguage };

/** Renders `ui` with i18n, theme and direction for `language` (default 'fa'); also returns the i18n instance. */
export function renderWithI18n(ui: React.ReactElement, { language = 'fa', ...options }: RenderWithI18nOptions = {}): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(language);
  function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <StyleSheetManager stylisPlugins={language === 'fa' ? RTL : LTR}>
          <ThemeProvider theme={siteTheme}>
            <div lang={language} dir={language === 'fa' ? 'rtl' : 'ltr'}>
              {children}
            </div>
          </ThemeProvider>
        </StyleSheetManager>
      </I18nextProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), i18n };
}
