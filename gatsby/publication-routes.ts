// The pages made from data rather than listed in data/routes.json (docs/publications.md): one factsheet
// per quarter end of the performance record (/reports/1404-q3/), and one page per disclosure filter
// (/disclosures/type/<type>/, /disclosures/year/<year>/). A new quarter in data/performance.json or a new
// type or year in data/disclosures.json makes its page at the next build, with no code. gatsby-node plans
// them with the routes (gatsby/pages.ts planPages), so each is built in both languages.
import fs from 'fs';
import path from 'path';
import type { RouteEntry } from './pages';
import { recordQuarters } from '../src/lib/factsheets';
import { filterPath, filterValues, filterVariant, type Disclosure, type DisclosureFilter } from '../src/lib/disclosures';
import type { PerformanceData } from '../src/lib/performance';
import { LANGUAGES, type Language } from '../src/lib/i18n-config';
import { translatorFromNodes } from '../src/lib/locale-data';
import { quarterLabel, quarterWordsFromNodes } from '../src/lib/quarter-label';
import { monthLabel } from '../src/lib/performance-labels';

/** The archive's route id: factsheets share its link-preview image (gatsby/og-images.ts draws one per route). */
export const REPORTS_ROUTE = 'reports';
export const DISCLOSURES_ROUTE = 'disclosures';
export const FACTSHEET_NAMESPACES = ['common', 'reports', 'efficiency'] as const;

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The route id of a factsheet: "factsheet-1404-q3". */
export const factsheetRouteId = (quarterKey: string) => `factsheet-${quarterKey}`;

/** One route per quarter the record reaches; its variant is the quarter's key. */
export function factsheetRoutes(dataDir: string): RouteEntry[] {
  const { months } = readJson<PerformanceData>(path.join(dataDir, 'performance.json'));
  return recordQuarters(months).map((q) => ({
    id: factsheetRouteId(q.key),
    path: `/reports/${q.key}/`,
    template: 'factsheet',
    namespaces: [...FACTSHEET_NAMESPACES],
    variant: q.key,
  }));
}

/** One route per type and per year that has a document; its variant names the filter (src/lib/disclosures.ts). */
export function disclosureFilterRoutes(dataDir: string): RouteEntry[] {
  const list = readJson<Pick<Disclosure, 'type' | 'published'>[]>(path.join(dataDir, 'disclosures.json'));
  const { types, years } = filterValues(list);
  const filters: DisclosureFilter[] = [...types.map((type) => ({ kind: 'type' as const, type })), ...years.map((year) => ({ kind: 'year' as const, year }))];
  return filters.map((filter) => ({
    id: `${DISCLOSURES_ROUTE}-${filterVariant(filter)!.replace(':', '-')}`,
    path: filterPath(filter),
    template: 'disclosures',
    namespaces: ['common', DISCLOSURES_ROUTE],
    variant: filterVariant(filter),
  }));
}

/** Every page made from data. */
export function publicationRoutes(dataDir: string): RouteEntry[] {
  return [...factsheetRoutes(dataDir), ...disclosureFilterRoutes(dataDir)];
}

/** The words of one language's quarter labels, read from its locale files (no i18n provider at build time). */
export function quarterWordsOf(localesDir: string, language: Language, namespaces: readonly string[] = ['common']) {
  const nodes = { edges: namespaces.map((ns) => ({ node: { ns, data: fs.readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8') } })) };
  const t = translatorFromNodes(nodes);
  return { nodes, t, words: quarterWordsFromNodes(nodes, t) };
}

/**
 * The latest factsheet, for the links from the home page and /efficiency: its key and its label in each
 * language, worked here so those pages ship two strings rather than the record's maths.
 */
export function latestFactsheet(months: PerformanceData['months'], localesDir: string): { key: string; label: Record<Language, string> } | null {
  const quarters = recordQuarters(months);
  const latest = quarters[quarters.length - 1];
  if (!latest) return null;
  const label = Object.fromEntries(LANGUAGES.map((language) => [language, quarterLabel(latest, language, quarterWordsOf(localesDir, language).words)]));
  return { key: latest.key, label: label as Record<Language, string> };
}

/** The end of a record month ("1405-08") as each language writes it, for pages that ship the words, not the calendar. */
export function monthEndLabels(month: string, localesDir: string): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, monthLabel(month, 'end', language, quarterWordsOf(localesDir, language).words.months)]),
  ) as Record<Language, string>;
}
