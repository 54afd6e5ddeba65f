// Build-time wiring: checks data/, declares its GraphQL types, and creates every page in both locales.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { planPages, type RouteEntry } from './gatsby/pages';
import { buildRobots, buildSitemap } from './gatsby/sitemap';
import { LANGUAGES, SITE_URL } from './src/lib/i18n-config';
import { writeAdmin } from './gatsby/cms-config';
import { typeDefs } from './gatsby/schema';
import { validateData } from './gatsby/validate-data';
import { validateLocales } from './gatsby/validate-locales';

const DATA_DIR = path.resolve(__dirname, 'data');
const STATIC_DIR = path.resolve(__dirname, 'static');
const TEMPLATES_DIR = path.resolve(__dirname, 'src/templates');
const LOCALES_DIR = path.resolve(__dirname, 'locales');

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const errors = validateData({ dataDir: DATA_DIR, staticDir: STATIC_DIR, templatesDir: TEMPLATES_DIR });
  if (errors.length) reporter.panic(`Invalid data files:\n  ${errors.join('\n  ')}`);
  const routes = JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'routes.json'), 'utf8')) as RouteEntry[];
  const localeErrors = validateLocales(LOCALES_DIR, LANGUAGES, [...new Set(routes.flatMap((r) => r.namespaces))]);
  if (localeErrors.length) reporter.panic(`Invalid locale files:\n  ${localeErrors.join('\n  ')}`);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    ContractsJson: {
      // The size shown next to each download is the real file's, so it cannot drift from data.
      sizeBytes: { type: 'Int!', resolve: (source: { file: string }) => fs.statSync(path.join(STATIC_DIR, source.file)).size },
    },
  });
};

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allRoutesJson: { nodes: (Omit<RouteEntry, 'id'> & { jsonId: string })[] } }>(`
    query CreatePages {
      allRoutesJson { nodes { jsonId path template namespaces middlewares variant } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read data/routes.json', result.errors);
    return;
  }
  const routes: RouteEntry[] = result.data.allRoutesJson.nodes.map(({ jsonId, ...rest }) => ({ id: jsonId, ...rest }));
  let pages;
  try {
    pages = planPages(routes, TEMPLATES_DIR);
  } catch (error) {
    // 'Unknown middleware "x" on route /path/' (spec §8) stops the build.
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const page of pages) actions.createPage(page);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = () => {
  const routes = JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'routes.json'), 'utf8')) as RouteEntry[];
  const publicDir = path.resolve(__dirname, 'public');
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(routes, SITE_URL));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), buildRobots(SITE_URL));
  // The web editor at /admin/: its configuration generated from the schemas, Decap's bundle beside it.
  writeAdmin(publicDir);
};

/** webpack's Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, the stage at which Terser minifies. */
const PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE = 400;

// Browser bundles. Start-up (issue 6): V8's compile hint on React and the app, and the service worker
// registered once the page has settled (see the README, Decisions).
// First-load weight (issue 2 budget). gatsby-plugin-react-i18next require()s i18next, react-i18next,
// outdent and browser-lang, and CommonJS keeps every export in the bundle. The site's bundles get
// instead: the part of i18next and react-i18next the site uses (src/lib/i18next-core.ts and
// react-i18next-core.ts, held to the real packages by __tests__/lib/i18next-core.test.ts and
// react-i18next-core.test.tsx), and stand-ins for the plugin's development-only warning (outdent) and
// its language redirect, which is off (browser-lang). Together −17 KB gzip on every page.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, plugins, store }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html' && stage !== 'develop' && stage !== 'develop-html') return;
  const cacheDir = path.join(store.getState().program.directory, '.cache');
  const browserBuild = stage === 'build-javascript';
  actions.setWebpackConfig({
    plugins: browserBuild
      ? [
          // V8's explicit compile hint: every function of React and of the app runs while the page
          // hydrates, so have V8 compile them on its background thread while the file streams in,
          // not one by one on the main thread when first called (Lighthouse TBT on English pages,
          // 5 runs each: median ~105 → ~45 ms). After minification (which drops comments), before
          // the content hash and the source map are made, so both still describe the file.
          plugins.banner({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            test: /^(?:app|framework)-[\w-]+\.js$/,
            stage: PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
          // The service worker registers once the page has settled, not at start-up (src/lib/shims/register-service-worker.ts).
          plugins.normalModuleReplacement(/^\.\/register-service-worker$/, (resource: { context: string; request: string }) => {
            if (resource.context === cacheDir) resource.request = path.resolve(__dirname, 'src/lib/shims/register-service-worker.ts');
          }),
        ]
      : [],
    resolve: {
      alias: {
        ...(browserBuild ? { 'gatsby-register-service-worker$': path.join(cacheDir, 'register-service-worker.js') } : {}),
        'react-i18next$': path.resolve(__dirname, 'src/lib/react-i18next-core.ts'),
        i18next$: path.resolve(__dirname, 'src/lib/i18next-core.ts'),
        outdent$: path.resolve(__dirname, 'src/lib/shims/outdent.js'),
        'browser-lang$': path.resolve(__dirname, 'src/lib/shims/browser-lang.js'),
        // Used by Gatsby's partytown plugin in `gatsby develop` only.
        ...(browserBuild ? { '@builder.io/partytown/integration$': path.resolve(__dirname, 'src/lib/shims/partytown-integration.js') } : {}),
      },
    },
  });
};
