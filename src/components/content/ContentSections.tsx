// Renders the `sections` of page copy: headings, paragraphs, bullet lists, numbered steps and links.
import React from 'react';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { CopyLinks } from './CopyLinks';
import type { CopySection } from './types';
import { brandDisc } from '../../styles/mixins';

type ContentSectionsProps = { sections: CopySection[]; language: Language };

export function ContentSections({ sections, language }: ContentSectionsProps) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs?.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {section.items?.length ? (
            <Bullets>
              {section.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </Bullets>
          ) : null}
          {section.steps?.length ? (
            <Steps>
              {section.steps.map((step, i) => (
                <li key={i}>
                  <h3>{step.title}</h3>
                  {step.body ? <p>{step.body}</p> : null}
                  {step.links?.length ? <CopyLinks links={step.links} language={language} /> : null}
                </li>
              ))}
            </Steps>
          ) : null}
          {section.links?.length ? <CopyLinks links={section.links} language={language} /> : null}
        </Section>
      ))}
    </>
  );
}

const Section = styled.section`
  max-width: 50rem;
  margin-bottom: 2.5rem;
`;

const Bullets = styled.ul`
  padding-left: 1.25rem;
  li {
    margin-bottom: 0.4rem;
  }
  li::marker {
    color: ${({ theme }) => theme.color.brandText};
  }
`;

const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  padding: 0;
  margin: 1.5rem 0;
  li {
    counter-increment: step;
    position: relative;
    padding: 0 0 1.25rem 3.25rem;
    min-height: 2.5rem;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    ${brandDisc('2.25rem')}
  }
  html[lang='fa'] & li::before {
    content: counter(step, persian);
  }
  h3 {
    margin-bottom: 0.35rem;
  }
`;
