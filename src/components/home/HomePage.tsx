// Home: who the company is, what it offers and why to trust it. The first screen holds the heading,
// the two calls to action and the key figures from data/ (capital, years of activity, licences in
// force, the last full year's return against TEDPIX); then a trust strip (the regulator's licence with
// a link to its register, and the trust seal), the services as cards with an icon each, and the
// "why us" sections. No images beyond inline SVG icons.
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n-config';
import { localizePath } from '../../lib/i18n-config';
import { formatNumber, formatPercent } from '../../lib/format';
import { localizeDigits } from '../../lib/digits';
import { BUILD_DATE } from '../../lib/build-date';
import { usePageCopy } from '../../hooks/use-page-copy';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { useCompany } from '../../hooks/use-company';
import { useLicences } from '../../hooks/use-licences';
import { useLastFullYearReturn } from '../../hooks/use-last-full-year-return';
import { licenceStatus } from '../../lib/licence-status';
import { ContentSections } from '../content/ContentSections';
import type { CopySection } from '../content/types';
import { MenuLink } from '../layout/MenuLink';
import { TrustSeal } from '../layout/TrustSeal';
import { Icon, isIconName } from './Icon';

type Highlight = { route: string; icon?: string; title: string; text: string };

export function HomePage({ language }: { language: Language }) {
  const copy = usePageCopy('home', language);
  const { t } = useTranslation('common');
  const paths = useRoutePaths();
  const company = useCompany();
  const licences = useLicences();
  const yearReturn = useLastFullYearReturn(language);
  const { facts } = copy;
  const to = (route: string) => localizePath(paths[route] ?? '/', language);
  const inForce = licences.filter((l) => licenceStatus(l.validUntil, BUILD_DATE) !== 'expired').length;
  const main = licences[0];
  return (
    <>
      <Hero>
        <HeroInner>
          <Intro>
            <h1>{copy.text('heading')}</h1>
            <HeroTitle>{copy.text('hero.title')}</HeroTitle>
            <p>{copy.text('hero.text')}</p>
            <Ctas>
              <Primary to={to('registration-procedures')}>
                {copy.text('hero.primaryCta')}
                <Icon name="forward" size={20} />
              </Primary>
              <Secondary to={to('contact-us')}>{copy.text('hero.secondaryCta')}</Secondary>
            </Ctas>
          </Intro>
          <Figures aria-labelledby="figures-heading">
            <h2 id="figures-heading">{copy.text('figures.heading')}</h2>
            <dl>
              <Figure>
                <dt>{copy.text('figures.capital')}</dt>
                <dd>{facts.capitalNow}</dd>
              </Figure>
              <Figure>
                <dt>{copy.text('figures.years')}</dt>
                <dd>{copy.text('figures.yearsValue')}</dd>
              </Figure>
              <Figure>
                <dt>{copy.text('figures.licences')}</dt>
                <dd>{formatNumber(inForce, language)}</dd>
              </Figure>
              {yearReturn ? (
                <Figure data-figure="return">
                  <dt>{copy.text('figures.return', { year: yearReturn.label })}</dt>
                  <dd>
                    <span>{formatPercent(yearReturn.portfolio, language, 1)}</span>
                    <small>{copy.text('figures.index', { index: formatPercent(yearReturn.index, language, 1) })}</small>
                    <Link to={to('efficiency')}>
                      {copy.text('figures.returnLink')}
                      <Icon name="forward" size={16} />
                    </Link>
                  </dd>
                </Figure>
              ) : null}
            </dl>
          </Figures>
        </HeroInner>
      </Hero>
      <Trust aria-labelledby="trust-heading">
        <TrustInner>
          <Icon name="shield" size={40} />
          <div>
            <h2 id="trust-heading">{copy.text('trust.heading')}</h2>
            {main ? <p>{copy.text('trust.licence', { number: localizeDigits(main.number, language), issuer: main.issuer[language] })}</p> : null}
            <MenuLink external="seoRegister" language={language}>
              {copy.text('trust.register')}
            </MenuLink>
          </div>
          <TrustSeal id={company.trustSeal.id} code={company.trustSeal.code} alt={t('footer.trustSealAlt', facts)} label={t('footer.trustSeal')} />
        </TrustInner>
      </Trust>
      <Body>
        <h2>{copy.text('servicesHeading')}</h2>
        <p>{copy.text('lead')}</p>
        <Cards>
          {copy.list<Highlight>('highlights').map((h) => (
            <Card key={h.route}>
              {isIconName(h.icon) ? (
                <IconBox>
                  <Icon name={h.icon} size={28} />
                </IconBox>
              ) : null}
              <h3>
                <Link to={to(h.route)}>{h.title}</Link>
              </h3>
              <p>{h.text}</p>
            </Card>
          ))}
        </Cards>
        <ContentSections sections={copy.list<CopySection>('sections')} language={language} />
      </Body>
    </>
  );
}

const Hero = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const HeroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem;
  display: grid;
  grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
  gap: 2.5rem;
  align-items: center;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 1.5rem;
    padding: 1.5rem 1rem 2rem;
  }
`;

const Intro = styled.div`
  h1 {
    font-size: clamp(1.5rem, 3.4vw, 2.2rem);
  }
  p {
    font-size: 1.05rem;
  }
`;

const HeroTitle = styled.p`
  font-size: 1.2rem !important;
  font-weight: 700;
  color: ${({ theme }) => theme.color.brandText};
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

const Primary = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 3rem;
  padding: 0.5rem 1.5rem;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 800;
  text-decoration: none;
`;

const Secondary = styled(Primary)`
  background: transparent;
  color: ${({ theme }) => theme.color.link};
`;

const Figures = styled.section`
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.color.muted};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem;
    margin: 0;
  }
  @media (max-width: 360px) {
    dl {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Figure = styled.div`
  padding: 0.9rem 1rem;
  background: ${({ theme }) => theme.color.bg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 3px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
    line-height: 1.4;
  }
  dd {
    margin: 0.3rem 0 0;
    font-size: 1.4rem;
    font-weight: 800;
    line-height: 1.3;
    color: ${({ theme }) => theme.color.text};
  }
  small {
    display: block;
    font-size: 0.85rem;
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    min-height: 24px;
    font-size: 0.9rem;
    font-weight: 700;
  }
`;

const Trust = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const TrustInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1.25rem 1rem;
  display: flex;
  align-items: center;
  gap: 1.25rem;
  color: ${({ theme }) => theme.color.brandText};
  & > div {
    flex: 1;
    color: ${({ theme }) => theme.color.text};
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 0.25rem;
  }
  @media (max-width: 600px) {
    flex-wrap: wrap;
    & > svg {
      display: none;
    }
  }
`;

const Body = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1rem 1rem 0;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: 1.25rem;
  margin: 1.5rem 0 2rem;
`;

const Card = styled.article`
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0.75rem 0 0.5rem;
    font-size: 1.2rem;
  }
  h3 a {
    color: inherit;
  }
  p {
    margin: 0;
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.brandText};
`;
