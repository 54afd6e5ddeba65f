// The web editor's configuration (Decap CMS), generated from the JSON Schemas: one editable file per
// schemas/data/<name>.schema.json, one per locales/<lang>/<namespace>.json described by
// schemas/locales/<namespace>.schema.json. A data file added later with its schema becomes editable
// without code. Labels and hints come from the schema's title and description (English) or its
// `x-fa` (Persian), in the interface's language; so do the validation messages.
//
// Served by scripts/cms.mjs (local editing) and written into public/admin/ by the build.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { isolateLatin } from '../static/admin/bidi.js';
import { dataSchemaNames, readSchema, SCHEMAS_DIR } from './validate-data';

export { isolateLatin };

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time
export type UiLocale = 'fa' | 'en';
export type CmsField = Record<string, Json>;

/** Where the site's repository lives for the editor in production (see README, "Publishing"). */
export type ProductionBackend = {
  name: 'gitlab' | 'gitea';
  repo: string;
  branch?: string;
  base_url?: string;
  api_root?: string;
  app_id?: string;
  auth_type?: 'pkce' | 'implicit';
  auth_endpoint?: string;
};

export const EDITOR_LANGUAGES = ['fa', 'en'] as const;

/** The editor's own words, in its two interface languages (Decap's own come from its fa/en locales). */
export const UI_TEXT = {
  fa: {
    data: 'داده‌های سایت',
    dataDescription: 'اطلاعات شرکت، همکاران، مجوزها، قراردادها، بازده و منوها',
    copy: 'متن صفحه‌ها',
    copyDescription: 'متن هر صفحه، فارسی و انگلیسی کنار هم.',
    pattern: (hint: string) => `قالب این خانه درست نیست. ${hint}`,
    list: 'موردها',
    required: 'این خانه نباید خالی باشد.',
    requiredFa: 'متن فارسی لازم است.',
    requiredEn: 'متن انگلیسی لازم است.',
    // Latin patterns and numbers inside a Persian sentence are isolated (U+2068…U+2069) so that the
    // sentence keeps its order; the values put into the month messages are isolated by the editor.
    date: isolateLatin('تاریخ را به شکل YYYY-MM-DD و با رقم لاتین بنویسید، برای نمونه 2025-03-21 (تاریخ میلادی).'),
    dateInvalid: 'این تاریخ در تقویم وجود ندارد.',
    month: isolateLatin('ماه را به شکل YYYY-MM شمسی و با رقم لاتین بنویسید، برای نمونه 1404-01.'),
    monthFirst: 'فهرست ماه‌ها باید از ماه آغاز، {expected}، شروع شود، نه از {month}.',
    monthOrder: 'ماه {month} پس از {previous} نمی‌آید: ماه بعدی {expected} است.',
    monthTwice: 'ماه {month} پیش‌تر در فهرست آمده است؛ پس از {previous}، ماه بعدی {expected} است.',
    persian: 'فارسی',
    english: 'انگلیسی',
    // Labels of the keys that page copy repeats; any other key is shown by its name.
    copyLabels: {
      meta: 'عنوان و توضیح برای جست‌وجو و پیش‌نمایش پیوند',
      title: 'عنوان',
      description: 'توضیح',
      heading: 'عنوان اصلی',
      lead: 'پیش‌درآمد',
      hero: 'بخش آغازین',
      sections: 'بخش‌ها',
      paragraphs: 'بندها',
      items: 'موردها',
      steps: 'گام‌ها',
      links: 'پیوندها',
      label: 'برچسب',
      hint: 'راهنما',
      body: 'متن',
      text: 'متن',
      caption: 'عنوان جدول',
      id: 'شناسه (تغییر ندهید)',
      route: 'صفحهٔ مقصد (شناسه)',
      external: 'پیوند بیرونی (شناسه)',
    } as Record<string, string>,
    // Decap's own Persian phrase for a list's add button has a stray brace and leaves the list's name out.
    decap: { editor: { editorWidgets: { list: { add: 'افزودن به %{item}', addType: 'افزودن %{item}' } } } },
  },
  en: {
    data: 'Site data',
    dataDescription: 'Company facts, colleagues, licences, contracts, returns and menus',
    copy: 'Page copy',
    copyDescription: 'The text of each page, Persian and English side by side.',
    pattern: (hint: string) => `This value has the wrong form. ${hint}`,
    list: 'Items',
    required: 'This field must not be empty.',
    requiredFa: 'The Persian text is required.',
    requiredEn: 'The English text is required.',
    date: 'Write the date as YYYY-MM-DD in Latin digits, for example 2025-03-21 (Gregorian).',
    dateInvalid: 'This date does not exist in the calendar.',
    month: 'Write the month as YYYY-MM in the Persian calendar, in Latin digits, for example 1404-01.',
    monthFirst: 'The months must start at the inception month, {expected}, not at {month}.',
    monthOrder: 'Month {month} does not follow {previous}: the next month is {expected}.',
    monthTwice: 'Month {month} is already in the list; after {previous}, the next month is {expected}.',
    persian: 'Persian',
    english: 'English',
    copyLabels: {
      meta: 'Title and description for search and link previews',
      title: 'Title',
      description: 'Description',
      heading: 'Heading',
      lead: 'Lead',
      hero: 'Opening section',
      sections: 'Sections',
      paragraphs: 'Paragraphs',
      items: 'Items',
      steps: 'Steps',
      links: 'Links',
      label: 'Label',
      hint: 'Hint',
      body: 'Body',
      text: 'Text',
      caption: 'Caption',
      id: 'Identifier (do not change)',
      route: 'Page (route id)',
      external: 'External link (key)',
    } as Record<string, string>,
    decap: {},
  },
};

