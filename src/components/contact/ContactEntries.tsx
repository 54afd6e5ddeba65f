// The company's contact entries from data/company.json, as the term–description groups of a <dl>:
// phone numbers and email as links, the address (with the postal code where asked), the working
// hours. The contact page lays the groups out as cards; the footer as a plain list.
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n-config';
import { localizeDigits } from '../../lib/digits';
import type { Company } from '../../hooks/use-company';
import { PhoneLink } from './PhoneLink';

type ContactEntriesProps = { company: Company; language: Language; withPostalCode?: boolean };

export function ContactEntries({ company, language, withPostalCode = false }: ContactEntriesProps) {
  const { t } = useTranslation('common');
  const { contact } = company;
  return (
    <>
      <div>
        <dt>{t('footer.phone')}</dt>
        {contact.phones.map((phone) => (
          <dd key={phone}>
            <PhoneLink phone={phone} language={language} />
          </dd>
        ))}
      </div>
      <div>
        <dt>{t('footer.email')}</dt>
        <dd>
          <a href={`mailto:${contact.email}`} dir="ltr">
            {contact.email}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('footer.address')}</dt>
        <dd>{contact.address[language]}</dd>
        {withPostalCode ? (
          <dd>
            {t('footer.postalCode')}: {localizeDigits(contact.postalCode, language)}
          </dd>
        ) : null}
      </div>
      <div>
        <dt>{t('footer.workingHours')}</dt>
        <dd>{contact.workingHours[language]}</dd>
      </div>
    </>
  );
}
