// Validates data/ as a whole: each file against its JSON Schema in schemas/data/ (the one declaration
// of that file's shape, also used by VS Code and by the web editor at /admin/), then the references
// between files (menu → route, menu → external link, contract → downloadable file, route → template,
// middleware). A maintainer's slip fails the build with the file and the field named.
import fs from 'fs';
import path from 'path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { assertKnownMiddlewares } from '../src/lib/middlewares';
import { checkEconomy } from '../src/lib/economy';
import { checkRiskProfile } from '../src/lib/risk-profile';
import { annualRows, checkPerformance } from '../src/lib/performance';
import { checkPublishedMonths } from '../src/lib/factsheets';
import { checkMandates } from '../src/lib/mandates';
import { partsIn } from '../src/lib/dates';
import { BUILD_DATE } from '../src/lib/build-date';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time

export type DataDirs = { dataDir: string; staticDir: string; templatesDir: string; schemasDir?: string };

export const SCHEMAS_DIR = path.resolve(__dirname, '../schemas');
const SCHEMA_SUFFIX = '.schema.json';
const COMMON = `common${SCHEMA_SUFFIX}`;

/**
 * Annotations the schemas carry for people and the editor, declared so that Ajv's strict mode (which
 * refuses unknown keywords, catching typos such as "requried") stays on: `x-fa` (Persian title and
 * description), `x-enum-labels` (labels of allowed values), `x-media` (upload folder of a file field),
 * `x-graphql` (a GraphQL type's name or scalar where the derivation's own would not do: gatsby/graphql-types.ts).
 */
export const ANNOTATION_KEYWORDS = ['x-fa', 'x-enum-labels', 'x-media', 'x-graphql'] as const;

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
  addFormats(ajv);
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword, schemaType: 'object' });
  return ajv;
}

/** Names of the data files that have a schema (`schemas/data/<name>.schema.json` ↔ `data/<name>.json`). */
export function dataSchemaNames(schemasDir = SCHEMAS_DIR): string[] {
  return fs
    .readdirSync(path.join(schemasDir, 'data'))
    .filter((f) => f.endsWith(SCHEMA_SUFFIX) && f !== COMMON)
    .map((f) => f.slice(0, -SCHEMA_SUFFIX.length))
    .sort();
}

export function readSchema(schemasDir: string, folder: 'data' | 'locales', file: string): Json {
  return JSON.parse(fs.readFileSync(path.join(schemasDir, folder, file), 'utf8'));
}

/** One compiled validator per data file, all sharing common.schema.json. */
export function compileDataSchemas(schemasDir = SCHEMAS_DIR): Record<string, ValidateFunction> {
  const ajv = createAjv();
  ajv.addSchema(readSchema(schemasDir, 'data', COMMON));
  return Object.fromEntries(dataSchemaNames(schemasDir).map((name) => [name, ajv.compile(readSchema(schemasDir, 'data', `${name}${SCHEMA_SUFFIX}`))]));
}

