// The performance record as a visitor meets it on /efficiency, in both languages: the annual table,
// the headline returns, the growth chart and the annual bar chart, all computed from the monthly
// record; change a month and the year's figure and both charts change with it.
import React from 'react';
import fs from 'fs';
import path from 'path';
import { screen, within } from '@testing-library/react';
import { PerformanceRecord } from '../../src/components/efficiency/PerformanceRecord';
import { AnnualTable } from '../../src/components/efficiency/AnnualTable';
import { GrowthChart, logTicks } from '../../src/components/efficiency/GrowthChart';
import { TrailingTable } from '../../src/components/efficiency/TrailingTable';
import { formatPercent } from '../../src/lib/format';
import { nextJalaliMonth } from '../../src/lib/dates';
import { annualRows, growthSeries, trailingPeriods, type PerformanceData } from '../../src/lib/performance';
import { renderWithI18n } from '../utils/render-with-i18n';

const REAL: PerformanceData = JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/performance.json'), 'utf8'));
const clone = (): PerformanceData => JSON.parse(JSON.stringify(REAL));
const FACTS = { companyShortName: 'Sabad', companyName: 'Sabad Co', managementFeePercent: '2%', performanceFeePercent: '20%', hurdlePercent: '25%' };
const LATIN = /[0-9]/;

const renderRecord = (data: PerformanceData, language: 'fa' | 'en') =>
  renderWithI18n(<PerformanceRecord data={data} language={language} facts={FACTS} />, { language });

const annualTable = () => screen.getByRole('table', { name: /Annual composite return against TEDPIX|بازده سالانهٔ مجموعهٔ سبدها/ });
const rowOf = (table: HTMLElement, year: number) => table.querySelector<HTMLTableRowElement>(`tr[data-year="${year}"]`)!;
const cell = (row: HTMLElement, field: string) => row.querySelector(`[data-field="${field}"]`)?.textContent;

