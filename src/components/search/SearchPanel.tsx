// The search field and its results, in the dialog and on the search page: results as the visitor types
// (debounced), one per page, each with the page's title, the section's heading, the passage with the
// matched words marked, and a link to the page or its section; the count announced politely. Enter
// opens the first result; the arrow keys move between the field and the results.
import React, { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, navigate } from 'gatsby';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../../lib/i18n-config';
import { formatNumber } from '../../lib/format';
import { displayLine, stripControls } from '../../lib/strip-controls';
import type { Segment } from '../../lib/search-engine';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { useSiteSearch } from '../../hooks/use-site-search';

/** Milliseconds after the last keystroke before the results follow. */
export const SEARCH_DEBOUNCE_MS = 150;

type SearchPanelProps = {
  language: Language;
  /** The search page keeps the query in its address (?q=), so a search can be shared and survives a reload. */
  queryInAddress?: boolean;
  onNavigate?: () => void;
  className?: string;
};

function Marked({ segments }: { segments: Segment[] }) {
  return <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <React.Fragment key={i}>{s.text}</React.Fragment>))}</>;
}

/** Where the query goes in the translated sentence: a NUL, which a shown query never holds (stripped). */
const QUERY_MARK = '\u0000';

/** "Nothing found for “…”" with the query isolated (<bdi>), so its direction never reorders the sentence around it. */
function NothingFound({ text, query }: { text: string; query: string }) {
  const [before, after = ''] = text.split(QUERY_MARK);
  return (
    <>
      {before}
      <bdi>{query}</bdi>
      {after}
    </>
  );
}

export function SearchPanel({ language, queryInAddress = false, onNavigate, className }: SearchPanelProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [query, setQuery] = useState('');
  const [settled, setSettled] = useState('');
  // The dialog is opened to search: its index loads at once. The search page loads it once its field is
  // used (or the address carries a query), not while the page itself loads.
  const [wanted, setWanted] = useState(!queryInAddress);
  const search = useSiteSearch(language, wanted);
  const searchPath = useRoutePaths().search;

  useEffect(() => {
    if (!queryInAddress) return;
    // A shared address may carry controls and bidi overrides (NUL, ESC, RLO…): never put in the field.
    const q = stripControls(new URLSearchParams(window.location.search).get('q') ?? '');
    setQuery(q);
    setSettled(q);
    if (q.trim()) setWanted(true);
  }, [queryInAddress]);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    if (!queryInAddress) return;
    const url = new URL(window.location.href);
    if (settled.trim()) url.searchParams.set('q', settled);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [settled, queryInAddress]);

  const result = useMemo(() => (search.status === 'ready' && settled.trim() ? search.engine.search(settled) : null), [search, settled]);

  let status: React.ReactNode = '';
  if (search.status === 'loading' && query.trim()) status = t('search.loading');
  else if (search.status === 'failed') status = t(search.offline ? 'search.unavailable' : 'search.failed');
  else if (result && result.total) status = t('search.count', { pages: formatNumber(result.total, language) });
  else if (result) status = <NothingFound text={t('search.none', { query: QUERY_MARK })} query={displayLine(settled)} />;

  const results = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    // Enter in the field opens the first result of what it holds (not of the query before the last keystrokes).
    const first = settled === query ? result?.hits[0] : undefined;
    if (e.key === 'Enter' && e.target === input.current && first) {
      e.preventDefault();
      onNavigate?.();
      navigate(first.url);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = results();
    if (!links.length) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = e.key === 'ArrowDown' ? at + 1 : at - 1;
    e.preventDefault();
    if (next < 0) input.current?.focus();
    else links[Math.min(next, links.length - 1)].focus();
  };

  return (
    // data-query: the query the results shown are for (tests wait for it).
    <Panel className={className} onKeyDown={onKeyDown} data-query={result ? settled : undefined}>
      {/* Not a <form>: a form on the page would load the toast area (ToastProvider), which search never uses. */}
      <div role="search">
        <label htmlFor={`${id}-q`}>{t('search.label')}</label>
        <Field
          ref={input}
          id={`${id}-q`}
          type="search"
          name="q"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onFocus={() => setWanted(true)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          aria-controls={`${id}-results`}
        />
        <Hint id={`${id}-hint`}>{t('search.hint')}</Hint>
      </div>
      <Status role="status">{status}</Status>
      {result && !result.total && !queryInAddress ? (
        // In the dialog, nothing found: the search page lists every page of the site.
        <Link to={localizePath(searchPath, language)} onClick={onNavigate}>
          {t('search.siteMapLink')}
        </Link>
      ) : null}
      <Results id={`${id}-results`} ref={list} aria-label={t('search.resultsLabel')} hidden={!result?.hits.length}>
        {result?.hits.map((hit) => (
          <li key={hit.url}>
            <Link to={hit.url} onClick={onNavigate}>
              <Title>
                <Marked segments={hit.title} />
              </Title>
              {hit.heading ? (
                <Section>
                  <Marked segments={hit.heading} />
                </Section>
              ) : null}
            </Link>
            <Passage>
              <Marked segments={hit.passage} />
            </Passage>
          </li>
        ))}
      </Results>
    </Panel>
  );
}

// A column, so that in the dialog the results scroll under a field that stays in view.
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  /* The matched words: a tint of the brand colour under the text's own colour (its contrast holds in both themes). */
  mark {
    background: var(--color-mark);
    color: inherit;
    font-weight: 700;
    border-radius: 2px;
    padding: 0 0.1em;
  }
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 0.4rem;
  }
`;

const Field = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.color.bg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Hint = styled.p`
  margin: 0.4rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Status = styled.p`
  margin: 0.75rem 0 0.5rem;
  font-size: 0.875rem;
  min-height: 1.3em;
`;

// Scrolls in the dialog; its inline padding keeps a focused result's outline inside the scrolling box.
const Results = styled.ol`
  list-style: none;
  margin: 0 -4px;
  padding: 0 4px 4px;
  overflow-y: auto;
  min-height: 0;
  li {
    padding: 0.6rem 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  a {
    display: block;
    color: ${({ theme }) => theme.color.link};
    text-decoration: none;
  }
  a:hover span:first-child,
  a:focus span:first-child {
    text-decoration: underline;
  }
`;

const Title = styled.span`
  display: block;
  font-weight: 700;
`;

const Section = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.text};
`;

const Passage = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;
