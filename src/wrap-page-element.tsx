// Wraps every page (SSR and browser alike) with the styling context: stylis-plugin-rtl on Persian
// pages so the flipped CSS is already in the static HTML, and the theme tokens. The global styles are a
// plain stylesheet (src/styles/global.css, imported by gatsby-browser.tsx).
import React from 'react';
import rtlPlugin from 'stylis-plugin-rtl';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { siteTheme } from './styles/theme';
import { LOCALE_META, isLanguage, DEFAULT_LANGUAGE } from './lib/i18n-config';

// Module-level arrays: a new array per render would make styled-components rebuild stylis.
const RTL_PLUGINS = [rtlPlugin];
const LTR_PLUGINS: never[] = [];

type WrapProps = { element: React.ReactNode; props: { pageContext?: { language?: unknown } } };

export function wrapPageElement({ element, props }: WrapProps) {
  const language = isLanguage(props.pageContext?.language) ? props.pageContext.language : DEFAULT_LANGUAGE;
  const rtl = LOCALE_META[language].dir === 'rtl';
  return (
    <StyleSheetManager stylisPlugins={rtl ? RTL_PLUGINS : LTR_PLUGINS} key={language}>
      <ThemeProvider theme={siteTheme}>{element}</ThemeProvider>
    </StyleSheetManager>
  );
}
