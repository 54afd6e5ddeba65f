// Structured data for search engines: one <script type="application/ld+json"> per object, and the
// builders of the site's schema.org objects. JSON.stringify escapes quotes; "<" is escaped as well so
// the data can never close the script element.
import React from 'react';
import type { Language } from '../../lib/i18n-config';
import type { CopyLink } from '../content/types';

/** A question and its answer; `links` (page copy's links) are shown under the answer, not in the structured data. */
export type FaqItem = { question: string; answer: string; links?: CopyLink[] };

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

/** schema.org FAQPage from the questions and answers a page shows. */
export function faqPage(items: readonly FaqItem[], language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language === 'fa' ? 'fa' : 'en-US',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}
