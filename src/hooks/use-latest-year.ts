// The record's latest year for the home page (the year so far to its last month, gross, net of the model
// fee and TEDPIX, and the latest year-end assets), worked at build time by the `latestYear` field that
// gatsby-node.ts resolves with src/lib/fees.ts: the page carries the numbers, not the maths.
import { graphql, useStaticQuery } from 'gatsby';
import type { LatestYear } from '../lib/fees';
import type { Language } from '../lib/i18n-config';

/** The latest year, with the end of its last month in the page's language (`to`). */
export function useLatestYear(language: Language): (LatestYear & { to: string }) | null {
  const data = useStaticQuery<Queries.UseLatestYearQuery>(graphql`
    query UseLatestYear {
      performanceJson {
        latestYear {
          year
          lastMonth
          lastMonthLabel {
            fa
            en
          }
          composite
          benchmark
          net
          assetsYear
          compositeAssets
          firmAssets
        }
      }
    }
  `);
  const latest = data.performanceJson?.latestYear;
  return latest ? { ...latest, to: latest.lastMonthLabel[language] } : null;
}
