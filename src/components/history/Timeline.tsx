// The company's history as a timeline (data/history.json), dates in the page's calendar.
import React from 'react';
import styled from 'styled-components';
import { formatDate } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';

export type HistoryEntry = { date: string; title: { fa: string; en: string }; body: { fa: string; en: string } };

type TimelineProps = { entries: readonly HistoryEntry[]; language: Language; months: readonly string[] };

export function Timeline({ entries, language, months }: TimelineProps) {
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <List>
      {sorted.map((entry) => (
        <li key={`${entry.date}-${entry.title.en}`}>
          <time dateTime={entry.date}>{formatDate(entry.date, language, months)}</time>
          <h2>{entry.title[language]}</h2>
          <p>{entry.body[language]}</p>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.5rem;
  border-left: 3px solid ${({ theme }) => theme.color.brand};
  max-width: 50rem;
  li {
    position: relative;
    padding: 0 0 1.75rem 1rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: -2.05rem;
    top: 0.45rem;
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.bg};
    border: 3px solid ${({ theme }) => theme.color.brand};
  }
  time {
    color: ${({ theme }) => theme.color.brandText};
    font-weight: 700;
  }
  h2 {
    font-size: 1.15rem;
    margin: 0.25rem 0 0.4rem;
  }
`;
