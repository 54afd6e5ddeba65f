// Home: who the company is, what it offers and why to trust it. The first screen holds the heading,
// the two calls to action and the key figures from data/ (capital, years of activity, licences in
// force, the last full year's return against TEDPIX); then a trust strip (the regulator's licence with
// a link to its register, and the trust seal), the services as cards with an icon each, and the
// "why us" sections. No images beyond inline SVG icons.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n-config';
import { localizePath } from '../../lib/i18n-config';
import { formatNumber, formatPercent, PERCENT_DECIMALS } from '../../lib/format';
import { localizeDigits } from '../../lib/digits';
import { BUILD_DATE } from '../../lib/build-date';
import { usePageCopy } from '../../hooks/use-page-copy';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { useCompany } from '../../hooks/use-company';
import { useLicences } from '../../hooks/use-licences';
import { useHomeRecord } from '../../hooks/use-home-record';
import { licenceStatus } from '../../lib/licence-status';
import { ContentSections } from '../content/ContentSections';
import type { CopySection } from '../content/types';
import { MenuLink } from '../layout/MenuLink';
import { TrustSeal } from '../layout/TrustSeal';
import { Icon, isIconName } from './Icon';
import { InvestorFacts } from './InvestorFacts';
import * as styles from './HomePage.module.css';

type Highlight = { route: string; icon?: string; title: string; text: string };

export function HomePage({ language }: { language: Language }) {
  const copy = usePageCopy('home', language);
  const { t } = useTranslation('common');
  const paths = useRoutePaths();
  const company = useCompany();
  const licences = useLicences();
  const { lastFullYear: yearReturn, latest, factsheet } = useHomeRecord(language);
  const { facts } = copy;
  const to = (route: string) => localizePath(paths[route] ?? '/', language);
  const inForce = licences.filter((l) => licenceStatus(l.validUntil, BUILD_DATE) !== 'expired').length;
  const main = licences[0];
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.intro}>
            <h1>{copy.text('heading')}</h1>
            <p className={styles.heroTitle}>{copy.text('hero.title')}</p>
            <p>{copy.text('hero.text')}</p>
            <div className={styles.ctas}>
              <Link className={styles.primary} to={to('registration-procedures')}>
                {copy.text('hero.primaryCta')}
                <Icon name="forward" size={20} />
              </Link>
              <Link className={styles.secondary} to={to('contact-us')}>
                {copy.text('hero.secondaryCta')}
              </Link>
            </div>
          </div>
          <section className={styles.figures} aria-labelledby="figures-heading">
            <h2 id="figures-heading">{copy.text('figures.heading')}</h2>
            <dl>
              <div className={styles.figure}>
                <dt>{copy.text('figures.capital')}</dt>
                {/* The figure large, its unit under it: «۶۰۰ میلیارد ریال» in one size wrapped onto three lines on a phone. */}
                <dd>
                  <span>{formatNumber(company.capital.currentBillionRials, language)}</span> <small>{t('units.billionRials')}</small>
                </dd>
              </div>
              <div className={styles.figure}>
                <dt>{copy.text('figures.years')}</dt>
                <dd>{copy.text('figures.yearsValue')}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{copy.text('figures.licences')}</dt>
                <dd>{formatNumber(inForce, language)}</dd>
              </div>
              {yearReturn ? (
                <div className={styles.figure} data-figure="return">
                  {/* A word joiner after the dash: «2025–26» does not break after it. */}
                  <dt>{copy.text('figures.return', { year: yearReturn.label.replace('–', '–\u2060') })}</dt>
                  <dd>
                    <span>{formatPercent(yearReturn.portfolio, language, PERCENT_DECIMALS)}</span>
                    <small>{copy.text('figures.gross')}</small>
                    <small>{copy.text('figures.index', { index: formatPercent(yearReturn.index, language, PERCENT_DECIMALS) })}</small>
                    <Link to={to('efficiency')}>
                      {copy.text('figures.returnLink')}
                      <Icon name="forward" size={16} />
                    </Link>
                    {factsheet ? <Link to={factsheet.to}>{t('publications.latestFactsheet', { quarter: factsheet.label })}</Link> : null}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
        </div>
      </div>
      <section className={styles.trust} aria-labelledby="trust-heading">
        <div className={styles.trustInner}>
          <Icon name="shield" size={40} />
          <div>
            <h2 id="trust-heading">{copy.text('trust.heading')}</h2>
            {main ? <p>{copy.text('trust.licence', { number: localizeDigits(main.number, language), issuer: main.issuer[language] })}</p> : null}
            <MenuLink external="seoRegister" language={language}>
              {copy.text('trust.register')}
            </MenuLink>
          </div>
          <TrustSeal alt={t('footer.trustSealAlt', facts)} />
        </div>
      </section>
      <InvestorFacts language={language} latest={latest} />
      <div className={styles.body}>
        <h2>{copy.text('servicesHeading')}</h2>
        <p>{copy.text('lead')}</p>
        <div className={styles.cards}>
          {copy.list<Highlight>('highlights').map((h) => (
            <article className={styles.card} key={h.route}>
              {isIconName(h.icon) ? (
                <span className={styles.iconBox}>
                  <Icon name={h.icon} size={28} />
                </span>
              ) : null}
              <h3>
                <Link to={to(h.route)}>{h.title}</Link>
              </h3>
              <p>{h.text}</p>
            </article>
          ))}
        </div>
        <ContentSections sections={copy.list<CopySection>('sections')} language={language} />
      </div>
    </>
  );
}
