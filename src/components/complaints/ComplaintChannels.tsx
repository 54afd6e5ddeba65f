// /complaints: the three ways to complain (the contact form opened with a "Complaint" subject, the
// phone numbers, a letter to the postal address), from the page's copy and data/company.json.
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { contactSubjectHref } from '../../forms/contact-subjects';
import { localizeDigits } from '../../lib/digits';
import { localizePath, type Language } from '../../lib/i18n-config';
import type { Company } from '../../hooks/use-company';
import { usePageCopy } from '../../hooks/use-page-copy';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { PhoneLink } from '../contact/PhoneLink';
import { cardList, inlineTarget } from '../../styles/mixins';

type ComplaintChannelsProps = { company: Company; language: Language; namespace: string };

export function ComplaintChannels({ company, language, namespace }: ComplaintChannelsProps) {
  const copy = usePageCopy(namespace, language);
  const paths = useRoutePaths();
  const contactPath = paths['contact-us'];
  const { contact } = company;
  return (
    <Section aria-labelledby="channels-heading" id="how-to-complain">
      <h2 id="channels-heading">{copy.text('channels.heading')}</h2>
      <p>{copy.text('channels.intro')}</p>
      <Channels>
        <li>
          <h3>{copy.text('channels.form.title')}</h3>
          <p>{copy.text('channels.form.body')}</p>
          {contactPath ? (
            <Action to={contactSubjectHref(localizePath(contactPath, language), 'complaint')} data-complaint-form="">
              {copy.text('channels.form.link')}
            </Action>
          ) : null}
        </li>
        <li>
          <h3>{copy.text('channels.phone.title')}</h3>
          <p>{copy.text('channels.phone.body', { workingHours: contact.workingHours[language] })}</p>
          <Phones>
            {contact.phones.map((phone) => (
              <li key={phone}>
                <PhoneLink phone={phone} language={language} />
              </li>
            ))}
          </Phones>
        </li>
        <li>
          <h3>{copy.text('channels.letter.title')}</h3>
          <p>{copy.text('channels.letter.body')}</p>
          <address>
            {contact.address[language]}
            <br />
            {copy.text('channels.letter.postalCode')}: {localizeDigits(contact.postalCode, language)}
          </address>
        </li>
      </Channels>
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: 2.5rem;
  > p {
    max-width: 50rem;
  }
`;

const Channels = styled.ul`
  ${cardList}
  margin: 1rem 0 0;
  address {
    font-style: normal;
  }
`;

const Phones = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    ${inlineTarget}
  }
`;

const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.4rem 1rem;
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: 600;
  text-decoration: none;
`;
