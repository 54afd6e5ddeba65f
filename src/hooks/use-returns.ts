// data/returns.json as chart/table periods in the page's language, in chronological order.
import { graphql, useStaticQuery } from 'gatsby';
import type { Language } from '../lib/i18n-config';
import type { ReturnsPeriod } from '../components/efficiency/ReturnsTable';

export function useReturns(language: Language): ReturnsPeriod[] {
  const data = useStaticQuery<Queries.UseReturnsQuery>(graphql`
    query UseReturns {
      allReturnsJson(sort: { start: ASC }) {
        nodes { jsonId label { fa en } start grossReturn indexYield }
      }
    }
  `);
  return data.allReturnsJson.nodes.map((n) => ({ id: n.jsonId, label: n.label[language], grossReturn: n.grossReturn, indexYield: n.indexYield }));
}
