// Growth of 10 billion rials invested at inception, month by month, in the composite and in TEDPIX: a
// server-rendered SVG line chart (logarithmic scale, said on the axis, so equal returns climb equally
// in any year), time left to right in both languages, with a text description and the year-end values
// in a table beside it.
import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber, yearLabel } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import type { AnnualRow, GrowthPoint } from '../../lib/performance';
import { chartSvg, Legend, ValueAxis } from './chart-frame';
import { anchorAt, chartFrame, round } from '../../lib/chart-geometry';
import { NotAvailable } from './NotAvailable';
import { FigureTable } from './table-styles';
import { TableFigure } from './TableFigure';

export type GrowthChartProps = {
  /** From growthSeries: the amount invested, then the value after each month. */
  points: GrowthPoint[];
  /** The composite net of the model fee, one value per point (src/lib/fees.ts netRecord): a third line. */
  net?: readonly number[];
  /** The annual rows, for the year bands and the year-end table. */
  rows: AnnualRow[];
  language: Language;
  stubMark: string;
  /** The first month's start and the last month's end, as the page names them. */
  startLabel: string;
  endLabel: string;
  /**
   * Yearly comparison lines (the CPI path, one-year deposits: src/lib/real-returns.ts compoundYearly):
   * a value at the start and at each year end of `rows` while figures exist (null after), drawn
   * between year ends, in the legend and the table; `desc` is added to the chart's description.
   */
  comparisons?: readonly GrowthComparison[];
};

export type GrowthComparison = { id: 'cpi' | 'deposit'; label: string; start: number; yearEnds: readonly (number | null)[]; desc: string; missing: string };

const WIDTH = 640;
const HEIGHT = 340;
const MARGIN = { top: 28, bottom: 36, axis: 52, far: 12 };
const BILLION = 1_000_000_000;

/** 1-2-5 ticks (in the unit given) within [lo, hi]; at least the two ends when none fall inside. */
export function logTicks(lo: number, hi: number): number[] {
  const ticks: number[] = [];
  for (let p = Math.floor(Math.log10(lo)); p <= Math.ceil(Math.log10(hi)); p += 1) {
    for (const m of [1, 2, 5]) {
      const v = Number((m * Math.pow(10, p)).toPrecision(12));
      if (v >= lo && v <= hi) ticks.push(v);
    }
  }
  return ticks;
}

