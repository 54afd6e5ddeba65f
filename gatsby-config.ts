// Site configuration: the plugins, in the order their known traps require (docs/decisions.md, "Plugins").
import type { GatsbyConfig } from 'gatsby';
import path from 'path';
import { DEFAULT_LANGUAGE, I18NEXT_OPTIONS, LANGUAGES, LOCALE_META, SITE_URL } from './src/lib/i18n-config';
import company from './data/company.json';
import { isPreviewBuild } from './src/lib/site-preview';

// App icons from one source (src/images/icon.svg): 64 to 512 px for any use, plus maskable ones
// (the source keeps its mark inside the maskable safe zone).
const ICON_SIZES = [64, 96, 128, 144, 192, 256, 384, 512];
const MANIFEST_ICONS = [
  ...ICON_SIZES.map((size) => ({ src: `icons/icon-${size}x${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  ...[192, 512].map((size) => ({ src: `icons/maskable-${size}x${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' })),
];
const THEME_COLOUR = '#E89E2E';
// One build date for the server render and the browser bundle (src/lib/build-date.ts).
process.env.GATSBY_BUILD_DATE ||= new Date().toISOString().slice(0, 10);
// A preview build (SITE_PREVIEW=1, src/lib/site-preview.ts): a wrong value stops the build here, not after it.
isPreviewBuild();
const BACKGROUND_COLOUR = '#10151c';

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: SITE_URL },
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'always',
  plugins: [
    {
      // Class names without component names: the names cost about 1 KB gzip on the home page's first
      // load and no visitor reads them; `pure` lets the minifier drop styled components nobody uses.
      resolve: 'gatsby-plugin-styled-components',
      options: { displayName: false, fileName: false, pure: true },
    },
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
        // No browser-language redirect: a page's language is its path's. The plugin's redirect also
        // causes hydration errors (its issues #171, #24, #89).
        redirect: false,
        generateDefaultLanguagePage: false,
        i18nextOptions: I18NEXT_OPTIONS,
        // gatsby-plugin-offline's app shell must not be cloned into /en: the service worker serves
        // the one shell at its fixed path for every page. The offline pages have one file per language (src/pages/offline.tsx, src/pages/en/offline.tsx).
        pages: [
          { matchPath: '/offline-plugin-app-shell-fallback', languages: [DEFAULT_LANGUAGE] },
          { matchPath: '/:lang(en)?/offline', getLanguageFromPath: true },
        ],
      },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: company.shortName.fa,
        short_name: company.shortName.fa,
        description: company.tagline.fa,
        lang: 'fa',
        dir: LOCALE_META.fa.dir,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        icon: 'src/images/icon.svg',
        icons: MANIFEST_ICONS,
        // The Head (src/components/seo/Seo.tsx) already writes the favicon, theme colour and touch icon.
        include_favicon: false,
        theme_color_in_head: false,
        legacy: false,
        // /en/... pages link manifest_en.webmanifest (the plugin picks it by path prefix).
        localize: [
          {
            start_url: '/en/',
            lang: 'en',
            dir: LOCALE_META.en.dir,
            name: company.shortName.en,
            short_name: company.shortName.en,
            description: company.tagline.en,
          },
        ],
      },
    },
    // After the manifest, so the manifest is precached (the plugin's
    // documented order). The appended script adds the
    // offline page and the fallbacks for failed requests.
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        appendScript: path.join(__dirname, 'src/offline/service-worker.js'),
        // The web editor (/admin/) is never cached by the worker: its files keep their names across
        // versions, and a stale editor would write with stale rules. The plugin merges this list
        // into its own item by item, so its four rules follow unchanged after the editor's and the search index's.
        workboxConfig: {
          runtimeCaching: [
            { urlPattern: /\/admin\//, handler: 'NetworkOnly' },
            // The site search's index (src/lib/search-engine.ts): fresh while online, the last copy
            // offline, so search works offline once it has been used online.
            { urlPattern: /\/search-index\/[a-z]+\.json$/, handler: 'NetworkFirst', options: { networkTimeoutSeconds: 4 } },
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: 'StaleWhileRevalidate' },
            { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/, handler: 'StaleWhileRevalidate' },
            { urlPattern: /^https?:\/\/fonts\.googleapis\.com\/css/, handler: 'StaleWhileRevalidate' },
          ],
        },
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