describe.each(['fa', 'en'] as const)('PerformanceRecord (%s)', (lng) => {
  it('shows every year of the record, each linked from its months, in the page digits', () => {
    renderRecord(REAL, lng);
    const table = annualTable();
    const rows = annualRows(REAL);
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    for (const r of rows) {
      const row = rowOf(table, r.year);
      expect(cell(row, 'composite')).toBe(formatPercent(r.composite, lng, 1));
      expect(cell(row, 'benchmark')).toBe(formatPercent(r.benchmark, lng, 1));
    }
    // The figures the site showed before the monthly record.
    expect(cell(rowOf(table, 1404), 'composite')).toBe(lng === 'fa' ? '۲۱٫۹٪' : '21.9%');
    expect(cell(rowOf(table, 1398), 'benchmark')).toBe(lng === 'fa' ? '۱۸۶٫۴٪' : '186.4%');
    if (lng === 'fa') expect(table.textContent).not.toMatch(LATIN);
  });

  it('names years in the page calendar and marks the year to date', () => {
    renderRecord(REAL, lng);
    const headers = within(annualTable())
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(headers[0]).toBe(lng === 'fa' ? '۱۳۹۶' : '2017–18');
    expect(headers[headers.length - 1]).toBe(lng === 'fa' ? '۱۴۰۵*' : '2026–27*');
    expect(
      screen.getByText(lng === 'fa' ? /\* ۱۴۰۵ تاکنون: از فروردین ۱۴۰۵ تا پایان آبان ۱۴۰۵/ : /\* 2026–27 to date: from 21 March 2026 to 21 November 2026/),
    ).toBeInTheDocument();
  });

  it('has column headers and says where a figure is not available', () => {
    renderRecord(REAL, lng);
    const table = annualTable();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(10);
    // 1396: no 3-year risk yet and five portfolios, so no dispersion.
    expect(within(rowOf(table, 1396)).getAllByText(lng === 'fa' ? 'موجود نیست' : 'not available')).toHaveLength(3);
    // 1398: the third year end, the first with 36 months.
    expect(within(rowOf(table, 1398)).queryAllByText(lng === 'fa' ? 'موجود نیست' : 'not available')).toHaveLength(0);
  });

  it('headline returns: 1, 3 and 5 years and since inception, to the last month', () => {
    renderRecord(REAL, lng);
    const table = screen.getByRole('table', { name: lng === 'fa' ? /منتهی به پایان آبان ۱۴۰۵/ : /ending 21 November 2026/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(
      lng === 'fa'
        ? ['یک سال', 'سه سال، سالانه‌شده', 'پنج سال، سالانه‌شده', 'از آغاز، سالانه‌شده', 'از آغاز، انباشته']
        : ['1 year', '3 years, annualised', '5 years, annualised', 'Since inception, annualised', 'Since inception, cumulative'],
    );
    const [oneYear, , fiveYears, inception] = trailingPeriods(REAL.months);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cell(rows[0], 'composite')).toBe(formatPercent(oneYear.composite.cumulative, lng, 1));
    expect(cell(rows[2], 'benchmark')).toBe(formatPercent(fiveYears.benchmark.annualized!, lng, 1));
    expect(cell(rows[4], 'composite')).toBe(formatPercent(inception.composite.cumulative, lng, 1));
  });

  it('discloses the composite: inception and creation, benchmark, currency and fees', () => {
    renderRecord(REAL, lng);
    const facts = screen.getByRole('heading', { name: lng === 'fa' ? 'مشخصات مجموعهٔ سبدها' : 'The composite' }).parentElement!;
    expect(facts).toHaveTextContent(lng === 'fa' ? 'فروردین ۱۳۹۶' : '21 March 2017');
    expect(facts).toHaveTextContent(lng === 'fa' ? 'فروردین ۱۳۹۸' : '21 March 2019');
    expect(facts).toHaveTextContent(/20%/);
  });

  it('when a month changes, its year, the growth chart and the bar chart change with it', () => {
    const before = renderRecord(REAL, lng);
    const growthBefore = before.container.querySelector('path[data-series="composite"]')?.getAttribute('d');
    const barBefore = before.container.querySelector('g[data-period="1404"] rect[data-series="portfolio"]')?.getAttribute('height');
    before.unmount();

    const changed = clone();
    const khordad = changed.months.findIndex((m) => m.month === '1404-03');
    changed.months[khordad].composite = 0.1;
    const expected = annualRows(changed).find((r) => r.year === 1404)!;
    const { container } = renderRecord(changed, lng);
    expect(cell(rowOf(annualTable(), 1404), 'composite')).toBe(formatPercent(expected.composite, lng, 1));
    expect(formatPercent(expected.composite, lng, 1)).not.toBe(lng === 'fa' ? '۲۱٫۹٪' : '21.9%');
    expect(container.querySelector('path[data-series="composite"]')?.getAttribute('d')).not.toBe(growthBefore);
    const bar = container.querySelector('g[data-period="1404"] rect[data-series="portfolio"]')!;
    expect(Number(bar.getAttribute('data-value'))).toBeCloseTo(expected.composite, 12);
    expect(bar.getAttribute('height')).not.toBe(barBefore);
  });
});

describe.each(['fa', 'en'] as const)('GrowthChart (%s)', (lng) => {
  const rows = annualRows(REAL);
  const points = growthSeries(REAL.months);
  const render = () =>
    renderWithI18n(<GrowthChart points={points} rows={rows} language={lng} stubMark="*" startLabel="START" endLabel="END" />, { language: lng });

  it('is an image with a title and a description giving the end values', () => {
    render();
    const img = screen.getByRole('img', { name: lng === 'fa' ? /رشد ۱۰ میلیارد ریال/ : /Growth of 10 billion rials/ });
    const last = points[points.length - 1];
    const billions = (v: number) => (v / 1e9).toFixed(1).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    if (lng === 'en') expect(img).toHaveAccessibleDescription(expect.stringContaining(`grew to ${billions(last.composite)} billion rials in the composite`));
    else expect(img.querySelector('desc')?.textContent).not.toMatch(LATIN);
  });

  it('runs time left to right, as market charts do in both languages', () => {
    const { container } = render();
    const d = container.querySelector('path[data-series="composite"]')!.getAttribute('d')!;
    const xs = [...d.matchAll(/[ML](-?[\d.]+),/g)].map((m) => Number(m[1]));
    expect(xs).toHaveLength(points.length);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(container.querySelector('svg')).toHaveAttribute('direction', lng === 'fa' ? 'rtl' : 'ltr');
  });

  it('says on the axis that the scale is logarithmic', () => {
    const { container } = render();
    expect(container.querySelector('.y-axis .unit')?.textContent).toBe(lng === 'fa' ? 'میلیارد ریال، مقیاس لگاریتمی' : 'billion rials, logarithmic scale');
  });

  it('has the year-end values in a table beside it', () => {
    render();
    const table = screen.getByRole('table', { name: lng === 'fa' ? /در پایان هر سال/ : /at each year end/ });
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    const atEnd1396 = points[12].composite / 1e9;
    expect(table.querySelector('tr[data-year="1396"] [data-field="composite"]')?.textContent).toBe(
      lng === 'fa'
        ? atEnd1396
            .toFixed(1)
            .replace('.', '٫')
            .replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])
        : atEnd1396.toFixed(1),
    );
  });
});

describe('logTicks', () => {
  it.each([
    [9.5, 700, [10, 20, 50, 100, 200, 500]],
    [8, 9, []],
    [1, 1, [1]],
  ])('between %d and %d', (lo, hi, ticks) => expect(logTicks(lo, hi)).toEqual(ticks));
});

describe('TrailingTable', () => {
  it('a short record shows only what its months cover', () => {
    const months = [{ month: '1404-01', composite: 0.01, benchmark: 0.02 }];
    for (let i = 1; i < 20; i += 1) months.push({ month: nextJalaliMonth(months[i - 1].month), composite: 0.01, benchmark: 0.02 });
    renderWithI18n(<TrailingTable periods={trailingPeriods(months)} language="en" asOf="END" />, { language: 'en' });
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['1 year', 'Since inception, annualised', 'Since inception, cumulative']);
  });
});

describe('AnnualTable', () => {
  it('a first year with fewer than 36 months has no risk figures', () => {
    const data = { months: REAL.months.slice(0, 30), years: REAL.years.slice(0, 3) };
    renderWithI18n(<AnnualTable rows={annualRows(data)} language="en" stubMark="*" />, { language: 'en' });
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['2017–18', '2018–19', '2019–20*']);
  });
});