export function GrowthChart({ points, net, rows, language, stubMark, startLabel, endLabel, comparisons = [] }: GrowthChartProps) {
  const { t } = useTranslation('efficiency', { lng: language });
  const uid = useId().replace(/:/g, '');
  const titleId = `${uid}-growth-title`;
  const descId = `${uid}-growth-desc`;
  const captionId = `${uid}-growth-caption`;
  const rtl = language === 'fa';

  const values = points
    .flatMap((p) => [p.composite / BILLION, p.benchmark / BILLION])
    .concat((net ?? []).map((v) => v / BILLION))
    .concat(comparisons.flatMap((c) => c.yearEnds.filter((v): v is number => v !== null).map((v) => v / BILLION)));
  const lo = Math.min(...values) * 0.95;
  const hi = Math.max(...values) * 1.05;
  const frame = chartFrame(WIDTH, HEIGHT, MARGIN, rtl);
  const y = (v: number) => round(frame.bottom - ((Math.log(v) - Math.log(lo)) / (Math.log(hi) - Math.log(lo))) * (frame.bottom - frame.top));
  const step = points.length > 1 ? (frame.right - frame.left) / (points.length - 1) : 0;
  const x = (i: number) => round(frame.left + i * step);
  const path = (series: 'composite' | 'benchmark') => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p[series] / BILLION)}`).join('');
  const money = (rials: number) => formatNumber(rials / BILLION, language, 1);
  const last = points[points.length - 1];

  // Year bands: point index 0 is the start; the value after months[k] is point k + 1.
  let end = 0;
  const bands = rows.map((r) => {
    const start = end;
    end = start + r.months;
    return { row: r, start, end };
  });

  return (
    <Layout>
      <figure>
        {/* direction as an attribute (CSS would be flipped by the RTL plugin): the labels read in the page's direction. */}
        <Svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          direction={rtl ? 'rtl' : 'ltr'}
          data-chart="growth"
        >
          <title id={titleId}>{t('record.growth.title')}</title>
          <desc id={descId}>
            {t('record.growth.desc', {
              amount: `${money(points[0]?.composite ?? 0)} ${t('record.growth.axis')}`,
              start: startLabel,
              end: endLabel,
              composite: `${money(last?.composite ?? 0)} ${t('record.growth.axis')}`,
              net: net ? `${money(net[net.length - 1])} ${t('record.growth.axis')}` : '',
              benchmark: `${money(last?.benchmark ?? 0)} ${t('record.growth.axis')}`,
            })}
            {comparisons.map((c) => ` ${c.desc}`).join('')}
          </desc>
          <ValueAxis frame={frame} ticks={logTicks(lo, hi)} y={y} labelGap={6} label={(tick) => formatNumber(tick, language, 0)}>
            {/* The unit and the scale above the axis, from the chart's outer edge, so they fit at the phone's larger type. */}
            <text className="unit" x={rtl ? WIDTH : 0} y={12} textAnchor={anchorAt(rtl ? 'right' : 'left', rtl)}>
              {t('record.growth.axisScale', { unit: t('record.growth.axis') })}
            </text>
          </ValueAxis>
          <g className="years">
            {bands.map(({ row, start }, i) => (
              <g key={row.year} data-year={row.year} className={i % 2 ? 'odd' : 'even'}>
                <line className="grid" x1={x(start)} x2={x(start)} y1={frame.top} y2={frame.bottom} />
                {/* At the year's start, not its middle: the year so far may be too narrow to centre its name. */}
                <text x={round(x(start) + 4)} y={HEIGHT - 14} textAnchor={anchorAt('left', rtl)}>
                  {yearLabel(row.year, language)}
                  {row.stub ? stubMark : ''}
                </text>
              </g>
            ))}
          </g>
          <path className="benchmark" d={path('benchmark')} data-series="benchmark" />
          {net ? <path className="net" d={net.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(v / BILLION)}`).join('')} data-series="net" /> : null}
          {comparisons.map((c) => (
            <path key={c.id} className={c.id} d={comparisonPath(c, bands, x, (v) => y(v / BILLION))} data-series={c.id} />
          ))}
          <path className="composite" d={path('composite')} data-series="composite" />
          <g className="year-ends">
            {bands.map(({ row, end: stop }) => (
              <circle
                key={row.year}
                className="composite-dot"
                cx={x(stop)}
                cy={y(points[stop].composite / BILLION)}
                r={3.5}
                data-year={row.year}
                data-value={points[stop].composite}
              >
                <title>
                  {t('record.growth.pointTitle', {
                    date: `${yearLabel(row.year, language)}${row.stub ? stubMark : ''}`,
                    composite: money(points[stop].composite),
                    benchmark: money(points[stop].benchmark),
                  })}
                </title>
              </circle>
            ))}
          </g>
        </Svg>
        <Legend>
          <li>
            <Swatch $series="composite" aria-hidden="true" />
            {t('record.growth.composite')}
          </li>
          {net ? (
            <li>
              <Swatch $series="net" aria-hidden="true" />
              {t('record.growth.net')}
            </li>
          ) : null}
          <li>
            <Swatch $series="benchmark" aria-hidden="true" />
            {t('record.growth.benchmark')}
          </li>
          {comparisons.map((c) => (
            <li key={c.id}>
              <Swatch $series={c.id} aria-hidden="true" />
              {c.label}
            </li>
          ))}
        </Legend>
      </figure>
      <TableFigure caption={t('record.growth.tableCaption')} captionId={captionId}>
        <FigureTable data-table="growth" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{t('record.growth.yearEnd')}</th>
              <th scope="col">{t('record.growth.composite')}</th>
              {net ? <th scope="col">{t('record.growth.net')}</th> : null}
              <th scope="col">{t('record.growth.benchmark')}</th>
              {comparisons.map((c) => (
                <th key={c.id} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bands.map(({ row, end: stop }) => (
              <tr key={row.year} data-year={row.year}>
                <th scope="row">
                  {yearLabel(row.year, language)}
                  {row.stub ? stubMark : ''}
                </th>
                <td data-field="composite">{money(points[stop].composite)}</td>
                {net ? <td data-field="net">{money(net[stop])}</td> : null}
                <td data-field="benchmark">{money(points[stop].benchmark)}</td>
                {comparisons.map((c) => {
                  const value = c.yearEnds[bands.findIndex((b) => b.row.year === row.year)] ?? null;
                  return (
                    <td key={c.id} data-field={c.id}>
                      {value === null || row.stub ? <NotAvailable label={c.missing} /> : money(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </TableFigure>
    </Layout>
  );
}

/** A comparison line from the start through each year end that has a value, stopping at the first without. */
function comparisonPath(c: GrowthComparison, bands: { end: number }[], x: (i: number) => number, y: (v: number) => number): string {
  let d = `M${x(0)},${y(c.start)}`;
  for (let i = 0; i < bands.length; i += 1) {
    const value = c.yearEnds[i];
    if (value === null || value === undefined) break;
    d += `L${x(bands[i].end)},${y(value)}`;
  }
  return d;
}

const Layout = styled.div`
  display: grid;
  /* One column no wider than the page: an implicit column would grow to the legend's longest line. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  figure {
    margin: 0;
    min-width: 0;
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  @media print {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    break-inside: avoid;
  }
`;

const Svg = styled.svg`
  ${chartSvg(WIDTH, HEIGHT, 12)}
  .unit {
    fill: ${({ theme }) => theme.color.muted};
  }
  path {
    fill: none;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  .composite {
    stroke: ${({ theme }) => theme.color.brand};
    stroke-width: 2.5;
  }
  .net {
    stroke: ${({ theme }) => theme.color.info};
    stroke-width: 2;
  }
  .benchmark {
    stroke: ${({ theme }) => theme.color.muted};
    stroke-width: 2;
    stroke-dasharray: 6 4;
  }
  .cpi {
    stroke: ${({ theme }) => theme.color.error};
    stroke-width: 2;
    stroke-dasharray: 2 3;
  }
  .deposit {
    stroke: ${({ theme }) => theme.color.success};
    stroke-width: 2;
    stroke-dasharray: 10 3 2 3;
  }
  .composite-dot {
    fill: ${({ theme }) => theme.color.brand};
    stroke: ${({ theme }) => theme.color.bg};
    stroke-width: 1.5;
  }

  /* On a phone the chart is drawn at about half size (chartSvg sets larger text): every other year labelled. */
  ${({ theme }) => theme.media.phone} {
    .years .odd text {
      display: none;
    }
  }
`;

const SWATCH = {
  composite: ['3px solid', 'brand'],
  net: ['2px solid', 'info'],
  benchmark: ['2px dashed', 'muted'],
  cpi: ['2px dotted', 'error'],
  deposit: ['2px dashed', 'success'],
} as const;

const Swatch = styled.span<{ $series: keyof typeof SWATCH }>`
  display: inline-block;
  width: 1.5rem;
  height: 0;
  border-top: ${({ theme, $series }) => `${SWATCH[$series][0]} ${theme.color[SWATCH[$series][1]]}`};
`;
