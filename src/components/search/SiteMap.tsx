// Every page of the site by section, as the header menu groups them (data/menus.json), then the pages
// the menu does not list (data/routes.json): what the search page shows, and all it shows without
// JavaScript.
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../../lib/i18n-config';
import { useMenus } from '../../hooks/use-menus';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { SUPERSEDED_BY } from '../../lib/page-meta';

type SiteMapProps = { language: Language; heading: string; mainPages: string; morePages: string; currentRouteId: string };

export function SiteMap({ language, heading, mainPages, morePages, currentRouteId }: SiteMapProps) {
  const { t } = useTranslation('common');
  const { header } = useMenus(language);
  const paths = useRoutePaths();
  const listed = new Set<string>([currentRouteId]);
  const take = (ids: (string | null | undefined)[]) =>
    ids.filter((id): id is string => !!id && id in paths && !listed.has(id) && !(id in SUPERSEDED_BY)).map((id) => (listed.add(id), id));
  const groups = [
    { key: 'main', label: mainPages, routes: take(header.filter((item) => !item.children?.length).map((item) => item.route)) },
    ...header
      .filter((item) => item.children?.length)
      .map((item) => ({ key: item.key ?? '', label: t(`menu.groups.${item.key}`), routes: take(item.children!.map((child) => child.route)) })),
  ];
  groups.push({ key: 'more', label: morePages, routes: take(Object.keys(paths)) });
  return (
    <Map aria-labelledby="site-map-heading">
      <h2 id="site-map-heading">{heading}</h2>
      <Groups>
        {groups
          .filter((g) => g.routes.length)
          .map((g) => (
            <section key={g.key} aria-labelledby={`site-map-${g.key}`}>
              <h3 id={`site-map-${g.key}`}>{g.label}</h3>
              <ul>
                {g.routes.map((id) => (
                  <li key={id}>
                    <Link to={localizePath(paths[id], language)}>{t(`menu.routes.${id}`)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </Groups>
    </Map>
  );
}

const Map = styled.nav`
  margin-top: 2rem;
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1rem 2rem;
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  li {
    margin: 0.3rem 0;
  }
`;
