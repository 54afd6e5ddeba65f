// Grouped bar chart of gross portfolio return (and, where the periods carry it, the return net of the
// model fee beside it) vs index yield per period: plain React SVG, deterministic
// for server rendering, periods left to right in both languages, with the same figures in a table for
// every reader.
import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { localizeDigits } from '../../lib/digits';
import { formatPercent, PERCENT_DECIMALS } from '../../lib/format';
import { chartSvg, Legend, phoneFontSize, ValueAxis } from './chart-frame';
import { chartFrame, round } from '../../lib/chart-geometry';
import type { ReturnsPeriod } from '../../lib/performance-labels';
import { ReturnsTable } from './ReturnsTable';

export type ReturnsChartProps = {
  /** In chronological order; returns are fractions (0.245 = 24.5 %). */
  periods: ReturnsPeriod[];
  language: 'fa' | 'en';
  title: string;
  labels: {
    portfolio: string;
    index: string;
    tableCaption: string;
    period: string;
    grossReturn: string;
    indexYield: string;
    /** The net bar's name and the table's net columns, used when the periods carry net returns. */
    net?: string;
    netReturn?: string;
    difference?: string;
  };
  /** Show the data table under the chart (default) or keep it for screen readers only. */
  showTable?: boolean;
};

// The viewBox fixes the aspect ratio, so the chart reserves its height before it paints.
const WIDTH = 640;
const HEIGHT = 360;
// The side margins hold the value labels and half of the last period's name at the phone's type size.
const MARGIN = { top: 16, bottom: 40, axis: 72, far: 32 };
const FONT = 13;
// On a phone the drawing is about half its viewBox width: text in larger units, fewer period names.
const PHONE_FONT = phoneFontSize(WIDTH);

/**
 * The period names' type size and, on a phone, every how many periods one is named, so that each
 * name fits its group: `chars` is the longest name's length, a character taken as 0.6 em wide.
 */
export function periodLabelFit(groupWidth: number, chars: number): { fontSize: number; phoneStride: number } {
  const width = (fontSize: number) => chars * fontSize * 0.6 + 4;
  const fontSize = Math.max(8, Math.min(FONT, round((groupWidth - 4) / (chars * 0.6))));
  return { fontSize, phoneStride: groupWidth > 0 ? Math.max(1, Math.ceil(width(PHONE_FONT) / groupWidth)) : 1 };
}

// Wide enough to read, no wider: past 48rem the bars only grow.
const Figure = styled.div`
  max-width: 48rem;
  margin: ${({ theme }) => `${theme.space.lg} 0`};
`;

const Svg = styled.svg<{ $periodFont: number }>`
  ${chartSvg(WIDTH, HEIGHT, FONT)}

  .bars text {
    font-size: ${({ $periodFont }) => $periodFont}px;
  }

  .zero {
    stroke: ${({ theme }) => theme.color.text};
    stroke-width: 1.5;
  }

  .portfolio {
    fill: ${({ theme }) => theme.color.brand};
  }

  .net {
    fill: ${({ theme }) => theme.color.info};
  }

  .index-bg {
    fill: ${({ theme }) => theme.color.muted};
  }

  .index-stripe {
    stroke: ${({ theme }) => theme.color.surface};
    stroke-width: 2;
  }

  ${({ theme }) => theme.media.phone} {
    .bars text {
      font-size: ${PHONE_FONT}px;
    }
    .bars .unnamed-on-phone text {
      display: none;
    }
  }
`;

const Swatch = styled.span<{ $series: 'portfolio' | 'net' | 'index' }>`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  border-radius: 2px;
  background: ${({ theme, $series }) =>
    $series === 'portfolio'
      ? theme.color.brand
      : $series === 'net'
        ? theme.color.info
        : `repeating-linear-gradient(45deg, ${theme.color.muted} 0 3px, ${theme.color.surface} 3px 5px)`};
`;

/** 1, 2, 2.5 or 5 × 10ᵏ, the smallest not below `raw`. */
function niceStep(raw: number): number {
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const unit = raw / power;
  const nice = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10;
  return nice * power;
}

/** Decimal places a percentage tick needs: step 0.05 → 0 (5 %), 0.025 → 1 (2.5 %). */
function tickDecimals(step: number): number {
  const pct = step * 100;
  for (let d = 0; d < 6; d += 1) {
    const scaled = pct * Math.pow(10, d);
    if (Math.abs(Math.round(scaled) - scaled) < 1e-6) return d;
  }
  return 6;
}

/** The y scale: always includes zero, about five ticks. */
export function valueScale(values: number[]): { min: number; max: number; step: number; ticks: number[] } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const step = niceStep(hi - lo > 0 ? (hi - lo) / 5 : 0.01);
  const min = Math.floor(lo / step + 1e-9) * step;
  // An all-zero (or empty) chart still gets one step above zero, so the scale never divides by zero.
  const max = Math.max(Math.ceil(hi / step - 1e-9) * step, min + step);
  const ticks: number[] = [];
  for (let k = Math.round(min / step); k <= Math.round(max / step); k += 1) {
    ticks.push(Number((k * step).toPrecision(12)));
  }
  return { min: ticks[0], max: ticks[ticks.length - 1], step, ticks };
}