// Read when first needed, not at import: gatsby-node.ts imports this module, and Gatsby bundles it.
function readCommon(): Json {
  return readSchema(SCHEMAS_DIR, 'data', 'common.schema.json');
}

function resolve(node: Json, common: Json): { node: Json; ref?: string } {
  if (node?.$ref) {
    const ref = String(node.$ref).split('/').pop() as string;
    const { $ref: _r, ...rest } = node;
    return { node: { ...common.$defs[ref], ...rest }, ref };
  }
  return { node };
}

/** `anyOf: [X, null]` → X (nullable); `anyOf: [url, ""]` → X (may be empty). */
function unwrap(node: Json, common: Json): { node: Json; ref?: string; nullable: boolean; emptyAllowed: boolean } {
  const alternatives: Json[] | undefined = !node.type && (node.anyOf ?? node.oneOf);
  if (alternatives) {
    const nullable = alternatives.some((a) => a.type === 'null');
    const emptyAllowed = alternatives.some((a) => a.const === '');
    const rest = alternatives.filter((a) => a.type !== 'null' && a.const !== '');
    if (rest.length === 1) {
      const { anyOf: _a, oneOf: _o, ...outer } = node;
      const inner = resolve(rest[0], common);
      return { node: { ...inner.node, ...outer }, ref: inner.ref, nullable, emptyAllowed };
    }
  }
  const r = resolve(node, common);
  return { ...r, nullable: false, emptyAllowed: false };
}

function words(node: Json, locale: UiLocale): { label: string; hint: string } {
  const fa = node['x-fa'] ?? {};
  return locale === 'fa'
    ? { label: isolateLatin(fa.title ?? node.title), hint: isolateLatin(fa.description ?? node.description ?? '') }
    : { label: node.title, hint: node.description ?? '' };
}

