// Build-time wiring: checks data/, declares its GraphQL types, and creates every page in both locales.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { planPages, readRoutes, type RouteEntry } from './gatsby/pages';
import { finishBuild } from './gatsby/post-build';
import { webpackPatches } from './gatsby/webpack-patches';
import { buildRobots, buildSitemap } from './gatsby/sitemap';
import { writeOgImages } from './gatsby/og-images';
import { writeSearchIndexes } from './gatsby/search-index';
import { writePersianFont } from './gatsby/persian-font';
import { LANGUAGES, SITE_URL } from './src/lib/i18n-config';
import { isPreviewBuild } from './src/lib/site-preview';
import { writeAdmin } from './gatsby/cms/admin-files';
import { dataTypeDefs } from './gatsby/graphql-types';
import { lastFullYear, type PerformanceData } from './src/lib/performance';
import { latestYear, type FeeSchedule } from './src/lib/fees';
import { validateData } from './gatsby/validate-data';
import { validateLocales } from './gatsby/validate-locales';
import { factsheetRoutes, latestFactsheet, monthEndLabels, publicationRoutes } from './gatsby/publication-routes';
import { writeFeeds } from './gatsby/feeds';
import { expiryLine, licencesEndingSoon } from './src/lib/licence-status';
import { BUILD_DATE } from './src/lib/build-date';
import { siteFactsByLanguage } from './gatsby/site-facts';
import type { CompanyFacts } from './src/lib/facts';

const DATA_DIR = path.resolve(__dirname, 'data');
const STATIC_DIR = path.resolve(__dirname, 'static');
const TEMPLATES_DIR = path.resolve(__dirname, 'src/templates');
const LOCALES_DIR = path.resolve(__dirname, 'locales');

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const errors = validateData({ dataDir: DATA_DIR, staticDir: STATIC_DIR, templatesDir: TEMPLATES_DIR });
  if (errors.length) reporter.panic(`Invalid data files:\n  ${errors.join('\n  ')}`);
  // A licence (the trust seal among them) that ends within 30 days of the build: renew it in data/licences.json.
  for (const ending of licencesEndingSoon(JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'licences.json'), 'utf8')), BUILD_DATE))
    reporter.warn(`data/licences.json: ${expiryLine(ending)}`);
  const routes = readRoutes(DATA_DIR);
  const localeErrors = validateLocales(LOCALES_DIR, LANGUAGES, [...new Set(routes.flatMap((r) => r.namespaces))]);
  if (localeErrors.length) reporter.panic(`Invalid locale files:\n  ${localeErrors.join('\n  ')}`);
  // Vazirmatn cut to the Persian pages' characters, before the styles that load it are bundled.
  const font = await writePersianFont(__dirname);
  reporter.info(
    `Persian font: ${font.characters} characters, ${(font.bytes / 1000).toFixed(1)} KB${font.written ? '' : ' (unchanged)'}` +
      (font.notInVazirmatn.length ? `; not in Vazirmatn, set in another font where used: ${font.notInVazirmatn.join(' ')}` : ''),
  );
};

// The GraphQL types of data/, derived from its JSON Schemas (gatsby/graphql-types.ts).
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(dataTypeDefs());
};

