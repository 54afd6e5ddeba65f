// Sample contracts and forms (data/contracts.json): each a real file under static/downloads with its
// type and size (measured at build time) shown next to the download link.
import React from 'react';
import styled from 'styled-components';
import { formatDate, formatFileSize } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';

type L = { fa: string; en: string };
export type Contract = { jsonId: string; title: L; description: L; file: string; language: string; updated: string; sizeBytes: number };
export type ContractLabels = { download: string; type: string; size: string; updated: string };

type ContractListProps = {
  contracts: readonly Contract[];
  language: Language;
  months: readonly string[];
  labels: ContractLabels;
  units: { kb: string; mb: string };
  documentLanguageNames: Record<string, string>;
};

export function fileType(file: string): string {
  return (file.split('.').pop() ?? '').toUpperCase();
}

export function ContractList({ contracts, language, months, labels, units, documentLanguageNames }: ContractListProps) {
  return (
    <List>
      {contracts.map((c) => (
        <li key={c.jsonId}>
          <h2 id={`contract-${c.jsonId}`}>{c.title[language]}</h2>
          <p>{c.description[language]}</p>
          <Meta>
            <span>
              {labels.type}: {fileType(c.file)} ({documentLanguageNames[c.language] ?? c.language})
            </span>
            <span>
              {labels.size}: {formatFileSize(c.sizeBytes, language, units)}
            </span>
            <span>
              {labels.updated}: <time dateTime={c.updated}>{formatDate(c.updated, language, months)}</time>
            </span>
          </Meta>
          <Download href={c.file} download hrefLang={c.language === 'en' ? 'en-US' : 'fa'} aria-describedby={`contract-${c.jsonId}`}>
            {labels.download}
          </Download>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  li {
    padding: 1.25rem;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.5rem;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.95rem;
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.4rem 1.25rem;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 700;
  text-decoration: none;
`;
