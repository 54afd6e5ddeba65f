// data/economy.json (inflation, deposit rate cap, year-end prices by Persian year), unwrapped.
import { graphql, useStaticQuery } from 'gatsby';
import type { EconomyData } from '../lib/economy';

export function useEconomy(): EconomyData {
  const data = useStaticQuery<Queries.UseEconomyQuery>(graphql`
    query UseEconomy {
      economyJson {
        inflation {
          year
          rate
          publisher
          baseYear
          note {
            fa
            en
          }
          source {
            name {
              fa
              en
            }
            url
            read
          }
        }
        depositCap {
          year
          rate
          inForce {
            fa
            en
          }
          note {
            fa
            en
          }
          source {
            name {
              fa
              en
            }
            url
            read
          }
        }
        usdYearEnd {
          year
          rials
        }
        goldCoinYearEnd {
          year
          rials
        }
      }
    }
  `);
  return data.economyJson as unknown as EconomyData;
}