export function ReturnsChart({ periods, language, title, labels, showTable = true }: ReturnsChartProps) {
  const { t } = useTranslation('calculator', { lng: language });
  const uid = useId().replace(/:/g, '');
  const titleId = `${uid}-title`;
  const descId = `${uid}-desc`;
  const stripesId = `${uid}-stripes`;
  const rtl = language === 'fa';

  const withNet = Boolean(labels.net) && periods.some((p) => p.netReturn !== undefined);
  const scale = valueScale(periods.flatMap((p) => [p.grossReturn, p.indexYield, ...(withNet && p.netReturn !== undefined ? [p.netReturn] : [])]));
  const decimals = tickDecimals(scale.step);
  const frame = chartFrame(WIDTH, HEIGHT, MARGIN, rtl);
  const y = (v: number) => round(frame.top + ((scale.max - v) / (scale.max - scale.min)) * (frame.bottom - frame.top));

  const groupWidth = periods.length > 0 ? (frame.right - frame.left) / periods.length : 0;
  const bars = withNet ? 3 : 2;
  const barWidth = groupWidth * (withNet ? 0.25 : 0.34);
  const gap = groupWidth * 0.04;
  const first = periods[0];
  const last = periods[periods.length - 1];
  const label = (p: ReturnsPeriod) => localizeDigits(p.label, language);
  const fit = periodLabelFit(groupWidth, Math.max(1, ...periods.map((p) => label(p).length)));

  return (
    <Figure>
      {/* direction as an attribute (CSS would be flipped by the RTL plugin): the labels read in the page's direction. */}
      <Svg
        $periodFont={fit.fontSize}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        direction={rtl ? 'rtl' : 'ltr'}
        data-language={language}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>
          {t('chart.desc', {
            periods: localizeDigits(periods.length, language),
            first: first ? label(first) : '',
            last: last ? label(last) : '',
            portfolio: withNet && labels.net ? `${labels.portfolio} / ${labels.net}` : labels.portfolio,
            index: labels.index,
          })}
        </desc>
        <defs>
          <pattern id={stripesId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect className="index-bg" width="6" height="6" />
            <line className="index-stripe" x1="0" y1="0" x2="0" y2="6" />
          </pattern>
        </defs>

        <ValueAxis
          frame={frame}
          ticks={scale.ticks}
          y={y}
          labelGap={8}
          label={(tick) => formatPercent(tick, language, decimals)}
          lineClass={(tick) => (tick === 0 ? 'zero' : 'grid')}
        />

        <g className="bars">
          {periods.map((p, i) => {
            const groupLeft = frame.left + i * groupWidth;
            const barsLeft = groupLeft + (groupWidth - bars * barWidth - (bars - 1) * gap) / 2;
            const values = [
              { key: 'portfolio', value: p.grossReturn, name: labels.portfolio },
              ...(withNet && p.netReturn !== undefined ? [{ key: 'net', value: p.netReturn, name: labels.net ?? '' }] : []),
              { key: 'index', value: p.indexYield, name: labels.index },
            ];
            const series = values.map((s, k) => ({ ...s, x: barsLeft + k * (barWidth + gap) }));
            return (
              // The latest period is always named; on a phone every phoneStride-th before it.
              <g key={p.id} data-period={p.id} className={(periods.length - 1 - i) % fit.phoneStride ? 'unnamed-on-phone' : undefined}>
                {series.map((s) => {
                  const top = y(Math.max(s.value, 0));
                  return (
                    <rect
                      key={s.key}
                      className={s.key === 'index' ? undefined : s.key}
                      fill={s.key === 'index' ? `url(#${stripesId})` : undefined}
                      data-series={s.key}
                      data-value={s.value}
                      x={round(s.x)}
                      y={top}
                      width={round(barWidth)}
                      height={round(y(Math.min(s.value, 0)) - top)}
                    >
                      <title>
                        {t('chart.barTitle', {
                          period: label(p),
                          series: s.name,
                          value: formatPercent(s.value, language, PERCENT_DECIMALS),
                        })}
                      </title>
                    </rect>
                  );
                })}
                <text x={round(groupLeft + groupWidth / 2)} y={HEIGHT - 14} textAnchor="middle">
                  {label(p)}
                </text>
              </g>
            );
          })}
        </g>
      </Svg>
      <Legend>
        <li>
          <Swatch $series="portfolio" aria-hidden="true" />
          {labels.portfolio}
        </li>
        {withNet ? (
          <li>
            <Swatch $series="net" aria-hidden="true" />
            {labels.net}
          </li>
        ) : null}
        <li>
          <Swatch $series="index" aria-hidden="true" />
          {labels.index}
        </li>
      </Legend>
      <ReturnsTable periods={periods} language={language} labels={labels} visuallyHidden={!showTable} />
    </Figure>
  );
}
