// Interpolation values ({{companyName}}, {{capitalNow}}, {{recordKind}}, {{copyrightYear}}, ...) for a
// language, worked out at build time from data/ and the locales (companyJson.facts: gatsby/site-facts.ts).
import { graphql, useStaticQuery } from 'gatsby';
import type { Language } from '../lib/i18n-config';

export function useFacts(language: Language): Record<string, string> {
  const data = useStaticQuery<Queries.UseFactsQuery>(graphql`
    query UseFacts {
      companyJson {
        facts
      }
    }
  `);
  const facts = (data.companyJson?.facts as Record<Language, Record<string, string>> | undefined)?.[language];
  if (!facts) throw new Error('companyJson.facts is missing');
  return facts;
}
