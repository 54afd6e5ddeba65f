// What an investor looks for on the home page, all from data/: the minimum amount (data/terms.json), the
// latest figure (the year so far to the last month of data/performance.json, net of the model fee beside
// gross, with TEDPIX), assets under management (the record's latest composite and firm assets), the
// trustee and the auditor by name (data/company.json oversight, through the page facts) and the first
// steps (the registration guide, the risk self-check and the key information).
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'gatsby';
import type { Language } from '../../lib/i18n-config';
import { localizePath } from '../../lib/i18n-config';
import { formatNumber, formatPercent, PERCENT_DECIMALS, yearLabel } from '../../lib/format';
import { usePageCopy } from '../../hooks/use-page-copy';
import type { HomeLatestYear } from '../../hooks/use-home-record';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { Icon } from './Icon';
import * as styles from './HomePage.module.css';

const BILLION = 1_000_000_000;

export function InvestorFacts({ language, latest }: { language: Language; latest: HomeLatestYear | null }) {
  const copy = usePageCopy('home', language);
  const paths = useRoutePaths();
  const { t: begin } = useTranslation('where-to-begin', { lng: language });
  const pct = (x: number) => formatPercent(x, language, PERCENT_DECIMALS);
  const billions = (x: number) => formatNumber(Math.round(x / BILLION), language, 0);
  return (
    <section className={styles.investor} aria-labelledby="investor-heading">
      <h2 id="investor-heading">{copy.text('investor.heading')}</h2>
      <dl>
        {copy.facts.minimumCapital ? (
          <div>
            <dt>{copy.text('investor.minimum')}</dt>
            <dd>{copy.facts.minimumCapital}</dd>
          </div>
        ) : null}
        {latest ? (
          <div data-figure="latest">
            <dt>{copy.text('investor.latest', { year: yearLabel(latest.year, language), to: latest.to })}</dt>
            <dd>
              {latest.net !== null ? copy.text('investor.latestValue', { net: pct(latest.net), gross: pct(latest.composite) }) : pct(latest.composite)}
              <small>{copy.text('investor.latestIndex', { index: pct(latest.benchmark) })}</small>
            </dd>
          </div>
        ) : null}
        {latest?.assetsYear && latest.compositeAssets && latest.firmAssets ? (
          <div>
            <dt>{copy.text('investor.assets', { year: yearLabel(latest.assetsYear, language) })}</dt>
            <dd>{copy.text('investor.assetsValue', { composite: billions(latest.compositeAssets), firm: billions(latest.firmAssets) })}</dd>
          </div>
        ) : null}
        <div data-figure="oversight">
          <dt>{copy.text('investor.oversight')}</dt>
          <dd>{copy.text('investor.trustee')}</dd>
          <dd>{copy.text('investor.auditor')}</dd>
        </div>
        <div>
          <dt>{copy.text('investor.firstStep')}</dt>
          <dd>
            <Link to={localizePath(paths['registration-procedures'] ?? '/', language)}>
              {copy.text('investor.firstStepLink')}
              <Icon name="forward" size={16} />
            </Link>
          </dd>
          {/* Before calling: whether the service suits them (the self-check) and its facts on one page. */}
          <dd>
            <Link to={localizePath(paths['risk-profile'] ?? '/', language)}>{begin('selfCheck')}</Link> <small>{begin('selfCheckText')}</small>
          </dd>
          <dd>
            <Link to={localizePath(paths['key-information'] ?? '/', language)}>{begin('keyInformation')}</Link> <small>{begin('keyInformationText')}</small>
          </dd>
        </div>
      </dl>
    </section>
  );
}
