/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { validateLocales } from '../../gatsby/validate-locales';

const ROOT = path.resolve(__dirname, '../..');
const routeNamespaces = [
  ...new Set((JSON.parse(fs.readFileSync(path.join(ROOT, 'data/routes.json'), 'utf8')) as { namespaces: string[] }[]).flatMap((r) => r.namespaces)),
];

/** A locales/ folder in a temp dir: { 'fa/home.json': {...} }; a string value is written as is. */
function localesWith(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

describe('validateLocales', () => {
  it('accepts the project locales', () => {
    expect(validateLocales(path.join(ROOT, 'locales'), ['fa', 'en'], routeNamespaces)).toEqual([]);
  });

  it('names a namespace a route uses that a language lacks', () => {
    const dir = localesWith({ 'fa/home.json': { title: 'خانه' }, 'en/other.json': {} });
    expect(validateLocales(dir, ['fa', 'en'], ['home'])).toEqual(['locales/en/home.json: file is missing (a route in data/routes.json uses namespace "home")']);
  });

  it('reports broken JSON and a file that is not an object of keys', () => {
    const dir = localesWith({ 'fa/a.json': '{"x": ', 'fa/b.json': ['x'] });
    const errors = validateLocales(dir, ['fa'], []);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^locales\/fa\/a\.json: not valid JSON/);
    expect(errors[1]).toBe('locales/fa/b.json: must be a JSON object of keys');
  });

  it('names the file and key of syntax the i18n core does not implement', () => {
    const dir = localesWith({
      'en/home.json': {
        hero: { 'a.b': 'dotted', 'ns:key': 'coloned', item_one: 'one', item_other: 'many' },
        list: [{ text: 'see $t(common:other)' }, 'Capital {{value, number}}', 'fine {{name}} and {{- raw}}'],
      },
    });
    expect(validateLocales(dir, ['en'], [])).toEqual([
      'locales/en/home.json: hero.a.b: a key must not contain "." or ":" (they separate keys and namespaces)',
      'locales/en/home.json: hero.ns:key: a key must not contain "." or ":" (they separate keys and namespaces)',
      'locales/en/home.json: hero.item_one: plural keys (_one, _other, ...) are not supported; write one text per number',
      'locales/en/home.json: hero.item_other: plural keys (_one, _other, ...) are not supported; write one text per number',
      'locales/en/home.json: list.0.text: nesting with $t(...) is not supported; write the text out',
      'locales/en/home.json: list.1: formatted placeholders like {{value, number}} are not supported; pass a formatted value',
    ]);
  });
});
