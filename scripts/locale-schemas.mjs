// Writes schemas/locales/<namespace>.schema.json from locales/{fa,en}/<namespace>.json: the keys a
// page's copy has, in both languages and every list item (a key present in every file and item is
// required). For a new page, or after adding keys to a page's copy; review the result like any other
// change. The web editor builds its forms for the page copy from these schemas, and
// __tests__/gatsby/cms-config.test.ts checks every locale file against its schema.
//
//   node scripts/locale-schemas.mjs [namespace ...]     (all namespaces when none is given)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shape of every value found at one place, across both languages and all list items. */
export function infer(values) {
  values = values.filter((v) => v !== undefined);
  if (values.some((v) => v === null)) {
    const rest = values.filter((v) => v !== null);
    return rest.length ? { anyOf: [infer(rest), { type: 'null' }] } : { type: 'null' };
  }
  if (values.every((v) => typeof v === 'string')) return { type: 'string', minLength: 1 };
  if (values.every(Array.isArray)) return { type: 'array', items: infer(values.flat()) };
  const keys = [...new Set(values.flatMap((v) => Object.keys(v)))];
  return {
    type: 'object',
    properties: Object.fromEntries(keys.map((k) => [k, infer(values.map((v) => v[k]))])),
    required: keys.filter((k) => values.every((v) => k in v)),
    additionalProperties: false,
  };
}

const read = (lang, ns) => {
  const file = path.join(ROOT, 'locales', lang, `${ns}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
};

const wanted = process.argv.slice(2);
const namespaces = wanted.length ? wanted : fs.readdirSync(path.join(ROOT, 'locales/fa')).map((f) => f.slice(0, -'.json'.length));
for (const ns of namespaces) {
  if (!/^[a-z0-9-]+$/.test(ns)) throw new Error(`not a namespace: ${ns}`);
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${ns}.schema.json`,
    title: `Page copy: ${ns}`,
    description: `Keys of locales/<language>/${ns}.json; the same keys in Persian and English.`,
    'x-fa': { title: `متن صفحه: ${ns}`, description: `کلیدهای locales/<زبان>/${ns}.json؛ کلیدهای یکسان در فارسی و انگلیسی.` },
    ...infer([read('fa', ns), read('en', ns)]),
  };
  fs.writeFileSync(path.join(ROOT, 'schemas/locales', `${ns}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`schemas/locales/${ns}.schema.json`);
}
