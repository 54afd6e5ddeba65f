// The frame of every page: skip link, header, main landmark, footer and the toast area. Runs the
// route's middlewares (data/routes.json) once the page is in the browser.
import React, { useEffect } from 'react';
import { navigate } from 'gatsby';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../../lib/page-context';
import { parseCookies } from '../../lib/cookies';
import { runMiddlewares } from '../../lib/middlewares';
import { useCompany } from '../../hooks/use-company';
import { useFacts } from '../../hooks/use-facts';
import ToastProvider from '../toast/ToastProvider';
import { ClientStateProvider } from '../../context/ClientStateContext';
import { ConnectionStatus } from '../runtime/ConnectionStatus';
import { LoadingBar } from '../runtime/LoadingBar';
import { PageErrorBoundary } from '../runtime/PageErrorBoundary';
import { UpdateNotice } from '../toast/UpdateNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

type LayoutProps = { pageContext: PageContext; children: React.ReactNode; wide?: boolean };

export function Layout({ pageContext, children, wide = false }: LayoutProps) {
  const { language, routeId, routePath, middlewares } = pageContext;
  const { t } = useTranslation('common');
  const company = useCompany();
  const facts = useFacts(language);

  useEffect(() => {
    const redirect = runMiddlewares(middlewares, {
      pathname: window.location.pathname,
      search: window.location.search,
      language,
      cookies: parseCookies(document.cookie),
    });
    if (redirect) navigate(redirect, { replace: true });
  }, [middlewares, language]);

  // Runtime pieces: client state, route loading bar, update toast, connection indicator,
  // and an error boundary around the page's own content so the frame keeps working after an error.
  return (
    <ClientStateProvider language={language} fullPage={wide}>
      <ToastProvider>
        <LoadingBar />
        <UpdateNotice />
        <SkipLink label={t('site.skipLink')} />
        <Header language={language} routeId={routeId} routePath={routePath} siteName={company.shortName[language]} extra={<ConnectionStatus />} />
        <Main id="main" tabIndex={-1} data-wide={wide ? 'true' : 'false'}>
          <PageErrorBoundary language={language} resetKey={routePath}>
            {children}
          </PageErrorBoundary>
        </Main>
        <Footer language={language} facts={facts} />
      </ToastProvider>
    </ClientStateProvider>
  );
}

const Main = styled.main`
  display: block;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem 0;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
  &[data-wide='true'] {
    max-width: none;
    padding: 0;
  }
`;
