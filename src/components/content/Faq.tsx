// Frequently asked questions of a page (its copy's "faq": heading and items of question and answer).
// Shown open, as headings and paragraphs: nothing to click, nothing hidden when printed. The same
// items feed the page's FAQPage structured data (PageHead.tsx).
import React from 'react';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import type { FaqItem } from '../seo/JsonLd';
import { CopyLinks } from './CopyLinks';

type FaqProps = { heading: string; items: readonly FaqItem[]; language: Language };

export function Faq({ heading, items, language }: FaqProps) {
  if (!items.length) return null;
  return (
    <Section aria-labelledby="faq-heading" id="faq">
      <h2 id="faq-heading">{heading}</h2>
      {items.map((item, i) => (
        // Each question has an anchor: the site search links to it (gatsby/search-index.ts).
        <Item key={i} id={`faq-${i + 1}`}>
          <h3>{item.question}</h3>
          <p>{item.answer}</p>
          {item.links?.length ? <CopyLinks links={item.links} language={language} /> : null}
        </Item>
      ))}
    </Section>
  );
}

const Section = styled.section`
  max-width: 50rem;
`;

const Item = styled.div`
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
  break-inside: avoid;
`;
