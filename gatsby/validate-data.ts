// Validates data/ as a whole: each file against its schema, then the references between files
// (menu → route, menu → external link, contract → downloadable file, route → template, middleware).
import fs from 'fs';
import path from 'path';
import { ValidationError } from 'yup';
import { assertKnownMiddlewares } from '../src/lib/middlewares';
import { checkPerformance } from '../src/lib/performance';
import { DATA_FILES } from './data-schemas';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export type DataDirs = { dataDir: string; staticDir: string; templatesDir: string };

function fieldPath(file: string, index: number | null, err: ValidationError): string {
  const inner = err.path ? err.path : '(root)';
  return `data/${file}: ${index === null ? '' : `[${index}].`}${inner}: ${err.message}`;
}

/** Reads and checks every data file; returns one message per problem (empty when all is well). */
export function validateData({ dataDir, staticDir, templatesDir }: DataDirs): string[] {
  const errors: string[] = [];
  const loaded: Record<string, Json> = {};

  for (const [file, { schema, array, required }] of Object.entries(DATA_FILES)) {
    const full = path.join(dataDir, file);
    if (!fs.existsSync(full)) {
      if (required) errors.push(`data/${file}: file is missing`);
      continue;
    }
    let value: Json;
    try {
      value = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (e) {
      errors.push(`data/${file}: not valid JSON (${(e as Error).message})`);
      continue;
    }
    if (array && !Array.isArray(value)) {
      errors.push(`data/${file}: must be an array`);
      continue;
    }
    const items: [number | null, Json][] = array ? (value as Json[]).map((v, i) => [i, v]) : [[null, value]];
    for (const [index, item] of items) {
      try {
        schema.validateSync(item, { strict: true, abortEarly: true });
      } catch (e) {
        if (e instanceof ValidationError) errors.push(fieldPath(file, index, e));
        else throw e;
      }
    }
    loaded[file] = value;
  }
  if (errors.length) return errors;

  const routes: Json[] = loaded['routes.json'];
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

  const externals = loaded['company.json'].externalLinks as Record<string, string>;
  const checkMenu = (items: Json[], where: string) =>
    items.forEach((item, i) => {
      const at = `${where}[${i}]`;
      if (item.route !== undefined && !routeIds.has(item.route)) errors.push(`data/menus.json: ${at}.route: unknown route "${item.route}"`);
      if (item.external !== undefined && !(item.external in externals))
        errors.push(`data/menus.json: ${at}.external: "${item.external}" is not a key of company.json externalLinks`);
      if (item.children) checkMenu(item.children, `${at}.children`);
    });
  const menus = loaded['menus.json'];
  for (const lang of ['fa', 'en']) {
    checkMenu(menus.header[lang], `header.${lang}`);
    for (const column of ['quickAccess', 'services', 'contact']) checkMenu(menus.footer[column][lang], `footer.${column}.${lang}`);
  }

  (loaded['contracts.json'] as Json[]).forEach((c, i) => {
    if (!fs.existsSync(path.join(staticDir, c.file))) errors.push(`data/contracts.json: [${i}].file: static${c.file} does not exist`);
  });
  (loaded['licences.json'] as Json[]).forEach((l, i) => {
    if (!fs.existsSync(path.join(staticDir, l.image))) errors.push(`data/licences.json: [${i}].image: static${l.image} does not exist`);
  });
  const units = loaded['organization.json'] as Json[];
  const unitIds = new Set(units.map((u) => u.id));
  units.forEach((u, i) => {
    if (u.reportsTo !== null && !unitIds.has(u.reportsTo)) errors.push(`data/organization.json: [${i}].reportsTo: unknown unit "${u.reportsTo}"`);
  });
  if (units.filter((u) => u.reportsTo === null).length !== 1) errors.push('data/organization.json: (root): exactly one unit must have reportsTo null');
  errors.push(...checkPerformance(loaded['performance.json']));
  return errors;
}