/** data/terms.json: the fee schedule of the model fee. */
const readTerms = () => JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'terms.json'), 'utf8')) as FeeSchedule;

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    CompanyJson: {
      // The copy's {{…}} values of both languages, formatted here, so pages ship strings and not the
      // formatting, digits and calendar code (src/hooks/use-facts.ts).
      facts: { type: 'JSON!', resolve: (source: CompanyFacts) => siteFactsByLanguage(source, DATA_DIR, LOCALES_DIR) },
    },
    ContractsJson: {
      // The size shown next to each download is the real file's, so it cannot drift from data.
      sizeBytes: { type: 'Int!', resolve: (source: { file: string }) => fs.statSync(path.join(STATIC_DIR, source.file)).size },
    },
    DisclosuresJson: {
      sizeBytes: { type: 'Int!', resolve: (source: { file: string }) => fs.statSync(path.join(STATIC_DIR, source.file)).size },
    },
    PerformanceJson: {
      // The home page's one figure from the record, chain-linked here at build time, so the page ships
      // the three numbers and not the record's maths (about 2 KB of the home page's first-load JavaScript).
      lastFullYear: {
        type: 'PerformanceYearReturn',
        resolve: (source: PerformanceData) => {
          const row = lastFullYear(source);
          return row && { year: row.year, composite: row.composite, benchmark: row.benchmark };
        },
      },
      // What the home page's investor facts show of the record: the year so far to the last month, gross,
      // net of the model fee (data/terms.json) and TEDPIX, and the latest year-end assets; worked here so
      // the page ships the numbers, not the record's and the fees' maths.
      latestYear: {
        type: 'PerformanceLatestYear',
        resolve: (source: PerformanceData) => {
          const latest = latestYear(source, readTerms());
          return latest && { ...latest, lastMonthLabel: monthEndLabels(latest.lastMonth, LOCALES_DIR) };
        },
      },
      // The latest quarterly factsheet's key and label, linked from the home page and /efficiency.
      latestFactsheet: { type: 'LatestFactsheet', resolve: (source: PerformanceData) => latestFactsheet(source.months, LOCALES_DIR) },
    },
  });
};

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allRoutesJson: { nodes: (Omit<RouteEntry, 'id'> & { jsonId: string })[] } }>(`
    query CreatePages {
      allRoutesJson {
        nodes {
          jsonId
          path
          template
          namespaces
          middlewares
          variant
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read data/routes.json', result.errors);
    return;
  }
  const routes: RouteEntry[] = result.data.allRoutesJson.nodes.map(({ jsonId, ...rest }) => ({ id: jsonId, ...rest }));
  let pages;
  try {
    // With the factsheets and disclosure filters made from data/ (gatsby/publication-routes.ts).
    pages = planPages([...routes, ...publicationRoutes(DATA_DIR)], TEMPLATES_DIR);
  } catch (error) {
    // 'Unknown middleware "x" on route /path/' stops the build.
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const page of pages) actions.createPage(page);
};

// The site's gatsby-node runs after every plugin's, so the pages and gatsby-plugin-offline's sw.js are
// final here: sitemap and robots.txt, link-preview images, then deferred scripts, security headers and
// precompression.
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const routes = readRoutes(DATA_DIR);
  const publicDir = path.resolve(__dirname, 'public');
  // A preview (SITE_PREVIEW=1) has no sitemap: one left in public/ by an earlier build goes.
  const preview = isPreviewBuild();
  if (preview) fs.rmSync(path.join(publicDir, 'sitemap.xml'), { force: true });
  else fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap([...routes, ...factsheetRoutes(DATA_DIR)], SITE_URL));
  // The Atom feeds of new factsheets and disclosures, one per language (gatsby/feeds.ts).
  writeFeeds({ dataDir: DATA_DIR, localesDir: LOCALES_DIR, publicDir, siteUrl: SITE_URL });
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), buildRobots(SITE_URL, { preview }));
  // The web editor at /admin/: its script bundled from src/admin/, its configuration generated from the
  // schemas, Decap's bundle beside it. A CMS_* setting the build refuses stops it, naming the variable.
  try {
    await writeAdmin(publicDir);
  } catch (error) {
    reporter.panicOnBuild(`The web editor (/admin/): ${(error as Error).message}`);
    return;
  }
  // Link-preview images, one per page and language (gatsby/og-images.ts).
  await writeOgImages({ dataDir: DATA_DIR, localesDir: LOCALES_DIR, publicDir, pages: planPages(routes, TEMPLATES_DIR) });
  try {
    // The site search's index, one file per language, from the pages as built (gatsby/search-index.ts).
    const indexed = writeSearchIndexes(publicDir, planPages([...routes, ...factsheetRoutes(DATA_DIR)], TEMPLATES_DIR));
    reporter.info(
      `search index: ${Object.entries(indexed)
        .map(([lng, n]) => `${n} ${lng} pages`)
        .join(', ')}`,
    );
    const { deferred, precompressed, compressedNow } = await finishBuild(publicDir);
    reporter.info(
      `scripts after first paint in ${deferred} pages, security headers written, ${precompressed} files precompressed (${compressedNow} of them now, the rest kept from the last build)`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

// Browser and server bundles: the compile hint, the service worker's later registration, the i18n
// cores and stand-ins, each measured and explained in gatsby/webpack-patches.ts.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, plugins, store }) => {
  const config = webpackPatches({ stage, plugins, rootDir: store.getState().program.directory });
  if (config) actions.setWebpackConfig(config);
};
