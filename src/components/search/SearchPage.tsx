// What the search page (/search/, the content template's variant "search") adds to its copy: the search
// field and results, rendered in the browser only, and every page of the site by section, which is all
// it shows without JavaScript. Loaded apart from the template, in the search dialog's chunk, so that the
// other copy-only pages do not carry it.
import React from 'react';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { usePageCopy } from '../../hooks/use-page-copy';
import { SearchPanel } from './SearchPanel';
import { SiteMap } from './SiteMap';

type SearchPageProps = { namespace: string; language: Language; routeId: string };

export default function SearchPage({ namespace, language, routeId }: SearchPageProps) {
  const copy = usePageCopy(namespace, language);
  return (
    <>
      <ScriptedPanel language={language} queryInAddress />
      <SiteMap
        language={language}
        heading={copy.text('siteMap.heading')}
        mainPages={copy.text('siteMap.mainPages')}
        morePages={copy.text('siteMap.morePages')}
        currentRouteId={routeId}
      />
    </>
  );
}

// Without JavaScript there is nothing to search with: the page is its list of pages.
const ScriptedPanel = styled(SearchPanel)`
  max-width: 40rem;
  html:not([data-js]) & {
    display: none;
  }
`;
