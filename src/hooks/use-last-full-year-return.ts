// The home page's performance figure: the last full year of the performance record (data/returns.json)
// against the TEDPIX index. The only place the home page reads the record: if its shape changes, only
// this hook (and lastFullYear's input) changes.
import { graphql, useStaticQuery } from 'gatsby';
import type { Language } from '../lib/i18n-config';
import { BUILD_DATE } from '../lib/build-date';

export type YearReturn = { label: string; portfolio: number; index: number };
type Period = { end: string; label: string; portfolio: number; index: number };

/** The latest period that ended before `today` (ISO dates), or null when there is none. */
export function lastFullYear(periods: readonly Period[], today: string): YearReturn | null {
  const done = periods.filter((p) => p.end < today).sort((a, b) => (a.end < b.end ? -1 : 1));
  const last = done[done.length - 1];
  return last ? { label: last.label, portfolio: last.portfolio, index: last.index } : null;
}

export function useLastFullYearReturn(language: Language): YearReturn | null {
  const data = useStaticQuery<Queries.UseLastFullYearReturnQuery>(graphql`
    query UseLastFullYearReturn {
      allReturnsJson {
        nodes { end label { fa en } grossReturn indexYield }
      }
    }
  `);
  const periods = data.allReturnsJson.nodes.map((n) => ({ end: n.end, label: n.label[language], portfolio: n.grossReturn, index: n.indexYield }));
  return lastFullYear(periods, BUILD_DATE);
}
