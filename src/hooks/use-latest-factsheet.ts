// The latest quarterly factsheet (computed at build time: gatsby-node's PerformanceJson.latestFactsheet),
// as the page's language links it: its localized path and label; null before the record reaches a quarter end.
import { graphql, useStaticQuery } from 'gatsby';
import { localizePath, type Language } from '../lib/i18n-config';
import { useRoutePaths } from './use-route-paths';

export function useLatestFactsheet(language: Language): { to: string; label: string } | null {
  const data = useStaticQuery<Queries.UseLatestFactsheetQuery>(graphql`
    query UseLatestFactsheet {
      performanceJson {
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
  const latest = data.performanceJson?.latestFactsheet;
  return latest && paths.reports ? { to: localizePath(`${paths.reports}${latest.key}/`, language), label: latest.label[language] } : null;
}
