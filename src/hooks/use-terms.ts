// data/terms.json (dedicated portfolio management terms), unwrapped.
import { graphql, useStaticQuery } from 'gatsby';

export function useTerms() {
  const data = useStaticQuery<Queries.UseTermsQuery>(graphql`
    query UseTerms {
      termsJson {
        minimumCapitalBillionRials
        contractTermMonths
        managementFeePercent
        performanceFeePercent
        hurdlePercent
        recommendedHorizonYears
        terminationNoticeDays
        settlementWorkingDays
      }
    }
  `);
  return data.termsJson ?? null;
}
