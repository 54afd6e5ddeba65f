// The page-query fragment every template uses: the translation namespaces its route names
// (data/routes.json), in its language. gatsby-plugin-react-i18next reads them from `locales`.
import { graphql } from 'gatsby';

export const pageLocales = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
