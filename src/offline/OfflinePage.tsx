// The offline page of the installable site: shown, in the page's language, in place of a page this
// browser has never loaded when there is no network. Says what happened (one state at a time: offline,
// or the connection back), offers a retry and links to the pages that are available offline.
// Presentational: OfflineView supplies the state, the list and the handlers.
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../lib/i18n-config';
import { PageIntro } from '../components/content/PageIntro';
import { primaryButton } from '../styles/mixins';

export type AvailablePage = { path: string; label: string };

type OfflinePageProps = {
  language: Language;
  online: boolean;
  /** null while the list is being read. */
  available: readonly AvailablePage[] | null;
  onRetry: () => void;
};

export function OfflinePage({ language, online, available, onRetry }: OfflinePageProps) {
  const { t } = useTranslation('common');
  return (
    <div data-offline-page="">
      <PageIntro
        heading={t(online ? 'runtime.offline.onlineHeading' : 'runtime.offline.heading') as string}
        lead={t(online ? 'runtime.offline.onlineLead' : 'runtime.offline.lead') as string}
      />
      <p>
        <Retry type="button" onClick={onRetry}>
          {t('runtime.offline.retry')}
        </Retry>
      </p>
      <h2>{t('runtime.offline.availableHeading')}</h2>
      {available && available.length > 0 ? (
        <ul data-offline-available="">
          {available.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{available ? t('runtime.offline.noneAvailable') : '\u00a0'}</p>
      )}
      <p>
        <Link to={localizePath('/', language)}>{t('runtime.offline.home')}</Link>
      </p>
    </div>
  );
}

const Retry = styled.button`
  ${primaryButton}
  padding: 0 1.25rem;
`;
