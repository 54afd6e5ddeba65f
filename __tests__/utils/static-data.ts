// What Gatsby's static queries return, built from the real data/ files (ids become jsonId, as
// gatsby-transformer-json does), so components using useStaticQuery render in Jest.
import fs from 'fs';
import path from 'path';
import { lastFullYear } from '../../src/lib/performance';
import { latestYear } from '../../src/lib/fees';
import { monthEndLabels } from '../../gatsby/publication-routes';
import { siteFactsByLanguage } from '../../gatsby/site-facts';

const DATA = path.resolve(__dirname, '../../data');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8'));
const withJsonId = (items: { id?: string }[]) => items.map(({ id, ...rest }) => ({ jsonId: id, ...rest }));

/** The record with the fields gatsby-node.ts resolves at build time. */
function withLastFullYear(record: Parameters<typeof lastFullYear>[0]) {
  const row = lastFullYear(record);
  return {
    ...record,
    lastFullYear: row && { year: row.year, composite: row.composite, benchmark: row.benchmark },
    latestYear: withMonthLabel(latestYear(record, read('terms.json'))),
  };
}

/** latestYear with its month in both languages, as gatsby-node.ts resolves it. */
function withMonthLabel(latest: ReturnType<typeof latestYear>) {
  return latest && { ...latest, lastMonthLabel: monthEndLabels(latest.lastMonth, path.resolve(__dirname, '../../locales')) };
}

/** The company with the copy's values gatsby-node.ts resolves at build time (companyJson.facts). */
function withFacts(company: Parameters<typeof siteFactsByLanguage>[0]) {
  return { facts: siteFactsByLanguage(company, DATA, path.resolve(__dirname, '../../locales')), ...company };
}

export function staticQueryData(overrides: Record<string, unknown> = {}) {
  const data = {
    companyJson: read('company.json'),
    termsJson: read('terms.json'),
    menusJson: read('menus.json'),
    allRoutesJson: { nodes: withJsonId(read('routes.json')) },
    performanceJson: withLastFullYear(read('performance.json')),
    allLicencesJson: { nodes: withJsonId(read('licences.json')) },
    ...overrides,
  };
  return { ...data, companyJson: withFacts(data.companyJson) };
}

export function dataFile<T = unknown>(file: string): T {
  return read(file) as T;
}

export function asNodes<T extends { id?: string }>(items: T[]) {
  return withJsonId(items);
}
