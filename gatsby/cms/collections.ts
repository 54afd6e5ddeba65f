// The editor's collections: one per data file (schemas/data/<name>.schema.json ↔ data/<name>.json), so
// that a data file added later with its schema becomes editable without code, and one for the copy of
// every page (schemas/locales/<namespace>.schema.json ↔ locales/{fa,en}/<namespace>.json), its two
// languages side by side.
import fs from 'fs';
import path from 'path';
import { COPY_FORMAT, dataFormatName, EDITOR_LANGUAGES, LIST_FIELD, WIDGET, type DataFormat, type EditorField, type UiLocale } from '../../src/admin/contract';
import { SchemaFiles } from '../schema-refs';
import { dataSchemaNames, readSchema, SCHEMAS_DIR } from '../validate-data';
import { FieldMapper, words } from './schema-fields';
import { UI_TEXT, type UiText } from './ui-text';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON Schema nodes of any shape, walked at run time

export type Collection = {
  name: string;
  label: string;
  description: string;
  format: string;
  i18n?: boolean;
  editor: { preview: boolean };
  files: { name: string; label: string; file: string; i18n?: boolean; fields: EditorField[] }[];
};

// The files maintainers change most come first; any other data file follows in name order.
/**
 * Data files the editor does not offer: data/published-months.json is what the site has published, written
 * by `npm run publish:quarters`; editing it by hand would defeat the check it exists for (docs/publications.md).
 */
export const NOT_EDITED = ['published-months'];

const FIRST = [
  'company',
  'staff',
  'performance',
  'errata',
  'disclosures',
  'mandates',
  'licences',
  'contracts',
  'organization',
  'history',
  'terms',
  'menus',
  'routes',
];

/**
 * One collection per data file (Decap sets the file format per collection, and each file needs its own to
 * write its keys in its schema's order: src/admin/formats.ts). A file whose top level is a list is edited
 * as one list field `LIST_FIELD`, unwrapped again on saving.
 */
export function dataCollections(locale: UiLocale, schemasDir = SCHEMAS_DIR): { collections: Collection[]; formats: DataFormat[] } {
  const mapper = new FieldMapper(new SchemaFiles(path.join(schemasDir, 'data')), locale);
  const t = UI_TEXT[locale];
  const rank = (n: string) => (FIRST.includes(n) ? FIRST.indexOf(n) : FIRST.length);
  const names = dataSchemaNames(schemasDir)
    .filter((n) => !NOT_EDITED.includes(n))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const formats: DataFormat[] = [];
  const collections = names.map((name): Collection => {
    const file = `${name}.schema.json`;
    const schema = mapper.files.read(file);
    const { label, hint } = words(schema, locale);
    const list = schema.type === 'array';
    const fields = list ? [{ ...mapper.field(LIST_FIELD, schema, true, file), label: t.list, hint }] : mapper.objectFields(schema, file);
    if (name === 'performance') inSequence(fields, t);
    const format = { name: dataFormatName(name), collection: name, list };
    formats.push(format);
    return { name, label, description: hint, format: format.name, editor: { preview: true }, files: [{ name, label, file: `data/${name}.json`, fields }] };
  });
  return { collections, formats };
}

/**
 * The performance record's months follow each other from the inception month (the build checks the
 * same): its month field is checked against the list it is in (src/admin/widgets.tsx).
 */
function inSequence(fields: EditorField[], t: UiText): void {
  const month = fields.find((f) => f.name === 'months')?.fields?.find((f) => f.name === 'month');
  if (!month) throw new Error('schemas/data/performance.schema.json: months[].month is missing');
  month.sequence = { list: 'months', inception: ['composite', 'inception'] };
  month.messages = { ...month.messages, first: t.monthFirst, order: t.monthOrder, twice: t.monthTwice };
}

/** The page copy's collection name. */
export const COPY_COLLECTION = 'copy';

/** The two languages of the page copy, Persian first (the leading pane, the one checked first on saving). */
export const COPY_I18N = { structure: 'single_file', locales: [...EDITOR_LANGUAGES], default_locale: 'fa' as UiLocale };

/** The namespaces of the page copy: one schema each in schemas/locales/. */
export function copyNamespaces(schemasDir = SCHEMAS_DIR): string[] {
  const dir = path.join(schemasDir, 'locales');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.slice(0, -'.schema.json'.length))
    .sort();
}

/**
 * The copy of every page: one entry per namespace, its Persian and English side by side. Decap's own
 * two-language editing (`i18n`, a Persian pane beside an English pane) can only keep both languages in
 * one file for a files collection (it refuses `multiple_folders` there), and the repository keeps
 * `locales/fa/<namespace>.json` and `locales/en/<namespace>.json`. So the entry's file is a name that
 * does not exist, `locales/<namespace>.json`, holding `{ "fa": …, "en": … }`; the editor's backend
 * wrapper (src/admin/copy-files.ts) reads it from the two real files and writes each language back to its own.
 */
export function copyCollection(locale: UiLocale, schemasDir = SCHEMAS_DIR): Collection {
  const t = UI_TEXT[locale];
  const files = copyNamespaces(schemasDir).map((ns) => {
    const schema = readSchema(schemasDir, 'locales', `${ns}.schema.json`);
    return { name: ns, label: words(schema, locale).label, file: `locales/${ns}.json`, i18n: true, fields: copyFields(schema, t) as EditorField[] };
  });
  return { name: COPY_COLLECTION, label: t.copy, description: t.copyDescription, format: COPY_FORMAT, i18n: true, editor: { preview: false }, files };
}

function copyFields(node: Json, t: UiText, name?: string, present = true): EditorField | EditorField[] {
  const label = name === undefined ? undefined : (t.copyLabels[name] ?? name);
  // A value that may be null (a link with no page) is a text that may stay empty; so is a key that the
  // schema does not require (a link has a route or an external address, not both).
  const alternatives: Json[] | undefined = node.anyOf;
  const nullable = !!alternatives?.some((a) => a.type === 'null');
  if (alternatives) node = alternatives.find((a) => a.type !== 'null') ?? { type: 'string' };
  const key = name ?? '';
  // i18n: every field is written in each language (each pane's text box takes its language's direction).
  if (node.type === 'string')
    return { name: key, label, widget: WIDGET.copyText, i18n: true, required: present && !nullable, nullable, messages: { required: t.required } };
  if (node.type === 'array') {
    const item = node.items ?? { type: 'string' };
    if (item.type === 'string') return { name: key, label, widget: 'list', i18n: true, required: present, field: copyFields(item, t, 'text') as EditorField };
    return { name: key, label, widget: 'list', i18n: true, required: present, fields: copyFields(item, t) as EditorField[], collapsed: true };
  }
  const required = new Set<string>(node.required ?? []);
  const fields = Object.entries(node.properties ?? {}).map(([k, child]) => copyFields(child, t, k, required.has(k)) as EditorField);
  return name === undefined ? fields : { name: key, label, widget: 'object', i18n: true, required: present, fields, collapsed: false };
}
