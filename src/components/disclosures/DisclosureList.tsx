// The disclosure documents (data/disclosures.json), newest first: each with its type, period, publication
// date (Persian calendar on Persian pages), file format and size, and the download. Each item's id is the
// document's, so the feed and the site search link straight to it.
import React from 'react';
import styled from 'styled-components';
import { fileFormat, type Disclosure } from '../../lib/disclosures';
import { formatDate, formatFileSize } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';

export type DisclosureLabels = { type: string; period: string; published: string; size: string; format: string; language: string; download: string };

export type DisclosureListProps = {
  documents: readonly Disclosure[];
  language: Language;
  months: readonly string[];
  labels: DisclosureLabels;
  typeNames: Record<string, string>;
  documentLanguageNames: Record<string, string>;
  units: { kb: string; mb: string };
  empty: string;
};

export function DisclosureList({ documents, language, months, labels, typeNames, documentLanguageNames, units, empty }: DisclosureListProps) {
  if (!documents.length) return <p>{empty}</p>;
  return (
    <List>
      {documents.map((d) => (
        <li key={d.jsonId} id={d.jsonId} data-type={d.type}>
          <h3 id={`${d.jsonId}-title`}>{d.title[language]}</h3>
          <dl>
            <div>
              <dt>{labels.type}</dt>
              <dd>{typeNames[d.type] ?? d.type}</dd>
            </div>
            <div>
              <dt>{labels.period}</dt>
              <dd>{d.period[language]}</dd>
            </div>
            <div>
              <dt>{labels.published}</dt>
              <dd>
                <time dateTime={d.published}>{formatDate(d.published, language, months)}</time>
              </dd>
            </div>
            <div>
              <dt>{labels.format}</dt>
              <dd>
                {fileFormat(d.file)}
                {language === 'fa' ? '، ' : ', '}
                {formatFileSize(d.sizeBytes, language, units)}
              </dd>
            </div>
            <div>
              <dt>{labels.language}</dt>
              <dd>{documentLanguageNames[d.language] ?? d.language}</dd>
            </div>
          </dl>
          <a href={d.file} hrefLang={d.language === 'en' ? 'en-US' : 'fa'} type="application/pdf" aria-describedby={`${d.jsonId}-title`} download>
            {labels.download}
          </a>
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
  gap: 1rem;
  li {
    padding: 1rem 1.25rem;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    font-size: 1.1rem;
    margin: 0 0 0.5rem;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dl div {
    display: flex;
    gap: 0.35rem;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
  a {
    font-weight: 700;
  }
`;
