// /disclosures/ and its filter pages (/disclosures/type/<type>/, /disclosures/year/<year>/, planned by
// gatsby/publication-routes.ts; the page context's variant names the filter): data/disclosures.json,
// newest first.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../lib/page-context';
import { Layout } from '../components/layout/Layout';
import { PageIntro } from '../components/content/PageIntro';
import { DisclosureFilters } from '../components/disclosures/DisclosureFilters';
import { DisclosureList, type DisclosureLabels } from '../components/disclosures/DisclosureList';
import { PageHead } from '../components/seo/PageHead';
import { FeedLink, PublicationHead } from '../components/seo/PublicationHead';
import { applyFilter, filterValues, parseFilterVariant, type DisclosureFilter } from '../lib/disclosures';
import { formatNumber, yearLabel } from '../lib/format';
import type { Language } from '../lib/i18n-config';
import { translatorFromNodes } from '../lib/locale-data';
import { useFacts } from '../hooks/use-facts';

type Data = Queries.DisclosuresPageQuery;

/** The h1 of a filter's page, or null for the whole list (the copy's heading). */
function filterHeading(filter: DisclosureFilter, language: Language, t: (key: string, values?: Record<string, string>) => string): string | null {
  if (filter.kind === 'type') return t('disclosures:filtered.type', { type: t(`disclosures:types.${filter.type}`) });
  if (filter.kind === 'year') return t('disclosures:filtered.year', { year: yearLabel(filter.year, language) });
  return null;
}

export default function DisclosuresTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { language, variant } = pageContext;
  const { t } = useTranslation(['disclosures', 'common']);
  const tx = (key: string, values: Record<string, string> = {}) => String(t(key, values));
  const filter = parseFilterVariant(variant);
  const all = data.allDisclosuresJson.nodes;
  const documents = applyFilter(all, filter);
  const { types, years } = filterValues(all);
  const typeNames = t('disclosures:types', { returnObjects: true }) as Record<string, string>;
  const heading = filterHeading(filter, language, tx);
  return (
    <Layout pageContext={pageContext}>
      <article>
        <PageIntro
          heading={heading ?? tx('disclosures:heading')}
          lead={heading ? tx('disclosures:filtered.count', { count: formatNumber(documents.length, language) }) : tx('disclosures:lead')}
        />
        <DisclosureFilters
          current={filter}
          types={types}
          years={years}
          language={language}
          typeNames={typeNames}
          text={{
            heading: tx('disclosures:filters.heading'),
            byType: tx('disclosures:filters.byType'),
            byYear: tx('disclosures:filters.byYear'),
            all: tx('disclosures:filters.all'),
          }}
        />
        <DisclosureList
          documents={documents}
          language={language}
          months={t('common:calendar.months', { returnObjects: true }) as string[]}
          labels={t('disclosures:labels', { returnObjects: true }) as DisclosureLabels}
          typeNames={typeNames}
          documentLanguageNames={t('common:documentLanguages', { returnObjects: true }) as Record<string, string>}
          units={{ kb: tx('common:units.kb'), mb: tx('common:units.mb') }}
          empty={tx('disclosures:empty')}
        />
      </article>
    </Layout>
  );
}

export function Head(props: HeadProps<Data, PageContext>) {
  const { language, routePath, variant } = props.pageContext;
  const facts = useFacts(language);
  const t = translatorFromNodes(props.data?.locales);
  const heading = filterHeading(parseFilterVariant(variant), language, t);
  if (!heading)
    return (
      <PageHead {...props}>
        <FeedLink language={language} title={t('common:publications.feed')} />
      </PageHead>
    );
  return (
    <PublicationHead
      language={language}
      routePath={routePath}
      page={heading}
      title={t('common:site.titleTemplate', { ...facts, page: heading })}
      description={t('disclosures:meta.description', facts)}
      imageRoute="disclosures"
      feedTitle={t('common:publications.feed')}
    />
  );
}

export const query = graphql`
  query DisclosuresPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
    allDisclosuresJson {
      nodes {
        jsonId
        type
        title {
          fa
          en
        }
        period {
          fa
          en
        }
        published
        file
        language
        sizeBytes
      }
    }
  }
`;
