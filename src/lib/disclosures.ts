// The disclosures (data/disclosures.json) on /disclosures/: newest first, filtered by type or by the
// Persian-calendar year of publication, each filter a page of its own (/disclosures/type/<type>/,
// /disclosures/year/<year>/) so the filters are plain links that work without JavaScript.
import { partsIn } from './dates';

export const DISCLOSURE_TYPES = ['conflict-of-interest', 'beneficial-interest', 'financial-statements', 'board-report', 'licence', 'other'] as const;
export type DisclosureType = (typeof DISCLOSURE_TYPES)[number];

export type Disclosure = {
  jsonId: string;
  type: string;
  title: { fa: string; en: string };
  period: { fa: string; en: string };
  published: string;
  file: string;
  language: string;
  sizeBytes: number;
};

/** A filter of the list: all, one type, or one Persian year of publication. */
export type DisclosureFilter = { kind: 'all' } | { kind: 'type'; type: string } | { kind: 'year'; year: number };

/** The Persian-calendar year a document was published in. */
export function disclosureYear(d: Pick<Disclosure, 'published'>): number {
  return partsIn(d.published, 'jalali').year;
}

/** Newest first by publication date, then by title's id for a stable order. */
export function disclosuresNewestFirst<T extends Pick<Disclosure, 'published' | 'jsonId'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.published.localeCompare(a.published) || a.jsonId.localeCompare(b.jsonId));
}

export function applyFilter<T extends Pick<Disclosure, 'published' | 'type' | 'jsonId'>>(list: readonly T[], filter: DisclosureFilter): T[] {
  const kept = list.filter((d) => (filter.kind === 'type' ? d.type === filter.type : filter.kind === 'year' ? disclosureYear(d) === filter.year : true));
  return disclosuresNewestFirst(kept);
}

/** The types and years that have at least one document (the filters worth a link), in list order: types as DISCLOSURE_TYPES, years newest first. */
export function filterValues(list: readonly Pick<Disclosure, 'published' | 'type'>[]): { types: string[]; years: number[] } {
  return {
    types: DISCLOSURE_TYPES.filter((t) => list.some((d) => d.type === t)),
    years: [...new Set(list.map(disclosureYear))].sort((a, b) => b - a),
  };
}

/** The page context's variant of a filter page ("type:licence", "year:1404"), and back. */
export function filterVariant(filter: DisclosureFilter): string | null {
  return filter.kind === 'type' ? `type:${filter.type}` : filter.kind === 'year' ? `year:${filter.year}` : null;
}

export function parseFilterVariant(variant: string | null | undefined): DisclosureFilter {
  const m = /^(type|year):(.+)$/.exec(variant ?? '');
  if (!m) return { kind: 'all' };
  return m[1] === 'type' ? { kind: 'type', type: m[2] } : { kind: 'year', year: Number(m[2]) };
}

/** The unlocalized path of a filter's page. */
export function filterPath(filter: DisclosureFilter): string {
  return filter.kind === 'type' ? `/disclosures/type/${filter.type}/` : filter.kind === 'year' ? `/disclosures/year/${filter.year}/` : '/disclosures/';
}

/** "application/pdf" → "PDF": the format a visitor reads, from the file's extension. */
export function fileFormat(file: string): string {
  return (file.split('.').pop() ?? '').toUpperCase();
}