/** One Decap field for one schema property. */
export function fieldFor(name: string, schemaNode: Json, required: boolean, locale: UiLocale, common: Json = readCommon()): CmsField {
  const { node, ref, nullable, emptyAllowed } = unwrap(schemaNode, common);
  const { label, hint } = words(node, locale);
  const t = UI_TEXT[locale];
  // titles: the field's name in both languages, for the previews (which draw both).
  const base: CmsField = {
    name,
    label,
    hint,
    required: required && !nullable && !emptyAllowed,
    ...(nullable ? { nullable } : {}),
    titles: { fa: node['x-fa']?.title ?? node.title, en: node.title },
  };
  if (ref === 'localizedString')
    return { ...base, widget: 'localized', nullable, messages: { fa: t.requiredFa, en: t.requiredEn }, labels: { fa: t.persian, en: t.english } };
  if (ref === 'isoDate') return { ...base, widget: 'iso-date', nullable, messages: { format: t.date, invalid: t.dateInvalid } };
  if (ref === 'persianMonth') return { ...base, widget: 'persian-month', messages: { format: t.month } };
  if (node.enum) {
    const labels: Record<string, { fa: string; en: string }> = node['x-enum-labels'] ?? {};
    const byLanguage = Object.fromEntries(EDITOR_LANGUAGES.map((l) => [l, Object.fromEntries(node.enum.map((v: string) => [v, labels[v]?.[l] ?? v]))]));
    // option_labels: the same labels in both languages, for the previews.
    return {
      ...base,
      widget: 'select',
      options: node.enum.map((value: string) => ({ value, label: labels[value]?.[locale] ?? value })),
      option_labels: byLanguage,
    };
  }
  switch (node.type) {
    case 'string': {
      const media = node['x-media'];
      if (media)
        return {
          ...base,
          widget: media.kind === 'image' ? 'image' : 'file',
          media_folder: `/${media.folder}`,
          public_folder: media.public,
          choose_url: false,
          pattern: [node.pattern, t.pattern(hint)],
        };
      const field: CmsField = { ...base, widget: 'string' };
      if (node.pattern) field.pattern = [emptyAllowed ? `^(?:${node.pattern.replace(/^\^|\$$/g, '')})?$` : node.pattern, t.pattern(hint)];
      return field;
    }
    case 'integer':
    case 'number': {
      const field: CmsField = { ...base, widget: 'number', value_type: node.type === 'integer' ? 'int' : 'float' };
      if (node.minimum !== undefined) field.min = node.minimum;
      if (node.maximum !== undefined) field.max = node.maximum;
      if (node.type === 'number') field.step = 0.001;
      return field;
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'array': {
      const items = unwrap(node.items, common);
      if (items.node.enum) return { ...fieldFor(name, node.items, required, locale, common), ...base, multiple: true, required: false };
      if (items.node.type === 'object') {
        const fields = objectFields(items.node, locale, common);
        return {
          ...base,
          widget: 'list',
          required: required && (node.minItems ?? 0) > 0,
          fields,
          summary: summaryOf(items.node, locale),
          collapsed: true,
          item_titles: { fa: items.node['x-fa']?.title ?? items.node.title, en: items.node.title },
        };
      }
      return { ...base, widget: 'list', field: fieldFor('item', node.items, true, locale, common), required: required && (node.minItems ?? 0) > 0 };
    }
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(node, locale, common), collapsed: false };
    default:
      return { ...base, widget: 'string' };
  }
}

export function objectFields(node: Json, locale: UiLocale, common: Json = readCommon()): CmsField[] {
  const required = new Set<string>(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([, child]) => child !== false && child !== true)
    .map(([key, child]) => fieldFor(key, child, required.has(key), locale, common));
}

/** How a list item is named when collapsed: its first text in the interface's language, else its id. */
function summaryOf(node: Json, locale: UiLocale): string | undefined {
  const entries = Object.entries(node.properties ?? {}) as [string, Json][];
  const localized = entries.find(([, c]) => c?.$ref?.endsWith('/localizedString'));
  const id = entries.find(([k]) => ['id', 'route', 'date', 'month', 'year'].includes(k));
  if (localized && id) return `{{fields.${localized[0]}.${locale}}} ({{fields.${id[0]}}})`;
  if (localized) return `{{fields.${localized[0]}.${locale}}}`;
  const figure = entries.find(([k, c]) => k !== id?.[0] && c?.$ref?.endsWith('/fraction'));
  if (id && figure) return `{{fields.${id[0]}}}: {{fields.${figure[0]}}}`;
  return id ? `{{fields.${id[0]}}}` : undefined;
}

/**
 * One collection per data file (Decap sets the file format per collection, and each file needs its
 * own to write its keys in its schema's order). A file whose top level is a list is edited as one
 * list field `items` (static/admin/json-format.js unwraps it again on saving).
 */
export function dataCollections(locale: UiLocale, schemasDir = SCHEMAS_DIR): Json[] {
  const common = readSchema(schemasDir, 'data', 'common.schema.json');
  const t = UI_TEXT[locale];
  // The files maintainers change most come first; any other data file follows in name order.
  const FIRST = ['company', 'staff', 'performance', 'licences', 'contracts', 'organization', 'history', 'terms', 'menus', 'routes'];
  const rank = (n: string) => (FIRST.includes(n) ? FIRST.indexOf(n) : FIRST.length);
  const names = dataSchemaNames(schemasDir).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return names.map((name) => {
    const schema = readSchema(schemasDir, 'data', `${name}.schema.json`);
    const { label, hint } = words(schema, locale);
    const isList = schema.type === 'array';
    const fields = isList ? [{ ...fieldFor('items', schema, true, locale, common), label: t.list, hint }] : objectFields(schema, locale, common);
    if (name === 'performance') inSequence(fields, t);
    return {
      name,
      label,
      description: hint,
      // The editor registers one format per data file under this name (static/admin/admin.js).
      format: `repo-${isList ? 'list' : 'object'}-${name}`,
      editor: { preview: true },
      files: [{ name, label, file: `data/${name}.json`, fields }],
    };
  });
}

