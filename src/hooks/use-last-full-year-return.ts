// The home page's performance figure: the last full Persian-calendar year of the performance record
// (data/performance.json, chain-linked by src/lib/performance.ts) against the TEDPIX index.
import type { Language } from '../lib/i18n-config';
import { lastFullYear } from '../lib/performance';
import { yearLabel } from '../components/efficiency/labels';
import { usePerformance } from './use-performance';

export type YearReturn = { label: string; portfolio: number; index: number };

export function useLastFullYearReturn(language: Language): YearReturn | null {
  const row = lastFullYear(usePerformance());
  return row ? { label: yearLabel(row.year, language), portfolio: row.composite, index: row.benchmark } : null;
}
