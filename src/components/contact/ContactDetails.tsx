// Contact information from data/company.json: phone numbers and email as links, address, hours.
import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n-config';
import { localizeDigits } from '../../lib/digits';
import { PhoneLink } from './PhoneLink';
import type { Company } from '../../hooks/use-company';
import { card, inlineTarget } from '../../styles/mixins';

type ContactDetailsProps = { company: Company; language: Language };

export function ContactDetails({ company, language }: ContactDetailsProps) {
  const { t } = useTranslation('common');
  return (
    <Details>
      <div>
        <dt>{t('footer.phone')}</dt>
        {company.contact.phones.map((phone) => (
          <dd key={phone}>
            <PhoneLink phone={phone} language={language} />
          </dd>
        ))}
      </div>
      <div>
        <dt>{t('footer.email')}</dt>
        <dd>
          <a href={`mailto:${company.contact.email}`} dir="ltr">
            {company.contact.email}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('footer.address')}</dt>
        <dd>{company.contact.address[language]}</dd>
        <dd>
          {t('footer.postalCode')}: {localizeDigits(company.contact.postalCode, language)}
        </dd>
      </div>
      <div>
        <dt>{t('footer.workingHours')}</dt>
        <dd>{company.contact.workingHours[language]}</dd>
      </div>
    </Details>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  margin: 0 0 2rem;
  div {
    ${card} padding: 1rem 1.25rem;
  }
  dt {
    font-weight: 700;
    margin-bottom: 0.25rem;
  }
  dd {
    margin: 0 0 0.25rem;
  }
  a {
    ${inlineTarget}
  }
`;
