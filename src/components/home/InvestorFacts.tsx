// What an investor looks for on the home page, all from data/: the minimum amount (data/terms.json), the
// latest figure (the year so far to the last month of data/performance.json, net of the model fee beside
// gross, with TEDPIX), assets under management (the record's latest composite and firm assets) and the
// first step (the registration guide).
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n-config';
import { localizePath } from '../../lib/i18n-config';
import { formatNumber, formatPercent, PERCENT_DECIMALS, yearLabel } from '../../lib/format';
import { annualRows } from '../../lib/performance';
import { netAnnualRows } from '../../lib/fees';
import { usePageCopy } from '../../hooks/use-page-copy';
import { usePerformance } from '../../hooks/use-performance';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { useTerms } from '../../hooks/use-terms';
import { monthLabel } from '../efficiency/labels';
import { Icon } from './Icon';
import * as styles from './HomePage.module.css';

const BILLION = 1_000_000_000;

export function InvestorFacts({ language }: { language: Language }) {
  const copy = usePageCopy('home', language);
  const { t } = useTranslation('common');
  const paths = useRoutePaths();
  const performance = usePerformance();
  const terms = useTerms();
  const rows = annualRows(performance);
  const latest = rows[rows.length - 1];
  const net = terms && latest ? netAnnualRows(performance.months, terms).find((n) => n.year === latest.year) : undefined;
  const assets = performance.years[performance.years.length - 1];
  const months = t('calendar.months', { returnObjects: true }) as string[];
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
            <dt>{copy.text('investor.latest', { year: yearLabel(latest.year, language), to: monthLabel(latest.lastMonth, 'end', language, months) })}</dt>
            <dd>
              {net ? copy.text('investor.latestValue', { net: pct(net.net), gross: pct(latest.composite) }) : pct(latest.composite)}
              <small>{copy.text('investor.latestIndex', { index: pct(latest.benchmark) })}</small>
            </dd>
          </div>
        ) : null}
        {assets?.compositeAssets && assets.firmAssets ? (
          <div>
            <dt>{copy.text('investor.assets', { year: yearLabel(assets.year, language) })}</dt>
            <dd>{copy.text('investor.assetsValue', { composite: billions(assets.compositeAssets), firm: billions(assets.firmAssets) })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{copy.text('investor.firstStep')}</dt>
          <dd>
            <Link to={localizePath(paths['registration-procedures'] ?? '/', language)}>
              {copy.text('investor.firstStepLink')}
              <Icon name="forward" size={16} />
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
