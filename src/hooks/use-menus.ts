// data/menus.json: header and footer menus for one language.
import { graphql, useStaticQuery } from 'gatsby';
import type { Language } from '../lib/i18n-config';

export function useMenus(language: Language) {
  const data = useStaticQuery<Queries.UseMenusQuery>(graphql`
    query UseMenus {
      menusJson {
        header {
          fa {
            key
            route
            external
            children {
              key
              route
              external
            }
          }
          en {
            key
            route
            external
            children {
              key
              route
              external
            }
          }
        }
        footer {
          quickAccess {
            fa {
              key
              route
              external
            }
            en {
              key
              route
              external
            }
          }
          services {
            fa {
              key
              route
              external
            }
            en {
              key
              route
              external
            }
          }
          contact {
            fa {
              key
              route
              external
            }
            en {
              key
              route
              external
            }
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
