// "Where to begin" on the home page, after the investor's facts (InvestorFacts: the minimum amount, the
// latest figures, the registration guide): the risk self-check and the key information, so a visitor can
// see whether the service suits them before calling.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { localizePath, type Language } from '../../lib/i18n-config';

export function WhereToBegin({ language }: { language: Language }) {
  const { t } = useTranslation('where-to-begin', { lng: language });
  const paths = useRoutePaths();
  const to = (route: string) => localizePath(paths[route] ?? '/', language);
  return (
    <Begin aria-labelledby="where-to-begin-heading" data-where-to-begin="">
      <h2 id="where-to-begin-heading">{t('heading')}</h2>
      <ul>
        <li>
          <Link to={to('risk-profile')}>{t('selfCheck')}</Link> <span>{t('selfCheckText')}</span>
        </li>
        <li>
          <Link to={to('key-information')}>{t('keyInformation')}</Link> <span>{t('keyInformationText')}</span>
        </li>
      </ul>
    </Begin>
  );
}

const Begin = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => `${theme.space.xl} auto`};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  a {
    font-weight: 700;
  }
`;
