// Site configuration: the plugins of the design card, in the order their traps require (design.md).
import type { GatsbyConfig } from 'gatsby';
import path from 'path';
import { DEFAULT_LANGUAGE, LANGUAGES, SITE_URL } from './src/lib/i18n-config';

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: SITE_URL },
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'always',
  plugins: [
    'gatsby-plugin-styled-components',
    { resolve: 'gatsby-source-filesystem', options: { name: 'data', path: path.join(__dirname, 'data') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: path.join(__dirname, 'locales') } },
    {
      resolve: 'gatsby-transformer-json',
      options: {
        // One type per data file (data/staff.json → StaffJson); locale files are read by the i18n
        // plugin instead and get an opaque type that gatsby-node declares without inference.
        typeName: ({ node }: { node: { name: string; sourceInstanceName: string } }) =>
          node.sourceInstanceName === 'locale' ? 'LocaleSourceJson' : `${pascal(node.name)}Json`,
      },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl: SITE_URL,
        // No browser-language redirect (spec §2; plugin issues #171, #24, #89).
        redirect: false,
        generateDefaultLanguagePage: false,
        i18nextOptions: {
          fallbackLng: DEFAULT_LANGUAGE,
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnObjects: true,
          react: { useSuspense: false },
        },
        // gatsby-plugin-offline's app shell must not be cloned into /en (design.md).
        pages: [{ matchPath: '/offline-plugin-app-shell-fallback', languages: [DEFAULT_LANGUAGE] }],
      },
    },
  ],
};

function pascal(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

export default config;
