// EN on Persian pages, FA on English ones: a link to the same route in the other locale that also
// writes the locale cookie (365 days, path /, SameSite=Lax; None+Secure when embedded cross-origin).
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { isCrossOriginEmbedded, writeCookie } from '../../runtime/cookies';
import { LOCALE_COOKIE, localizePath, type Language } from '../../lib/i18n-config';

type LanguageSwitchProps = { language: Language; routePath: string };

export function otherLanguage(language: Language): Language {
  return language === 'fa' ? 'en' : 'fa';
}

export function rememberLanguage(language: Language): void {
  writeCookie(LOCALE_COOKIE, language, isCrossOriginEmbedded() ? { maxAgeDays: 365, sameSite: 'None', secure: true } : { maxAgeDays: 365 });
}

export function LanguageSwitch({ language, routePath }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const target = otherLanguage(language);
  return (
    <SwitchLink to={localizePath(routePath, target)} hrefLang={target === 'en' ? 'en-US' : 'fa'} onClick={() => rememberLanguage(target)}>
      {/* The visible code starts the accessible name (WCAG 2.5.3); the hidden part says what it does. */}
      <span lang={target}>{t('site.language.short')}</span>
      <span className="visually-hidden"> {t('site.language.label')}</span>
    </SwitchLink>
  );
}

const SwitchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 0.6rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: inherit;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;
