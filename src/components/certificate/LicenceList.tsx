// Licences and certificates (data/licences.json): issuer, number, issue date, validity and image.
import React from 'react';
import styled from 'styled-components';
import { formatDate } from '../../lib/format';
import { localizeDigits } from '../../lib/digits';
import type { Language } from '../../lib/i18n-config';
import { card, cardGrid } from '../../styles/mixins';

type L = { fa: string; en: string };
export type Licence = { jsonId: string; title: L; issuer: L; number: string; issuedOn: string; validUntil: string | null; image: string; imageAlt: L };
export type LicenceLabels = { issuer: string; number: string; issuedOn: string; validUntil: string; noExpiry: string };

type LicenceListProps = { licences: readonly Licence[]; language: Language; months: readonly string[]; labels: LicenceLabels };

export function LicenceList({ licences, language, months, labels }: LicenceListProps) {
  return (
    <Grid>
      {licences.map((licence) => (
        <Card key={licence.jsonId} aria-labelledby={`licence-${licence.jsonId}`}>
          <img src={licence.image} alt={licence.imageAlt[language]} width={600} height={420} loading="lazy" decoding="async" />
          <h2 id={`licence-${licence.jsonId}`}>{licence.title[language]}</h2>
          <dl>
            <dt>{labels.issuer}</dt>
            <dd>{licence.issuer[language]}</dd>
            <dt>{labels.number}</dt>
            <dd>{localizeDigits(licence.number, language)}</dd>
            <dt>{labels.issuedOn}</dt>
            <dd>
              <time dateTime={licence.issuedOn}>{formatDate(licence.issuedOn, language, months)}</time>
            </dd>
            <dt>{labels.validUntil}</dt>
            <dd>{licence.validUntil ? <time dateTime={licence.validUntil}>{formatDate(licence.validUntil, language, months)}</time> : labels.noExpiry}</dd>
          </dl>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  ${cardGrid('18rem')}
`;

const Card = styled.section`
  ${card}
  padding: 1rem;
  img { display: block; width: 100%; height: auto; aspect-ratio: 600 / 420; border-radius: ${({ theme }) => theme.radius.sm}; background: #fff; }
  h2 { font-size: 1.1rem; margin: 1rem 0 0.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0; }
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; }
`;
