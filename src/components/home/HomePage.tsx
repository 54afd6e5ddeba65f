// Home: hero with the company's promise and two calls to action, service highlights, key facts
// from data/company.json, then the "why us" sections.
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import type { Language } from '../../lib/i18n-config';
import { localizePath } from '../../lib/i18n-config';
import { usePageCopy } from '../../hooks/use-page-copy';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { ContentSections } from '../content/ContentSections';
import type { CopySection } from '../content/types';

type Highlight = { route: string; title: string; text: string };

export function HomePage({ language }: { language: Language }) {
  const copy = usePageCopy('home', language);
  const paths = useRoutePaths();
  const { facts } = copy;
  const to = (route: string) => localizePath(paths[route] ?? '/', language);
  const factRows: [string, string][] = [
    ['capital', facts.capitalNow],
    ['capitalFounding', facts.capitalFounding],
    ['registered', facts.registeredYear],
    ['years', `${facts.yearsActive}+`],
    ['licence', facts.licenceValidTo],
    ['offering', facts.offeringSince],
  ];
  return (
    <>
      <Hero>
        <HeroInner>
          <h1>{copy.text('heading')}</h1>
          <HeroTitle>{copy.text('hero.title')}</HeroTitle>
          <p>{copy.text('hero.text')}</p>
          <Ctas>
            <Primary to={to('registration-procedures')}>{copy.text('hero.primaryCta')}</Primary>
            <Secondary to={to('contact-us')}>{copy.text('hero.secondaryCta')}</Secondary>
          </Ctas>
        </HeroInner>
      </Hero>
      <Body>
        <p>{copy.text('lead')}</p>
        <Cards>
          {copy.list<Highlight>('highlights').map((h) => (
            <Card key={h.route}>
              <h2>
                <Link to={to(h.route)}>{h.title}</Link>
              </h2>
              <p>{h.text}</p>
            </Card>
          ))}
        </Cards>
        <section aria-labelledby="facts-heading">
          <h2 id="facts-heading">{copy.text('facts.heading')}</h2>
          <Facts>
            {factRows.map(([key, value]) => (
              <div key={key}>
                <dt>{copy.text(`facts.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Facts>
        </section>
        <ContentSections sections={copy.list<CopySection>('sections')} language={language} />
      </Body>
    </>
  );
}

const Hero = styled.div`
  background: linear-gradient(135deg, ${({ theme }) => theme.color.surface} 0%, ${({ theme }) => theme.color.surfaceAlt} 100%);
  border-bottom: 4px solid ${({ theme }) => theme.color.brand};
`;

const HeroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 3rem 1rem;
  h1 { font-size: clamp(1.5rem, 4vw, 2.3rem); max-width: 48rem; }
  p { max-width: 44rem; font-size: 1.1rem; }
`;

const HeroTitle = styled.p`
  font-size: 1.25rem !important;
  font-weight: 700;
  color: ${({ theme }) => theme.color.brandText};
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const Primary = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 3rem;
  padding: 0.5rem 1.5rem;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 800;
  text-decoration: none;
`;

const Secondary = styled(Primary)`
  background: transparent;
  color: ${({ theme }) => theme.color.link};
  border: 2px solid ${({ theme }) => theme.color.brand};
`;

const Body = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem 0;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1.25rem;
  margin: 2rem 0;
`;

const Card = styled.article`
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 { margin-top: 0; font-size: 1.2rem; }
  h2 a { color: inherit; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
  margin: 1rem 0 2rem;
  div {
    padding: 1rem 1.25rem;
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  dt { color: ${({ theme }) => theme.color.muted}; font-size: 0.95rem; }
  dd { margin: 0.25rem 0 0; font-size: 1.35rem; font-weight: 800; color: ${({ theme }) => theme.color.brandText}; }
`;