/** "/3/name/fa" → "[3].name.fa" (the path as a maintainer reads it in the JSON file). */
export function fieldOf(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  if (!parts.length) return '(root)';
  return parts
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`))
    .join('')
    .replace(/\]\./g, '].')
    .replace(/^\./, '');
}

function describe(err: ErrorObject): string {
  switch (err.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return `is not a known field (allowed: the fields the schema lists)`;
    case 'pattern':
    case 'format':
      return `${err.message} (got ${JSON.stringify(err.data)})`;
    case 'enum':
      return `must be one of ${(err.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')} (got ${JSON.stringify(err.data)})`;
    default:
      return `${err.message}${err.data !== undefined && typeof err.data !== 'object' ? ` (got ${JSON.stringify(err.data)})` : ''}`;
  }
}

// One message per field, the most telling first: a date that fails both its pattern and its calendar
// check reads better as "must match format date".
const PRIORITY = ['required', 'additionalProperties', 'type', 'format', 'enum', 'minLength', 'pattern'];
const rank = (e: ErrorObject) => (PRIORITY.includes(e.keyword) ? PRIORITY.indexOf(e.keyword) : PRIORITY.length);

/**
 * Ajv's errors as "data/<file>: <field>: <problem>", one per field. anyOf/oneOf report every branch
 * that failed: when a more precise error names the same field or one inside it, only that one is kept.
 */
export function formatErrors(file: string, errors: readonly ErrorObject[]): string[] {
  const located = errors.map((err) => {
    const extra =
      err.keyword === 'required'
        ? (err.params as { missingProperty: string }).missingProperty
        : err.keyword === 'additionalProperties'
          ? (err.params as { additionalProperty: string }).additionalProperty
          : undefined;
    return { err, field: fieldOf(err.instancePath, extra), at: err.instancePath + (extra !== undefined ? `/${extra}` : '') };
  });
  const combinators = new Set(['anyOf', 'oneOf', 'not', 'if']);
  const kept = located.filter(({ err, at }) => {
    if (!combinators.has(err.keyword)) {
      // A branch of anyOf/oneOf: keep it only when no sibling branch passed on type (e.g. null vs date).
      const inBranch = /\/(anyOf|oneOf)\/\d+\//.test(err.schemaPath);
      if (!inBranch) return true;
      return !located.some((o) => o !== undefined && o.at === at && !/\/(anyOf|oneOf)\/\d+\//.test(o.err.schemaPath));
    }
    return !located.some(
      (o) => !combinators.has(o.err.keyword) && !/\/(anyOf|oneOf)\/\d+\//.test(o.err.schemaPath) && (o.at === at || o.at.startsWith(`${at}/`)),
    );
  });
  // Inside anyOf (e.g. "a date or null"), the type mismatch of the other branch is noise when the value
  // has the right type for one of them: prefer the error that is not a type error.
  const byField = new Map<string, ErrorObject[]>();
  for (const { err, field } of kept) byField.set(field, [...(byField.get(field) ?? []), err]);
  const lines: string[] = [];
  for (const [field, errs] of byField) {
    const precise = errs.filter((e) => e.keyword !== 'type' && !combinators.has(e.keyword) && e.keyword !== 'const');
    const chosen = (precise.length ? precise : errs).sort((a, b) => rank(a) - rank(b))[0];
    lines.push(`data/${file}: ${field}: ${describe(chosen)}`);
  }
  return lines;
}

/** Reads and checks every data file; returns one message per problem (empty when all is well). */
export function validateData({ dataDir, staticDir, templatesDir, schemasDir = SCHEMAS_DIR }: DataDirs): string[] {
  const errors: string[] = [];
  const loaded: Record<string, Json> = {};
  const validators = compileDataSchemas(schemasDir);

  for (const [name, validate] of Object.entries(validators)) {
    const file = `${name}.json`;
    const full = path.join(dataDir, file);
    if (!fs.existsSync(full)) {
      errors.push(`data/${file}: file is missing (schemas/data/${name}${SCHEMA_SUFFIX} declares it)`);
      continue;
    }
    let value: Json;
    try {
      value = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (e) {
      errors.push(`data/${file}: not valid JSON (${(e as Error).message})`);
      continue;
    }
    if (!validate(value)) {
      errors.push(...formatErrors(file, validate.errors ?? []));
      continue;
    }
    loaded[file] = value;
  }
  for (const file of fs.readdirSync(dataDir)) {
    if (file.endsWith('.json') && !(file.slice(0, -5) in validators))
      errors.push(`data/${file}: no schema; add schemas/data/${file.slice(0, -5)}${SCHEMA_SUFFIX}`);
  }
  if (errors.length) return errors;
  return checkReferences(loaded, { staticDir, templatesDir });
}

/** What a schema cannot say: references between files and to files on disk. */
function checkReferences(loaded: Record<string, Json>, { staticDir, templatesDir }: Pick<DataDirs, 'staticDir' | 'templatesDir'>): string[] {
  const errors: string[] = [];
  const routes: Json[] = loaded['routes.json'] ?? [];
  const routeIds = new Set<string>();
  const routePaths = new Set<string>();
  routes.forEach((route, i) => {
    if (routeIds.has(route.id)) errors.push(`data/routes.json: [${i}].id: "${route.id}" is used twice`);
    if (routePaths.has(route.path)) errors.push(`data/routes.json: [${i}].path: "${route.path}" is used twice`);
    routeIds.add(route.id);
    routePaths.add(route.path);
    if (!fs.existsSync(path.join(templatesDir, `${route.template}.tsx`)))
      errors.push(`data/routes.json: [${i}].template: no template src/templates/${route.template}.tsx`);
    try {
      assertKnownMiddlewares(route.middlewares, route.path);
    } catch (e) {
      errors.push(`data/routes.json: [${i}].middlewares: ${(e as Error).message}`);
    }
  });

  const externals = (loaded['company.json']?.externalLinks ?? {}) as Record<string, string>;
  const checkMenu = (items: Json[], where: string) =>
    items.forEach((item, i) => {
      const at = `${where}[${i}]`;
      if (item.route !== undefined && !routeIds.has(item.route)) errors.push(`data/menus.json: ${at}.route: unknown route "${item.route}"`);
      if (item.external !== undefined && !(item.external in externals))
        errors.push(`data/menus.json: ${at}.external: "${item.external}" is not a key of company.json externalLinks`);
      if (item.children) checkMenu(item.children, `${at}.children`);
    });
  const menus = loaded['menus.json'];
  if (menus) {
    for (const lang of ['fa', 'en']) {
      checkMenu(menus.header[lang], `header.${lang}`);
      for (const column of ['quickAccess', 'services', 'contact']) checkMenu(menus.footer[column][lang], `footer.${column}.${lang}`);
    }
  }

  ((loaded['contracts.json'] ?? []) as Json[]).forEach((c, i) => {
    if (!fs.existsSync(path.join(staticDir, c.file))) errors.push(`data/contracts.json: [${i}].file: static${c.file} does not exist`);
  });
  ((loaded['licences.json'] ?? []) as Json[]).forEach((l, i) => {
    if (!fs.existsSync(path.join(staticDir, l.image))) errors.push(`data/licences.json: [${i}].image: static${l.image} does not exist`);
  });
  // The footer shows the seal as valid or ended by its licence record (src/hooks/use-trust-seal.ts).
  const seal = loaded['company.json']?.trustSeal;
  if (seal && loaded['licences.json'] && !(loaded['licences.json'] as Json[]).some((l) => l.number === seal.id))
    errors.push(`data/company.json: trustSeal.id: "${seal.id}" is not the number of a licence in data/licences.json`);
  // The trustee and the auditor were appointed while the company existed, and not in a year still to come.
  const company = loaded['company.json'];
  if (company?.oversight) {
    const first = partsIn(company.registeredDate, 'jalali').year;
    const now = partsIn(BUILD_DATE, 'jalali').year;
    for (const role of ['trustee', 'auditor']) {
      const year = company.oversight[role]?.appointedJalaliYear;
      if (typeof year === 'number' && (year < first || year > now))
        errors.push(`data/company.json: oversight.${role}.appointedJalaliYear: ${year} is not between ${first} (registration) and ${now} (this year)`);
    }
  }
  const units = (loaded['organization.json'] ?? []) as Json[];
  const unitIds = new Set(units.map((u) => u.id));
  units.forEach((u, i) => {
    if (u.reportsTo !== null && !unitIds.has(u.reportsTo)) errors.push(`data/organization.json: [${i}].reportsTo: unknown unit "${u.reportsTo}"`);
  });
  if (units.length && units.filter((u) => u.reportsTo === null).length !== 1)
    errors.push('data/organization.json: (root): exactly one unit must have reportsTo null');
  errors.push(...checkPerformance(loaded['performance.json']));
  if (loaded['suitability.json']) errors.push(...checkRiskProfile(loaded['suitability.json']));
  // The comparison figures belong to years of the record (a record that failed its own check names no years).
  if (loaded['economy.json'] && loaded['performance.json'] && !errors.length)
    errors.push(
      ...checkEconomy(
        loaded['economy.json'],
        annualRows(loaded['performance.json']).map((r) => r.year),
      ),
    );
  // A month a factsheet published changes only with its erratum (docs/publications.md).
  if (loaded['performance.json'] && loaded['published-months.json'])
    errors.push(...checkPublishedMonths(loaded['performance.json'].months, loaded['published-months.json'], loaded['errata.json'] ?? []));
  ((loaded['disclosures.json'] ?? []) as Json[]).forEach((d, i) => {
    if (!fs.existsSync(path.join(staticDir, d.file))) errors.push(`data/disclosures.json: [${i}].file: static${d.file} does not exist`);
  });
  errors.push(...checkMandates(loaded['mandates.json'] ?? []));
  return errors;
}
