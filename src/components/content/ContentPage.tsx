// A page made of copy alone: intro, sections and, when the copy has them, frequently asked questions
// (docs/content-format.md).
import React from 'react';
import type { Language } from '../../lib/i18n-config';
import { usePageCopy } from '../../hooks/use-page-copy';
import { ContentSections } from './ContentSections';
import { PageIntro } from './PageIntro';
import { Faq } from './Faq';
import type { FaqItem } from '../seo/JsonLd';
import type { CopySection } from './types';

type ContentPageProps = { namespace: string; language: Language; children?: React.ReactNode; after?: React.ReactNode };

export function ContentPage({ namespace, language, children, after }: ContentPageProps) {
  const copy = usePageCopy(namespace, language);
  return (
    <article>
      <PageIntro heading={copy.text('heading')} lead={copy.has('lead') ? copy.text('lead') : undefined} />
      {children}
      <ContentSections sections={copy.list<CopySection>('sections')} language={language} />
      {copy.has('faq') ? <Faq heading={copy.text('faq.heading')} items={copy.list<FaqItem>('faq.items')} language={language} /> : null}
      {after}
    </article>
  );
}
