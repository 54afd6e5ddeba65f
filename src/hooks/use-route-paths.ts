// Route id → path (data/routes.json), so links name pages by id and never hard-code a path.
import { graphql, useStaticQuery } from 'gatsby';

export function useRoutePaths(): Record<string, string> {
  const data = useStaticQuery<Queries.UseRoutePathsQuery>(graphql`
    query UseRoutePaths {
      allRoutesJson {
        nodes {
          jsonId
          path
        }
      }
    }
  `);
  return Object.fromEntries(data.allRoutesJson.nodes.map((n) => [n.jsonId, n.path]));
}
