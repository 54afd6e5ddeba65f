// data/performance.json, unwrapped: the composite, its months and its year-end entries, in file order
// (the build's data check has made sure that order is the calendar's).
import { graphql, useStaticQuery } from 'gatsby';
import type { PerformanceData } from '../lib/performance';

export function usePerformance(): PerformanceData {
  const data = useStaticQuery<Queries.UsePerformanceQuery>(graphql`
    query UsePerformance {
      performanceJson {
        composite {
          inception
          created
          benchmark
          currency
        }
        months {
          month
          composite
          benchmark
        }
        years {
          year
          portfolios
          compositeAssets
          firmAssets
          dispersion
        }
      }
    }
  `);
  return data.performanceJson as PerformanceData;
}
