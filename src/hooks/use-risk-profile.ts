// data/suitability.json (the risk self-check's questions, answers, scores and profiles), unwrapped.
import { graphql, useStaticQuery } from 'gatsby';
import type { RiskProfileData } from '../lib/risk-profile';

export function useRiskProfile(): RiskProfileData {
  const data = useStaticQuery<Queries.UseRiskProfileQuery>(graphql`
    query UseRiskProfile {
      suitabilityJson {
        parts {
          id
          title {
            fa
            en
          }
          questions {
            id
            text {
              fa
              en
            }
            options {
              text {
                fa
                en
              }
              score
            }
          }
        }
        profiles {
          id
          name {
            fa
            en
          }
          minPercent
          meaning {
            fa
            en
          }
        }
      }
    }
  `);
  return data.suitabilityJson as unknown as RiskProfileData;
}
