// The home page's performance figure: the last full Persian-calendar year of the performance record
// (data/performance.json) against the TEDPIX index, chain-linked at build time (the `lastFullYear`
// field that gatsby-node.ts resolves with src/lib/performance.ts), so the home page carries no maths.
import { graphql, useStaticQuery } from 'gatsby';
import { yearLabel } from '../lib/format';
import type { Language } from '../lib/i18n-config';

export type YearReturn = { label: string; portfolio: number; index: number };

export function useLastFullYearReturn(language: Language): YearReturn | null {
  const data = useStaticQuery<Queries.UseLastFullYearReturnQuery>(graphql`
    query UseLastFullYearReturn {
      performanceJson {
        lastFullYear {
          year
          composite
          benchmark
        }
      }
    }
  `);
  const row = data.performanceJson?.lastFullYear;
  return row ? { label: yearLabel(row.year, language), portfolio: row.composite, index: row.benchmark } : null;
}
