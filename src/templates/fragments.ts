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

/** What the factsheets and their archive need of what was published: the errata and the quarters' publication dates. */
export const publicationRecord = graphql`
  fragment PublicationRecord on Query {
    allErrataJson {
      nodes {
        month
        field
        from
        to
        date
        reason {
          fa
          en
        }
      }
    }
    publishedMonthsJson {
      quarters {
        quarter
        publishedOn
      }
    }
  }
`;
