// /reports/: every quarterly factsheet by Persian year, newest first, each with the day it was published
// and a mark when it carries a correction; the latest first of all, and the feed that announces new ones.
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { formatDate, yearLabel } from '../../lib/format';
import { localizePath, type Language } from '../../lib/i18n-config';

export type ArchiveEntry = { key: string; year: number; label: string; path: string; published: string | null; corrected: boolean };

export type FactsheetArchiveProps = {
  /** Oldest first, as the record runs. */
  entries: readonly ArchiveEntry[];
  language: Language;
  months: readonly string[];
  feed: { href: string; label: string };
  text: {
    heading: string;
    year: (year: string) => string;
    latest: (quarter: string) => string;
    corrected: string;
    published: (date: string) => string;
    empty: string;
  };
};

export function FactsheetArchive({ entries, language, months, feed, text }: FactsheetArchiveProps) {
  const newest = [...entries].reverse();
  const years = [...new Set(newest.map((e) => e.year))];
  const latest = newest[0];
  return (
    <Archive>
      {latest ? (
        <p className="latest">
          <Link to={localizePath(latest.path, language)}>{text.latest(latest.label)}</Link>
        </p>
      ) : (
        <p>{text.empty}</p>
      )}
      <p>
        <a href={feed.href} type="application/atom+xml">
          {feed.label}
        </a>
      </p>
      {years.length ? <h2 id="archive-heading">{text.heading}</h2> : null}
      {years.map((year) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h3 id={`year-${year}`}>{text.year(yearLabel(year, language))}</h3>
          <ul>
            {newest
              .filter((e) => e.year === year)
              .map((e) => (
                <li key={e.key} data-quarter={e.key}>
                  <Link to={localizePath(e.path, language)}>{e.label}</Link>
                  {e.published ? (
                    <span className="meta">
                      {' — '}
                      <time dateTime={e.published}>{text.published(formatDate(e.published, language, months))}</time>
                    </span>
                  ) : null}
                  {e.corrected ? <span className="meta"> ({text.corrected})</span> : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </Archive>
  );
}

const Archive = styled.div`
  .latest {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 700;
  }
  .meta {
    color: ${({ theme }) => theme.color.muted};
  }
  ul {
    margin: 0 0 1.5rem;
  }
  li {
    margin-bottom: 0.35rem;
  }
`;
