// data/performance.json against schemas/data/performance.schema.json (draft 2020-12, Ajv), and the
// schema's own conventions: every property titled and described in English and Persian.
import fs from 'fs';
import path from 'path';
import { createAjv } from '../../gatsby/validate-data';

const ROOT = path.join(__dirname, '../..');
const read = (p: string) => JSON.parse(fs.readFileSync(path.join(ROOT, p), 'utf8'));

// The build's own validator (draft 2020-12, formats, the editor's annotation keywords), with the shared
// definitions of common.schema.json.
function validator() {
  const ajv = createAjv();
  ajv.addSchema(read('schemas/data/common.schema.json'));
  return ajv.compile(read('schemas/data/performance.schema.json'));
}

describe('performance.schema.json', () => {
  const validate = validator();
  const data = () => read('data/performance.json');

  it('data/performance.json is valid', () => {
    const ok = validate(data());
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time
  it.each<[string, (d: any) => void, string]>([
    ['a month key without its leading zero', (d) => (d.months[3].month = '1396-4'), '/months/3/month'],
    ['a return as a string', (d) => (d.months[0].composite = '0.02'), '/months/0/composite'],
    ['a loss beyond -100 %', (d) => (d.months[0].benchmark = -1), '/months/0/benchmark'],
    ['a misspelt field', (d) => (d.months[2] = { month: '1396-03', composite: 0.01, benchmrk: 0.01 }), '/months/2'],
    ['fractional rials', (d) => (d.years[1].compositeAssets = 12.5), '/years/1/compositeAssets'],
    ['a portfolio count as text', (d) => (d.years[1].portfolios = '9'), '/years/1/portfolios'],
    ['another benchmark', (d) => (d.composite.benchmark = 'S&P 500'), '/composite/benchmark'],
  ])('rejects %s', (_, change, where) => {
    const d = data();
    change(d);
    expect(validate(d)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain(where);
  });

  it('titles and describes every property in English and Persian', () => {
    const missing: string[] = [];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time
    const walk = (node: any, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (node.properties)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time
        for (const [key, child] of Object.entries<any>(node.properties)) {
          const where = `${at}.${key}`;
          if (!child.title || !child.description || !child['x-fa']?.title || !child['x-fa']?.description) missing.push(where);
          walk(child, where);
        }
      if (node.items) walk(node.items, `${at}[]`);
    };
    const schema = read('schemas/data/performance.schema.json');
    walk(schema, '');
    expect(missing).toEqual([]);
    expect(schema.$id).toBe('performance.schema.json');
  });
});
