// data/licences.json in the file's order (the main licence first), for the home page's figures and trust strip.
import { graphql, useStaticQuery } from 'gatsby';

export type LicenceSummary = { jsonId: string; number: string; validUntil: string | null; issuer: { fa: string; en: string } };

export function useLicences(): LicenceSummary[] {
  const data = useStaticQuery<Queries.UseLicencesQuery>(graphql`
    query UseLicences {
      allLicencesJson {
        nodes {
          jsonId
          number
          validUntil
          issuer {
            fa
            en
          }
        }
      }
    }
  `);
  return data.allLicencesJson.nodes.map((n) => ({ jsonId: n.jsonId, number: n.number, validUntil: n.validUntil ?? null, issuer: n.issuer }));
}
