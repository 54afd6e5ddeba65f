// Checks locales/ before a build: every namespace a route names exists in every language, each file
// is a JSON object, and the text uses only the i18next features the site's i18n core implements
// (src/lib/i18next-core.ts): `{{name}}` placeholders, nested keys and arrays. Plural keys (`_one`,
// `_other`), nesting (`$t(...)`) and formatters (`{{value, number}}`) would silently print raw in the
// browser, so they fail here with the file and the key.
import fs from 'fs';
import path from 'path';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other|plural|ordinal)$/;
const SEPARATOR = /[.:]/;
const NESTING = /\$t\(/;
const FORMATTED_PLACEHOLDER = /\{\{[^}]*,[^}]*\}\}/;

function checkTree(node: unknown, where: string, errors: string[], keyPath = ''): void {
  if (typeof node === 'string') {
    if (NESTING.test(node)) errors.push(`${where}: ${keyPath}: nesting with $t(...) is not supported; write the text out`);
    if (FORMATTED_PLACEHOLDER.test(node))
      errors.push(`${where}: ${keyPath}: formatted placeholders like {{value, number}} are not supported; pass a formatted value`);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const child = Array.isArray(node) ? `${keyPath}.${key}` : keyPath ? `${keyPath}.${key}` : key;
    if (!Array.isArray(node)) {
      if (SEPARATOR.test(key)) errors.push(`${where}: ${child}: a key must not contain "." or ":" (they separate keys and namespaces)`);
      if (PLURAL_SUFFIX.test(key)) errors.push(`${where}: ${child}: plural keys (_one, _other, ...) are not supported; write one text per number`);
    }
    checkTree(value, where, errors, child);
  }
}

/** One message per problem in `localesDir` (empty when all is well); `namespaces` are those routes use. */
export function validateLocales(localesDir: string, languages: readonly string[], namespaces: readonly string[]): string[] {
  const errors: string[] = [];
  for (const language of languages) {
    const dir = path.join(localesDir, language);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    for (const ns of namespaces) {
      if (!files.includes(`${ns}.json`)) errors.push(`locales/${language}/${ns}.json: file is missing (a route in data/routes.json uses namespace "${ns}")`);
    }
    for (const file of files) {
      const where = `locales/${language}/${file}`;
      let value: unknown;
      try {
        value = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      } catch (e) {
        errors.push(`${where}: not valid JSON (${(e as Error).message})`);
        continue;
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) errors.push(`${where}: must be a JSON object of keys`);
      else checkTree(value, where, errors);
    }
  }
  return errors;
}
