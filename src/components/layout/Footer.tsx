// Site footer in four columns: brand info, quick-access pages, services links, contact links
// (all from data/), with the trust seal.
import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n-config';
import { ContactEntries } from '../contact/ContactEntries';
import { useCompany } from '../../hooks/use-company';
import { useMenus } from '../../hooks/use-menus';
import { MenuLink } from './MenuLink';
import { inlineTarget } from '../../styles/mixins';
import { TrustSeal } from './TrustSeal';

// facts: the copy's values (use-facts), {{copyrightYear}} among them: the build's year in the page's calendar.
type FooterProps = { language: Language; facts: Record<string, string> };

export function Footer({ language, facts }: FooterProps) {
  const { t } = useTranslation('common');
  const company = useCompany();
  const { footer } = useMenus(language);
  const columns = [
    { id: 'quickAccess', items: footer.quickAccess },
    { id: 'services', items: footer.services },
  ] as const;
  return (
    <Outer>
      <Grid>
        <Column aria-labelledby="footer-brand">
          <h2 id="footer-brand">{t('footer.brandHeading', facts)}</h2>
          <p>{t('footer.brandText', facts)}</p>
          <p>{t('footer.registration', facts)}</p>
          <TrustSeal alt={t('footer.trustSealAlt', facts)} />
        </Column>
        {columns.map(({ id, items }) => (
          <Column as="nav" key={id} aria-labelledby={`footer-${id}`}>
            <h2 id={`footer-${id}`}>{t(`footer.${id}`)}</h2>
            <LinkList>
              {items.map((item) => (
                <li key={item.route ?? item.external}>
                  <MenuLink route={item.route} external={item.external} language={language} />
                </li>
              ))}
            </LinkList>
          </Column>
        ))}
        <Column aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <Contact>
            <ContactEntries company={company} language={language} />
          </Contact>
          <LinkList>
            {footer.contact.map((item) => (
              <li key={item.route ?? item.external}>
                <MenuLink route={item.route} external={item.external} language={language} />
              </li>
            ))}
          </LinkList>
        </Column>
      </Grid>
      <Bottom>
        <p>{t('footer.copyright', facts)}</p>
        <p>{t('footer.regulatorNote')}</p>
      </Bottom>
    </Outer>
  );
}

const Outer = styled.footer`
  margin-top: 4rem;
  background: ${({ theme }) => theme.color.surface};
  border-top: 3px solid ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Grid = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem 1rem;
  display: grid;
  grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
  gap: 2rem;
  ${({ theme }) => theme.media.desktop} {
    gap: 2.5rem;
  }
  @media (max-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.75rem;
  }
`;

const Column = styled.section``;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin-bottom: 0.35rem;
  }
  a,
  button {
    color: inherit;
    background: none;
    border: 0;
    padding: 0.2rem 0;
    cursor: pointer;
    text-align: left;
    display: inline-block;
    min-height: 24px;
  }
  a:hover,
  button:hover {
    color: ${({ theme }) => theme.color.link};
  }
`;

const Contact = styled.dl`
  margin: 0 0 1rem;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 0.5rem;
  }
  a {
    color: inherit;
    ${inlineTarget}
  }
`;

const Bottom = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: 0.25rem 0;
  }
`;
