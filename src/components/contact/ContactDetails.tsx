// The contact page's contact information (ContactEntries), each entry a card.
import React from 'react';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { ContactEntries } from './ContactEntries';
import type { Company } from '../../hooks/use-company';
import { card, inlineTarget } from '../../styles/mixins';

type ContactDetailsProps = { company: Company; language: Language };

export function ContactDetails({ company, language }: ContactDetailsProps) {
  return (
    <Details>
      <ContactEntries company={company} language={language} withPostalCode />
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
