// Licences and certificates (data/licences.json, in its order: the main licence first): issuer, number,
// issue date, validity judged against the build date, and image. An expired item says so.
import React from 'react';
import styled from 'styled-components';
import { formatDate } from '../../lib/format';
import { localizeDigits } from '../../lib/digits';
import type { Language } from '../../lib/i18n-config';
import { card, cardGrid } from '../../styles/mixins';
import { licenceStatus } from '../../lib/licence-status';

type L = { fa: string; en: string };
export type Licence = { jsonId: string; title: L; issuer: L; number: string; issuedOn: string; validUntil: string | null; image: string; imageAlt: L };
export type LicenceLabels = { issuer: string; number: string; issuedOn: string; validUntil: string; noExpiry: string; expiredOn: string; expired: string };
export { licenceStatus, type LicenceStatus } from '../../lib/licence-status';

type LicenceListProps = { licences: readonly Licence[]; language: Language; months: readonly string[]; labels: LicenceLabels; today: string };

export function LicenceList({ licences, language, months, labels, today }: LicenceListProps) {
  return (
    <Grid>
      {licences.map((licence) => {
        const status = licenceStatus(licence.validUntil, today);
        return (
          <Card key={licence.jsonId} aria-labelledby={`licence-${licence.jsonId}`} data-status={status}>
            <img src={licence.image} alt={licence.imageAlt[language]} width={600} height={420} loading="lazy" decoding="async" />
            <h2 id={`licence-${licence.jsonId}`}>{licence.title[language]}</h2>
            {status === 'expired' ? <Expired>{labels.expired}</Expired> : null}
            <dl>
              <dt>{labels.issuer}</dt>
              <dd>{licence.issuer[language]}</dd>
              <dt>{labels.number}</dt>
              <dd>{localizeDigits(licence.number, language)}</dd>
              <dt>{labels.issuedOn}</dt>
              <dd>
                <time dateTime={licence.issuedOn}>{formatDate(licence.issuedOn, language, months)}</time>
              </dd>
              <dt>{status === 'expired' ? labels.expiredOn : labels.validUntil}</dt>
              <dd>{licence.validUntil ? <time dateTime={licence.validUntil}>{formatDate(licence.validUntil, language, months)}</time> : labels.noExpiry}</dd>
            </dl>
          </Card>
        );
      })}
    </Grid>
  );
}

const Grid = styled.div`
  ${cardGrid('18rem')}
`;

const Card = styled.section`
  ${card}
  padding: 1rem;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 600 / 420;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #fff;
  }
  h2 {
    font-size: 1.1rem;
    margin: 1rem 0 0.5rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
  }
  &[data-status='expired'] img {
    opacity: 0.6;
  }
`;

const Expired = styled.p`
  display: inline-block;
  margin: 0 0 0.5rem;
  padding: 0 0.5rem;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.error};
  font-weight: 700;
`;
