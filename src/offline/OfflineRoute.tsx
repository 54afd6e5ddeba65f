// The page behind /offline/ and /en/offline/ (src/pages/offline.tsx, src/pages/en/offline.tsx):
// the layout around OfflineView, and its Head (not indexed). The service worker hands this page's data
// to Gatsby for any page it cannot fetch, so it renders at that page's address: the layout's
// language switch then points at the same address in the other language.
import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { PageContext } from '../lib/page-context';
import { DEFAULT_LANGUAGE, isLanguage, unlocalizePath, type Language } from '../lib/i18n-config';
import { translatorFromNodes, type LocaleNodes } from '../lib/locale-data';
import { useCompany } from '../hooks/use-company';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { OfflineView } from './OfflineView';

export type OfflineQueryData = { locales?: LocaleNodes };
type I18nContext = { language?: string; i18n: PageContext['i18n'] };

function languageOf(context: I18nContext): Language {
  return isLanguage(context.language) ? context.language : DEFAULT_LANGUAGE;
}

export function offlinePageContext(context: I18nContext, pathname: string): PageContext {
  const language = languageOf(context);
  return {
    routeId: 'offline',
    routePath: unlocalizePath(pathname.endsWith('/') ? pathname : `${pathname}/`),
    pageNamespace: 'common',
    language,
    namespaces: ['common', 'feedback'],
    middlewares: [],
    variant: null,
    i18n: context.i18n,
  };
}

export function OfflineRoute({ pageContext, location }: PageProps<OfflineQueryData, I18nContext>) {
  const context = offlinePageContext(pageContext, location.pathname);
  return (
    <Layout pageContext={context}>
      <OfflineView language={context.language} />
    </Layout>
  );
}

export function OfflineHead({ data, pageContext }: HeadProps<OfflineQueryData, I18nContext>) {
  const language = languageOf(pageContext);
  const company = useCompany();
  const t = translatorFromNodes(data?.locales);
  return (
    <Seo
      language={language}
      routePath="/offline/"
      title={t('common:site.titleTemplate', { page: t('common:runtime.offline.title'), companyShortName: company.shortName[language] })}
      description={t('common:runtime.offline.description')}
      siteName={company.shortName[language]}
      noIndex
    />
  );
}