/**
 * The performance record's months follow each other from the inception month (the build checks the
 * same): its month field is checked against the list it is in (static/admin/months.js).
 */
function inSequence(fields: CmsField[], t: (typeof UI_TEXT)[UiLocale]): void {
  const month = fields.find((f) => f.name === 'months')?.fields?.find((f: CmsField) => f.name === 'month');
  if (!month) throw new Error('schemas/data/performance.schema.json: months[].month is missing');
  month.sequence = { list: 'months', inception: ['composite', 'inception'] };
  month.messages = { ...month.messages, first: t.monthFirst, order: t.monthOrder, twice: t.monthTwice };
}

/**
 * The copy of every page: one entry per namespace, its Persian and English side by side. Decap's own
 * two-language editing (`i18n`, a Persian pane beside an English pane) can only keep both languages in
 * one file for a files collection (it refuses `multiple_folders` there), and the repository keeps
 * `locales/fa/<namespace>.json` and `locales/en/<namespace>.json`. So the entry's file is a name that
 * does not exist, `locales/<namespace>.json`, holding `{ "fa": …, "en": … }`; the editor's backend
 * (static/admin/copy-files.js) reads it from the two real files and writes each language back to its own.
 */
export function copyCollection(locale: UiLocale, schemasDir = SCHEMAS_DIR): Json {
  const t = UI_TEXT[locale];
  const dir = path.join(schemasDir, 'locales');
  const namespaces = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.schema.json'))
        .map((f) => f.slice(0, -'.schema.json'.length))
        .sort()
    : [];
  const files = namespaces.map((ns) => {
    const schema = readSchema(schemasDir, 'locales', `${ns}.schema.json`);
    return { name: ns, label: words(schema, locale).label, file: `locales/${ns}.json`, i18n: true, fields: copyFields(schema, locale) };
  });
  return { name: 'copy', label: t.copy, description: t.copyDescription, format: 'json-copy', i18n: true, editor: { preview: false }, files };
}

/** The two languages of the page copy, Persian first (the left-hand pane, the one checked first on saving). */
export const COPY_I18N = { structure: 'single_file', locales: [...EDITOR_LANGUAGES], default_locale: 'fa' };

function copyFields(node: Json, locale: UiLocale, name?: string, present = true): Json {
  const t = UI_TEXT[locale];
  const label = name === undefined ? undefined : (t.copyLabels[name] ?? name);
  // A value that may be null (a link with no page) is a text that may stay empty; so is a key that the
  // schema does not require (a link has a route or an external address, not both).
  const alternatives: Json[] | undefined = node.anyOf;
  const nullable = !!alternatives?.some((a) => a.type === 'null');
  if (alternatives) node = alternatives.find((a) => a.type !== 'null') ?? { type: 'string' };
  // i18n: every field is written in each language (each pane's text box takes its language's direction).
  if (node.type === 'string')
    return { name, label, widget: 'copy-text', i18n: true, required: present && !nullable, nullable, messages: { required: t.required } };
  if (node.type === 'array') {
    const item = node.items ?? { type: 'string' };
    if (item.type === 'string') return { name, label, widget: 'list', i18n: true, required: present, field: copyFields(item, locale, 'text') };
    return { name, label, widget: 'list', i18n: true, required: present, fields: copyFields(item, locale), collapsed: true };
  }
  const required = new Set<string>(node.required ?? []);
  const fields = Object.entries(node.properties ?? {}).map(([key, child]) => copyFields(child, locale, key, required.has(key)));
  return name === undefined ? fields : { name, label, widget: 'object', i18n: true, required: present, fields, collapsed: false };
}

