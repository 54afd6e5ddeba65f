// What the home page shows of the performance record, in one static query of fields gatsby-node.ts
// resolves at build time, so the page ships numbers and words, not the record's maths: the last full
// Persian-calendar year against TEDPIX, the latest year so far (gross, net of the model fee, TEDPIX, with
// its last month in both languages, and the latest year-end assets), and the latest quarterly factsheet.
import { graphql, useStaticQuery } from 'gatsby';
import type { LatestYear } from '../lib/fees';
import { yearLabel } from '../lib/format';
import { localizePath, type Language } from '../lib/i18n-config';
import { useRoutePaths } from './use-route-paths';

export type YearReturn = { label: string; portfolio: number; index: number };
export type HomeLatestYear = LatestYear & { to: string };
export type HomeRecord = { lastFullYear: YearReturn | null; latest: HomeLatestYear | null; factsheet: { to: string; label: string } | null };

export function useHomeRecord(language: Language): HomeRecord {
  const data = useStaticQuery<Queries.UseHomeRecordQuery>(graphql`
    query UseHomeRecord {
      performanceJson {
        lastFullYear {
          year
          composite
          benchmark
        }
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
        latestFactsheet {
          key
          label {
            fa
            en
          }
        }
      }
    }
  `);
  const paths = useRoutePaths();
  const { lastFullYear: full, latestYear: latest, latestFactsheet: sheet } = data.performanceJson ?? {};
  return {
    lastFullYear: full ? { label: yearLabel(full.year, language), portfolio: full.composite, index: full.benchmark } : null,
    latest: latest ? { ...latest, to: latest.lastMonthLabel[language] } : null,
    factsheet: sheet && paths.reports ? { to: localizePath(`${paths.reports}${sheet.key}/`, language), label: sheet.label[language] } : null,
  };
}
