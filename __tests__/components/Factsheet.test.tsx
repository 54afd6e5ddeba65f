// A factsheet as its presenter draws it from the seeded data: the dated erratum it carries, and the
// the risk indicator and real returns section, shown only when filled.
import React from 'react';
import fs from 'fs';
import path from 'path';
import { screen, within } from '@testing-library/react';
import { Factsheet, type FactsheetExtras } from '../../src/components/reports/Factsheet';
import { errataFor, factsheetFigures, nominalYears, publishedOn, type Erratum, type PublishedRecord } from '../../src/lib/factsheets';
import type { FeeSchedule } from '../../src/lib/fees';
import type { PerformanceData } from '../../src/lib/performance';
import { renderWithI18n } from '../utils/render-with-i18n';

const DATA = path.join(__dirname, '../../data');
const read = <T,>(f: string): T => JSON.parse(fs.readFileSync(path.join(DATA, f), 'utf8')) as T;
const RECORD = read<PerformanceData>('performance.json');
const TERMS = read<FeeSchedule>('terms.json');
const ERRATA = read<Erratum[]>('errata.json');
const PUBLISHED = read<PublishedRecord>('published-months.json');
const FACTS = { managementFeePercent: '2%', performanceFeePercent: '20%', hurdlePercent: '25%' };
const PATHS = { archive: '/reports/', efficiency: '/efficiency/', calculation: '/calculation/' };

function renderSheet(key: string, extras: FactsheetExtras | null = null, language: 'fa' | 'en' = 'en') {
  const figures = factsheetFigures(RECORD.months, key, TERMS)!;
  const published = publishedOn(PUBLISHED, key);
  return renderWithI18n(
    <Factsheet
      figures={figures}
      language={language}
      label={key}
      facts={FACTS}
      published={published}
      errata={errataFor(ERRATA, figures.quarter, published)}
      previous={null}
      next={null}
      paths={PATHS}
      extras={extras}
    />,
    { language },
  );
}

describe('the erratum from data/errata.json', () => {
  it('is shown, dated, on the 1404-q1 factsheet', () => {
    renderSheet('1404-q1');
    const box = screen.getByRole('region', { name: 'Corrections' });
    expect(within(box).getByText('1 November 2025').getAttribute('dateTime')).toBe('2025-11-01');
    expect(box.textContent).toContain("TEDPIX's return for the month to 21 June 2025 corrected from -9.43% to -9.55%.");
  });
  it('is not on the 1404-q3 factsheet, published after it', () => {
    renderSheet('1404-q3');
    expect(screen.queryByRole('region', { name: 'Corrections' })).toBeNull();
  });
});

describe('the risk and real-returns section', () => {
  it('leaves the section out while empty', () => {
    renderSheet('1404-q3');
    expect(screen.queryByRole('region', { name: 'Risk and real returns' })).toBeNull();
  });
  it('shows the risk class, the latest full year real return and the real return since inception when filled', () => {
    const figures = factsheetFigures(RECORD.months, '1404-q3', TERMS)!;
    const years = nominalYears(figures);
    expect(years.find((y) => y.year === 1403)).toEqual(expect.objectContaining({ full: true }));
    expect(years[years.length - 1]).toEqual(expect.objectContaining({ year: 1404, full: false }));
    renderSheet('1404-q3', {
      risk: { riskClass: 6, volatility: 0.2, months: 60, sinceInception: false },
      realYears: years.map((y) => ({
        year: y.year,
        full: y.full,
        inflation: y.full ? 0.4 : null,
        realGross: y.full ? (1 + y.gross) / 1.4 - 1 : null,
        realNet: null,
      })),
      realSinceInception: { years: [1396, 1397], cumulative: 0.1, annualized: 0.05 },
    });
    const box = screen.getByRole('region', { name: 'Risk and real returns' });
    expect(box.querySelector('[data-field="risk-class"]')!.textContent).toBe('6 (over 60 months)');
    expect(box.querySelector('[data-field="volatility"]')!.textContent).toBe('20.0%');
    expect(box.textContent).toContain('Real return in 2024–25 (after inflation)');
    expect(box.querySelector('[data-field="real-since-inception"]')!.textContent).toBe('5.0%');
  });
});
