/** @jest-environment node */
// The editor saves in the repository's JSON form: keys in the schema's order (Decap's Immutable maps lose
// it past eight keys), cleared values as the schema wants them, a list file unwrapped again, the page
// copy's key order as read, 2-space indentation and a final newline.
import fs from 'fs';
import path from 'path';
import { buildCmsConfig } from '../../gatsby/cms/config';
import { NOT_EDITED } from '../../gatsby/cms/collections';
import { COPY_FORMAT, dataFormatName, LIST_FIELD } from '../../src/admin/contract';
import { copyFormatter, dataFormatter, formatsOf } from '../../src/admin/formats';
import { formatJson, KeyOrders, ordered } from '../../src/admin/json-format';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('ordered', () => {
  it("puts keys back in the schema's order, a cleared nullable value to null, a cleared optional one away", () => {
    const fields = [
      { name: 'id', widget: 'string' },
      { name: 'title', widget: 'localized' },
      { name: 'validUntil', widget: 'iso-date', nullable: true, required: false },
      { name: 'fax', widget: 'string', required: false },
      {
        name: 'capital',
        widget: 'object',
        fields: [
          { name: 'current', widget: 'number' },
          { name: 'founding', widget: 'number' },
        ],
      },
    ];
    const scrambled = { capital: { founding: 8, current: 600 }, fax: '', validUntil: '', title: { en: 'T', fa: 'ت' }, id: 'x', extra: 1 };
    expect(JSON.stringify(ordered(scrambled, fields))).toBe(
      '{"id":"x","title":{"fa":"ت","en":"T"},"validUntil":null,"capital":{"current":600,"founding":8},"extra":1}',
    );
  });
});

describe('KeyOrders', () => {
  it("keeps the page copy's key order as read", () => {
    const orders = new KeyOrders();
    orders.remember(JSON.parse('{"meta":{"title":"a","description":"b"},"heading":"h","lead":"l"}'));
    expect(JSON.stringify(orders.restore({ lead: 'L', heading: 'H', meta: { description: 'B', title: 'A' } }))).toBe(
      '{"meta":{"title":"A","description":"B"},"heading":"H","lead":"L"}',
    );
  });
});

describe('the formats the editor registers', () => {
  const generated = buildCmsConfig({ locale: 'fa' });
  const formats = new Map(formatsOf(generated));

  it('has one format per data file of the configuration, and the page copy', () => {
    expect([...formats.keys()]).toEqual([COPY_FORMAT, ...generated.decap.collections.filter((c) => c.name !== 'copy').map((c) => c.format)]);
  });

  // Every data file but those the editor does not offer (gatsby/cms/collections.ts NOT_EDITED).
  it.each(
    fs
      .readdirSync(path.join(ROOT, 'data'))
      .map((f) => f.replace(/\.json$/, ''))
      .filter((name) => !NOT_EDITED.includes(name)),
  )('writes data/%s.json back unchanged after a round trip through Decap (keys scrambled as its maps do)', (name) => {
    const text = read(`data/${name}.json`);
    const format = formats.get(dataFormatName(name));
    expect(format).toBeDefined();
    const loaded = format!.fromFile(text);
    const scramble = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(scramble)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, scramble(x)]),
            )
          : v;
    expect(format!.toFile(scramble(loaded))).toBe(text);
  });

  it('edits a list file as one list field and unwraps it on saving', () => {
    const format = dataFormatter({ name: 'x', collection: 'x', list: true }, [
      {
        name: LIST_FIELD,
        widget: 'list',
        fields: [
          { name: 'a', widget: 'string' },
          { name: 'b', widget: 'string' },
        ],
      },
    ]);
    expect(format.fromFile('[{"a":"1","b":"2"}]')).toEqual({ [LIST_FIELD]: [{ a: '1', b: '2' }] });
    expect(format.toFile({ [LIST_FIELD]: [{ b: '2', a: '1' }] })).toBe(formatJson([{ a: '1', b: '2' }]));
  });

  it("writes the page copy with its files' key order", () => {
    const copy = copyFormatter();
    const text = `{"fa":${read('locales/fa/home.json')},"en":${read('locales/en/home.json')}}`;
    const loaded = copy.fromFile(text) as Record<string, Record<string, unknown>>;
    const reversed = Object.fromEntries(Object.entries(loaded.fa).reverse());
    expect(JSON.parse(copy.toFile({ fa: reversed, en: loaded.en }))).toEqual(JSON.parse(text));
    expect(Object.keys(JSON.parse(copy.toFile({ fa: reversed, en: loaded.en })).fa)).toEqual(Object.keys(loaded.fa));
  });
});
