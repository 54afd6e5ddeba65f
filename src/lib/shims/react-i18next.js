// Only the parts of react-i18next this site (and gatsby-plugin-react-i18next) uses. The plugin loads
// react-i18next with CommonJS require(), which keeps every export (Trans, withSSR, html-parse-stringify,
// ...) in the first-load bundle; gatsby-node.ts aliases the package to this file so webpack ships just
// these. Types still come from the real package.
export { useTranslation } from 'react-i18next/dist/es/useTranslation.js';
export { I18nextProvider } from 'react-i18next/dist/es/I18nextProvider.js';
export { initReactI18next } from 'react-i18next/dist/es/initReactI18next.js';
export { I18nContext } from 'react-i18next/dist/es/context.js';
export { setDefaults, getDefaults } from 'react-i18next/dist/es/defaults.js';
export { setI18n, getI18n } from 'react-i18next/dist/es/i18nInstance.js';
