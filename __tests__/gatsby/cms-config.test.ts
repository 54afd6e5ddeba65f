/** @jest-environment node */
// The web editor's configuration is generated from the JSON Schemas, and the editor saves files in the
// repository's own form.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { adminFiles } from '../../gatsby/cms/admin-files';
import { copyCollection, dataCollections, NOT_EDITED } from '../../gatsby/cms/collections';
import { buildCmsConfig } from '../../gatsby/cms/config';
import { UI_TEXT } from '../../gatsby/cms/ui-text';
import { createAjv, dataSchemaNames, SCHEMAS_DIR } from '../../gatsby/validate-data';
import { SchemaFiles } from '../../gatsby/schema-refs';
import { isolateLatin } from '../../src/lib/bidi';
import { dataFormatName, type EditorField } from '../../src/admin/contract';
import { formatJson } from '../../src/admin/json-format';
import { languageFile } from '../../src/admin/copy-files';

const ROOT = path.resolve(__dirname, '../..');
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time
const readJson = (p: string): Json => JSON.parse(fs.readFileSync(path.join(ROOT, p), 'utf8'));

function find(fields: EditorField[], names: string[]): EditorField {
  let list = fields;
  let field: EditorField | undefined;
  for (const name of names) {
    field = list.find((f) => f.name === name);
    if (!field) throw new Error(`no field ${names.join('.')}`);
    list = field.fields ?? [];
  }
  return field as EditorField;
}

