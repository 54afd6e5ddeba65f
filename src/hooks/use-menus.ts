// data/menus.json: header and footer menus for one language.
import { graphql, useStaticQuery } from 'gatsby';
import type { Language } from '../lib/i18n-config';

// Every menu set, header and footer alike, is queried with the same fields: a footer item's children come
// back null. The fragments are exported because Gatsby collects them from the files under src/.
export const menuFragments = graphql`
  fragment MenuSetFields on MenuSet {
    fa {
      ...MenuItemFields
    }
    en {
      ...MenuItemFields
    }
  }
  fragment MenuItemFields on MenuItem {
    key
    route
    external
    children {
      key
      route
      external
    }
  }
`;

export function useMenus(language: Language) {
  const data = useStaticQuery<Queries.UseMenusQuery>(graphql`
    query UseMenus {
      menusJson {
        header {
          ...MenuSetFields
        }
        footer {
          quickAccess {
            ...MenuSetFields
          }
          services {
            ...MenuSetFields
          }
          contact {
            ...MenuSetFields
          }
        }
      }
    }
  `);
  const menus = data.menusJson;
  if (!menus) throw new Error('data/menus.json is missing');
  return {
    header: menus.header[language],
    footer: {
      quickAccess: menus.footer.quickAccess[language],
      services: menus.footer.services[language],
      contact: menus.footer.contact[language],
    },
  };
}
