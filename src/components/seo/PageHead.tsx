// The Head of every template: title and description from the page's namespace (meta.title,
// meta.description), company facts interpolated, in the site's one title pattern (src/lib/page-meta.ts), and
// the page's link-preview image.
import React from 'react';
import type { HeadProps } from 'gatsby';
import { Seo } from './Seo';
import { useCompany } from '../../hooks/use-company';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { useFacts } from '../../hooks/use-facts';
import { translatorFromNodes, type LocaleNodes } from '../../lib/locale-data';
import { SUPERSEDED_BY, ogImagePath, pageMeta } from '../../lib/page-meta';
import { JsonLd, faqPage, type FaqItem } from './JsonLd';
import type { PageContext } from '../../lib/page-context';

export type PageHeadData = { locales?: LocaleNodes };

type PageHeadProps = HeadProps<PageHeadData, PageContext> & { noIndex?: boolean; children?: React.ReactNode };

export function PageHead({ data, pageContext, noIndex = false, children }: PageHeadProps) {
  const { language, pageNamespace, routePath, routeId } = pageContext;
  const company = useCompany();
  const paths = useRoutePaths();
  const successor = SUPERSEDED_BY[routeId];
  const canonicalPath = successor ? paths[successor] : undefined;
  const t = translatorFromNodes(data?.locales);
  const facts = useFacts(language);
  const { title, page, description } = pageMeta(t, pageNamespace, facts);
  const faq = faqItems(t, pageNamespace, facts);
  return (
    <Seo
      language={language}
      routePath={routePath}
      canonicalPath={canonicalPath}
      title={title}
      description={description}
      image={{ path: ogImagePath(routeId, language), alt: page }}
      siteName={company.shortName[language]}
      noIndex={noIndex}
    >
      {faq.length ? <JsonLd data={faqPage(faq, language)} /> : null}
      {children}
    </Seo>
  );
}

/**
 * The page's "faq.items" (the questions its body shows), read one by one: the Head's translator returns
 * strings, and a missing key comes back as the key itself (without its namespace).
 */
function faqItems(t: ReturnType<typeof translatorFromNodes>, namespace: string, facts: Record<string, string>): FaqItem[] {
  const items: FaqItem[] = [];
  for (let i = 0; i < 100; i += 1) {
    const key = `faq.items.${i}`;
    const question = t(`${namespace}:${key}.question`, facts);
    if (question === `${key}.question` || question === `${namespace}:${key}.question`) break;
    items.push({ question, answer: t(`${namespace}:${key}.answer`, facts) });
  }
  return items;
}