describe('editor configuration from the schemas', () => {
  const fa = buildCmsConfig({ locale: 'fa' }).decap as Json;
  const en = buildCmsConfig({ locale: 'en' }).decap as Json;

  it("has one collection per data file, in its schema's format, and the page copy in both languages", () => {
    const files = fa.collections.flatMap((c: Json) => c.files.map((f: Json) => f.file));
    for (const name of dataSchemaNames().filter((n) => !NOT_EDITED.includes(n))) expect(files).toContain(`data/${name}.json`);
    // What the site has published is written by npm run publish:quarters, never edited (docs/publications.md).
    expect(files).not.toContain('data/published-months.json');
    // One entry per page for its copy, Persian and English side by side (Decap's i18n panes), kept in two files.
    for (const ns of fs.readdirSync(path.join(ROOT, 'locales/fa'))) {
      expect(files).toContain(`locales/${ns}`);
      for (const lang of ['fa', 'en']) expect(languageFile(`locales/${ns}`, lang)).toBe(`locales/${lang}/${ns}`);
    }
    expect(fa.i18n).toEqual({ structure: 'single_file', locales: ['fa', 'en'], default_locale: 'fa' });
    const copy = fa.collections.find((c: Json) => c.format === 'json-copy');
    expect(copy.i18n).toBe(true);
    for (const file of copy.files) expect(file.i18n).toBe(true);
  });

  it("gives every schema property a field, labelled in the interface's language", () => {
    const staffFa = fa.collections.find((c: Json) => c.name === 'staff').files[0].fields;
    const staffEn = en.collections.find((c: Json) => c.name === 'staff').files[0].fields;
    const schema = readJson('schemas/data/staff.schema.json');
    for (const key of Object.keys(schema.items.properties)) {
      expect(find(staffFa, ['items', key]).label).toBe(schema.items.properties[key]['x-fa'].title);
      expect(find(staffEn, ['items', key]).label).toBe(schema.items.properties[key].title);
    }
  });

  it.each([
    ['staff', ['items', 'name'], { widget: 'localized', required: true }],
    ['organization', ['items', 'holder'], { widget: 'localized', nullable: true, required: false }],
    ['licences', ['items', 'issuedOn'], { widget: 'iso-date', required: true }],
    ['licences', ['items', 'validUntil'], { widget: 'iso-date', nullable: true, required: false }],
    ['licences', ['items', 'image'], { widget: 'image', media_folder: '/static/images/licences', public_folder: '/images/licences' }],
    ['contracts', ['items', 'file'], { widget: 'file', media_folder: '/static/downloads', public_folder: '/downloads' }],
    [
      'staff',
      ['items', 'group'],
      {
        widget: 'select',
        options: [
          { value: 'board', label: 'هیئت‌مدیره' },
          { value: 'management', label: 'مدیران' },
        ],
      },
    ],
    ['staff', ['items', 'qualifications'], { widget: 'select', multiple: true }],
    ['staff', ['items', 'order'], { widget: 'number', value_type: 'int', min: 1 }],
    ['performance', ['months', 'composite'], { widget: 'number', value_type: 'float' }],
    [
      'performance',
      ['months', 'month'],
      {
        widget: 'persian-month',
        sequence: { list: 'months', inception: ['composite', 'inception'] },
        messages: expect.objectContaining({ format: expect.stringContaining('\u2068YYYY-\u2060MM\u2069'), order: expect.stringContaining('{previous}') }),
      },
    ],
    ['performance', ['composite', 'inception'], { widget: 'persian-month' }],
    ['performance', ['years', 'dispersion'], { widget: 'number', nullable: true, required: false }],
    ['company', ['contact', 'fax'], { widget: 'string', required: false }],
    ['company', ['externalLinks', 'blog'], { widget: 'string', required: false }],
  ])('%s %j is %j', (collection, names, expected) => {
    const fields = fa.collections.find((c: Json) => c.name === collection).files[0].fields;
    expect(find(fields, names as string[])).toMatchObject(expected);
  });

  it("follows the schema's own $defs as well as common.schema.json's: every menu of menus.json is one menu set", () => {
    const menus = fa.collections.find((c: Json) => c.name === 'menus').files[0].fields;
    for (const set of [['header'], ['footer', 'quickAccess'], ['footer', 'services'], ['footer', 'contact']])
      for (const lang of ['fa', 'en']) {
        expect(find(menus, [...set, lang])).toMatchObject({ widget: 'list', label: lang === 'fa' ? 'منوی فارسی' : 'منوی انگلیسی' });
        expect(find(menus, [...set, lang, 'children', 'route'])).toMatchObject({ widget: 'string', label: 'صفحه', required: false });
      }
    expect(find(menus, ['footer', 'contact'])).toMatchObject({ widget: 'object', label: 'تماس با ما' });
  });

  it('names a reference that does not resolve', () => {
    const files = new SchemaFiles(path.join(SCHEMAS_DIR, 'data'));
    expect(() => files.resolve({ $ref: '#/$defs/nothing' }, 'menus.schema.json')).toThrow('schemas: menus.schema.json: $ref #/$defs/nothing: not found');
    expect(() => files.resolve({ $ref: 'https://example.org/x.json' }, 'menus.schema.json')).toThrow('only schemas of the same folder are followed');
  });

  it("checks patterns with the schema's expression and a message in the interface's language", () => {
    const company = fa.collections.find((c: Json) => c.name === 'company').files[0].fields;
    const [pattern, message] = find(company, ['contact', 'postalCode']).pattern as string[];
    expect(new RegExp(pattern).test('1969914311')).toBe(true);
    expect(new RegExp(pattern).test('12345')).toBe(false);
    expect(message).toMatch(/^قالب این خانه درست نیست\. ده رقم\.$/);
    // An external link may stay empty ("activated soon") or be an https:// address.
    const [link] = find(company, ['externalLinks', 'blog']).pattern as string[];
    expect(['', 'https://blog.example/'].map((v) => new RegExp(link).test(v))).toEqual([true, true]);
    expect(new RegExp(link).test('http://blog.example/')).toBe(false);
  });

  it('isolates the Latin runs of a Persian hint so that the sentence keeps its order', () => {
    const staff = fa.collections.find((c: Json) => c.name === 'staff');
    expect(staff.description).toContain('\u2068/directors/\u2069');
    expect(isolateLatin('به شکل YYYY-MM، برای نمونه ۱۳۹۶-۰۱')).toBe('به شکل \u2068YYYY-\u2060MM\u2069، برای نمونه ۱۳۹۶-۰۱');
  });

  it('makes a data file added later with its schema editable without code', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
    try {
      fs.cpSync(SCHEMAS_DIR, tmp, { recursive: true });
      fs.writeFileSync(
        path.join(tmp, 'data/awards.schema.json'),
        JSON.stringify({
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          $id: 'awards.schema.json',
          title: 'Awards',
          description: 'Prizes.',
          'x-fa': { title: 'جایزه‌ها', description: 'جایزه‌ها.' },
          type: 'array',
          items: {
            type: 'object',
            required: ['title'],
            additionalProperties: false,
            properties: {
              title: {
                $ref: 'common.schema.json#/$defs/localizedString',
                title: 'Title',
                description: 'Name.',
                'x-fa': { title: 'عنوان', description: 'نام.' },
              },
            },
          },
        }),
      );
      const { collections, formats } = dataCollections('fa', tmp);
      const awards = collections.find((c: Json) => c.name === 'awards') as Json;
      expect(awards).toMatchObject({ label: 'جایزه‌ها', format: dataFormatName('awards'), files: [{ file: 'data/awards.json' }] });
      expect(formats).toContainEqual({ name: dataFormatName('awards'), collection: 'awards', list: true });
      expect(find(awards.files[0].fields, ['items', 'title'])).toMatchObject({ widget: 'localized', label: 'عنوان' });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("labels the page copy's common keys in the interface's language, and any other key by its name", () => {
    const fa = (copyCollection('fa') as Json).files.find((f: Json) => f.file === 'locales/home.json');
    const en = (copyCollection('en') as Json).files.find((f: Json) => f.file === 'locales/home.json');
    expect(find(fa.fields, ['heading']).label).toBe('عنوان اصلی');
    expect(find(en.fields, ['heading']).label).toBe('Heading');
    expect(find(fa.fields, ['meta', 'description']).label).toBe('توضیح');
    const walk = (fields: EditorField[]): EditorField[] => fields.flatMap((f) => [f, ...walk(f.fields ?? (f.field ? [f.field] : []))]);
    const other = walk(fa.fields).find((f) => !(f.name in UI_TEXT.fa.copyLabels));
    expect(other).toBeDefined();
    expect(other?.label).toBe(other?.name);
  });

  it('marks every text of the page copy as written in each language', () => {
    const home = (copyCollection('fa') as Json).files.find((f: Json) => f.file === 'locales/home.json');
    expect(find(home.fields, ['heading'])).toMatchObject({ widget: 'copy-text', i18n: true, required: true });
    // A link has a route or an external address: the key the schema does not require may stay out.
    expect(find(home.fields, ['sections', 'links', 'route'])).toMatchObject({ required: false });
    expect(find(home.fields, ['sections', 'links', 'label'])).toMatchObject({ required: true });
    const walk = (fields: EditorField[]): EditorField[] => fields.flatMap((f) => [f, ...walk(f.fields ?? (f.field ? [f.field] : []))]);
    for (const file of (copyCollection('en') as Json).files)
      for (const f of walk(file.fields)) expect([file.name, f.name, f.i18n]).toEqual([file.name, f.name, true]);
  });

  it('lists, for the editor, the format of every data file and the page copy read from two files each (src/admin/contract.ts)', () => {
    const { decap, editor } = buildCmsConfig({ locale: 'fa' });
    const data = decap.collections.filter((c) => c.name !== 'copy');
    expect(editor.formats.map((f) => f.name)).toEqual(data.map((c) => c.format));
    for (const format of editor.formats) {
      const schema = readJson(`schemas/data/${format.collection}.schema.json`);
      expect([format.collection, format.list]).toEqual([format.collection, schema.type === 'array']);
    }
    const copy = decap.collections.find((c) => c.name === editor.copy.collection);
    expect(editor.copy.files).toEqual(copy?.files?.map((f) => f.file));
    expect(editor.copy.languages).toEqual(['fa', 'en']);
    expect(editor.phrases).toBe(UI_TEXT.fa.decap);
    expect(editor.controls).toBe(UI_TEXT.fa.controls);
  });

  it.each([
    ['staff', 'staff', 'directors/'],
    ['performance', 'performance', 'efficiency/'],
    ['licences', 'licences', 'certificate/'],
    ['contracts', 'contracts', 'contracts/'],
    ['copy', 'home', ''],
    ['copy', 'managers', 'managers/'],
    ['copy', 'calculator', 'calculation/'],
  ])("opens the preview of %s/%s at the page that shows it (%s after the preview's address)", (collection, file, previewPath) => {
    const found = fa.collections.find((c: Json) => c.name === collection).files.find((f: Json) => f.name === file);
    expect(found.preview_path).toBe(previewPath);
  });

  it('serves only known files under /admin/, all of which exist', () => {
    const files = adminFiles();
    for (const [rel, source] of Object.entries(files)) {
      expect(rel).not.toMatch(/\.\.|^\//);
      expect(fs.existsSync(source)).toBe(true);
    }
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'admin.css', 'decap-cms.js', 'site.css', 'preview.css']));
  });
});

describe("the repository's JSON form", () => {
  const files = ['data', 'locales/fa', 'locales/en'].flatMap((d) => fs.readdirSync(path.join(ROOT, d)).map((f) => `${d}/${f}`));

  it.each(files)('%s is written as the editor writes it', (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    expect(formatJson(JSON.parse(text))).toBe(text);
  });
});

describe('page copy schemas', () => {
  const ajv = createAjv();
  const namespaces = fs.readdirSync(path.join(ROOT, 'locales/fa')).map((f) => f.slice(0, -5));
  it.each(namespaces.flatMap((ns) => ['fa', 'en'].map((lang) => [ns, lang])))('locales/%s (%s) follows schemas/locales', (ns, lang) => {
    const validate = ajv.getSchema(`${ns}.schema.json`) ?? ajv.compile(readJson(`schemas/locales/${ns}.schema.json`));
    const file = `locales/${lang}/${ns}.json`;
    if (!fs.existsSync(path.join(ROOT, file))) return;
    expect(validate(readJson(file)) ? [] : validate.errors).toEqual([]);
  });
});
