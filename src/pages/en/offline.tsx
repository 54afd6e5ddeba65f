// /en/offline/: the English offline page (src/offline/OfflineRoute.tsx). Its own file,
// because gatsby-plugin-react-i18next's generated /en copies lose the leading slash of their path.
import { graphql } from 'gatsby';
import { OfflineHead, OfflineRoute } from '../../offline/OfflineRoute';

export default OfflineRoute;
export const Head = OfflineHead;

export const query = graphql`
  query OfflinePageEn($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "feedback"] }, language: { eq: $language } }) {
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
