// Build-time wiring: checks data/, declares its GraphQL types, and creates every page in both locales.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { planPages, type RouteEntry } from './gatsby/pages';
import { buildRobots, buildSitemap } from './gatsby/sitemap';
import { LANGUAGES, SITE_URL } from './src/lib/i18n-config';
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
};

// First-load weight (issue 2 budget): gatsby-plugin-react-i18next require()s react-i18next and
// outdent, and CommonJS keeps every export in the bundle. The shims re-export only what the site
// and the plugin use (react-i18next) or replace a development-only helper (outdent): −4 KB gzip on
// every page. A missing export fails the build loudly, so nothing can silently break.
// i18next itself is replaced by src/lib/i18next-core.ts (−13 KB gzip), proven equal to i18next over
// every string in locales/ by __tests__/lib/i18next-core.test.ts.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html' && stage !== 'develop' && stage !== 'develop-html') return;
  actions.setWebpackConfig({
    resolve: {
      alias: {
        'react-i18next$': path.resolve(__dirname, 'src/lib/shims/react-i18next.js'),
        // The shim's deep imports bypass the package's "exports" map.
        'react-i18next/dist/es': path.resolve(__dirname, 'node_modules/react-i18next/dist/es'),
        i18next$: path.resolve(__dirname, 'src/lib/i18next-core.ts'),
        outdent$: path.resolve(__dirname, 'src/lib/shims/outdent.js'),
      },
    },
  });
};
