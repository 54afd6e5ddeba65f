// /offline/: the Persian offline page (src/offline/OfflineRoute.tsx). Not in data/routes.json:
// nobody navigates here; the service worker shows it in place of pages it cannot fetch.
import { graphql } from 'gatsby';
import { OfflineHead, OfflineRoute } from '../offline/OfflineRoute';

export default OfflineRoute;
export const Head = OfflineHead;

export const query = graphql`
  query OfflinePage($language: String!) {
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