/** The whole editor configuration for one interface language. */
export function buildCmsConfig({ locale, local, backend }: { locale: UiLocale; local?: { url: string }; backend?: ProductionBackend }): Json {
  return {
    load_config_file: false,
    locale,
    backend: backend ?? { name: 'gitlab', repo: 'local/working-copy', branch: 'main' },
    ...(local ? { local_backend: { url: local.url, allowed_hosts: ['localhost', '127.0.0.1'] } } : {}),
    publish_mode: 'simple',
    media_folder: 'static/uploads',
    public_folder: '/uploads',
    site_url: '/',
    display_url: '/',
    show_preview_links: false,
    slug: { encoding: 'ascii', clean_accents: true },
    i18n: COPY_I18N,
    // Corrections to Decap's own phrases in this language (static/admin/admin.js merges them in).
    phrases: UI_TEXT[locale].decap,
    collections: [...dataCollections(locale), copyCollection(locale)],
  };
}

/** The production backend from the environment of the build (README, "Publishing"); undefined when unset. */
export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): ProductionBackend | undefined {
  const name = env.CMS_BACKEND;
  if (!name) return undefined;
  if (name !== 'gitlab' && name !== 'gitea') throw new Error(`CMS_BACKEND must be gitlab or gitea, not "${name}"`);
  if (!env.CMS_REPO || !/^[\w.-]+\/[\w./-]+$/.test(env.CMS_REPO)) throw new Error('CMS_REPO must be <group>/<project>');
  const backend: ProductionBackend = { name, repo: env.CMS_REPO, branch: env.CMS_BRANCH || 'main' };
  for (const key of ['base_url', 'api_root', 'app_id', 'auth_endpoint'] as const) {
    const value = env[`CMS_${key.toUpperCase()}`];
    if (value) backend[key] = value;
  }
  if (name === 'gitlab' && backend.app_id) backend.auth_type = 'pkce';
  return backend;
}

const ROOT = path.resolve(__dirname, '..');
/**
 * A package's folder, resolved from the project like Node would (createRequire: the bundler Gatsby
 * compiles gatsby-node.ts with replaces a plain require.resolve with its own).
 */
const packageDir = (name: string) => path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve(`${name}/package.json`));

/**
 * Everything under /admin/, as URL path (relative to /admin/) → file on disk: the editor's own files
 * (static/admin/), Decap's standalone bundle and its lazy chunks, the site's stylesheet for previews,
 * the font. The build copies them into public/admin/ (static/admin/ itself Gatsby copies), scripts/cms.mjs
 * serves them; the two generated configurations are added by each.
 */
export function adminFiles(root = ROOT): Record<string, string> {
  const DECAP_DIST = path.join(packageDir('decap-cms'), 'dist');
  const FONTS = path.join(packageDir('@fontsource-variable/vazirmatn'), 'files');
  const files: Record<string, string> = {
    'decap-cms.js': path.join(DECAP_DIST, 'decap-cms.js'),
    // Persian-calendar dates in the previews, as on the site's Persian pages.
    'jalaali.js': path.join(packageDir('jalaali-js'), 'dist/jalaali.min.js'),
    'site.css': path.join(root, 'src/styles/global.css'),
    'fonts/vazirmatn-arabic.woff2': path.join(FONTS, 'vazirmatn-arabic-wght-normal.woff2'),
    'fonts/vazirmatn-latin.woff2': path.join(FONTS, 'vazirmatn-latin-wght-normal.woff2'),
  };
  for (const f of fs.readdirSync(DECAP_DIST)) if (/^\d+\.decap-cms\.js$|\.wasm$/.test(f)) files[f] = path.join(DECAP_DIST, f);
  const own = path.join(root, 'static/admin');
  for (const f of fs.readdirSync(own)) files[f] = path.join(own, f);
  return files;
}

/** The generated files of /admin/: one configuration per interface language. */
export function adminConfigs(options: { local?: { url: string }; backend?: ProductionBackend }): Record<string, string> {
  return Object.fromEntries(
    EDITOR_LANGUAGES.map((locale) => [`config.${locale}.json`, `${JSON.stringify(buildCmsConfig({ locale, ...options }), null, 2)}\n`]),
  );
}

/** Writes the generated and copied files of /admin/ into the built site (public/admin/). */
export function writeAdmin(publicDir: string, backend = backendFromEnv()): number {
  const dir = path.join(publicDir, 'admin');
  fs.mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  let count = 0;
  for (const [rel, source] of Object.entries(adminFiles())) {
    fs.copyFileSync(source, path.join(dir, rel));
    count += 1;
  }
  for (const [rel, text] of Object.entries(adminConfigs({ backend }))) {
    fs.writeFileSync(path.join(dir, rel), text);
    count += 1;
  }
  return count;
}
