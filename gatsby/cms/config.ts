// The editor's whole configuration for one interface language (src/admin/contract.ts GeneratedConfig):
// Decap's configuration (where it saves, its collections and fields) and what this project's code in the
// editor reads besides (the data files' formats, the page copy's files, corrections to Decap's phrases).
// Served by scripts/cms.ts (local editing) and written into public/admin/ by the build.
import fs from 'fs';
import path from 'path';
import { configFile, EDITOR_LANGUAGES, type GeneratedConfig, type UiLocale } from '../../src/admin/contract';
import { localizePath, SITE_URL } from '../../src/lib/i18n-config';
import { publishing, type LocalBackend, type ProductionBackend } from './backend';
import { COPY_COLLECTION, COPY_I18N, copyCollection, dataCollections, type Collection } from './collections';
import { UI_TEXT } from './ui-text';

type Route = { id: string; path: string; template: string; namespaces: string[] };

/** Data files shown on a page whose template is named otherwise (the rest: the template of their name). */
const DATA_PAGES: Record<string, string> = { licences: 'certificate', performance: 'efficiency', company: 'contact-us', terms: 'dedicated' };

/**
 * Where each entry appears on the site, for its preview link (Decap's `preview_path`, after the preview
 * deployment's address): a data file on the page showing it, a page's copy on its page; else the home page.
 */
export function withPreviewPaths(collections: Collection[], routes: readonly Route[]): Collection[] {
  const pagePath = (route: Route | undefined) => localizePath(route?.path ?? '/', 'fa').replace(/^\//, '');
  const byId = (id: string) => routes.find((r) => r.id === id);
  return collections.map((c) => ({
    ...c,
    files: c.files.map((file) => {
      const route =
        c.name === COPY_COLLECTION
          ? (byId(file.name) ?? routes.find((r) => r.namespaces.includes(file.name)))
          : (byId(DATA_PAGES[file.name] ?? '') ?? routes.find((r) => r.template === file.name));
      return { ...file, preview_path: pagePath(route) };
    }),
  }));
}

function readRoutes(root: string): Route[] {
  return JSON.parse(fs.readFileSync(path.join(root, 'data/routes.json'), 'utf8')) as Route[];
}

const ROOT = path.resolve(__dirname, '../..');

/** The configuration for one interface language, saving locally (`local`) or to the production backend. */
export function buildCmsConfig({
  locale,
  local,
  backend,
  root = ROOT,
}: {
  locale: UiLocale;
  local?: LocalBackend;
  backend?: ProductionBackend;
  root?: string;
}): GeneratedConfig {
  const schemasDir = path.join(root, 'schemas');
  const data = dataCollections(locale, schemasDir);
  const copy = copyCollection(locale, schemasDir);
  return {
    decap: {
      load_config_file: false,
      locale,
      ...publishing({ backend, local }),
      media_folder: 'static/uploads',
      public_folder: '/uploads',
      site_url: SITE_URL,
      display_url: SITE_URL,
      slug: { encoding: 'ascii', clean_accents: true },
      i18n: COPY_I18N,
      collections: withPreviewPaths([...data.collections, copy], readRoutes(root)),
    },
    editor: {
      formats: data.formats,
      copy: { collection: copy.name, files: copy.files.map((f) => f.file), languages: [...COPY_I18N.locales] },
      phrases: UI_TEXT[locale].decap,
      controls: UI_TEXT[locale].controls,
    },
  };
}

/** The generated files of /admin/: one configuration per interface language. */
export function adminConfigs(options: { local?: LocalBackend; backend?: ProductionBackend; root?: string }): Record<string, string> {
  return Object.fromEntries(EDITOR_LANGUAGES.map((locale) => [configFile(locale), `${JSON.stringify(buildCmsConfig({ locale, ...options }), null, 2)}\n`]));
}
