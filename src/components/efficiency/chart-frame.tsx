// What the performance record's two SVG charts share: the plot area inside the viewBox, with time
// running left to right in both languages (as on the exchange's and brokers' charts) and the value
// axis on the side the page's text starts from; the value axis with its grid lines and tick labels;
// the base look of the drawing (its text at least 11 px on a phone) and the legend under it.
import React from 'react';
import styled, { css } from 'styled-components';
import { anchorAt, type ChartFrame } from '../../lib/chart-geometry';

type ValueAxisProps = {
  frame: ChartFrame;
  ticks: readonly number[];
  y: (value: number) => number;
  /** Space between the plot's edge and a tick's label. */
  labelGap: number;
  label: (tick: number) => string;
  /** The grid line's class: 'grid' unless the chart marks a line apart (the zero line). */
  lineClass?: (tick: number) => string;
  /** Drawn after the ticks, inside the axis group (a unit). */
  children?: React.ReactNode;
};

/** One grid line and one label per tick, the labels outside the plot on the axis's side. */
export function ValueAxis({ frame, ticks, y, labelGap, label, lineClass = () => 'grid', children }: ValueAxisProps) {
  const x = frame.rtl ? frame.right + labelGap : frame.left - labelGap;
  const anchor = anchorAt(frame.rtl ? 'left' : 'right', frame.rtl);
  return (
    <g className="y-axis">
      {ticks.map((tick) => (
        <g key={tick} data-tick={tick}>
          <line className={lineClass(tick)} x1={frame.left} x2={frame.right} y1={y(tick)} y2={y(tick)} />
          <text x={x} y={y(tick)} dominantBaseline="middle" textAnchor={anchor}>
            {label(tick)}
          </text>
        </g>
      ))}
      {children}
    </g>
  );
}

/** The smallest text a chart shows on a phone, in CSS pixels. */
export const PHONE_MIN_TEXT_PX = 11;
/** How wide a chart is drawn on the narrowest phone the site is laid out for: 375 px less the page's padding. */
const PHONE_DRAWN_PX = 343;

/** A chart's type size on a phone, in viewBox units, so that its text is at least 11 px once the drawing is scaled down. */
export function phoneFontSize(viewBoxWidth: number): number {
  return Math.ceil((PHONE_MIN_TEXT_PX * viewBoxWidth) / PHONE_DRAWN_PX);
}

/** The drawing's base look: as wide as its column, its height from the viewBox's ratio (reserved before paint). */
export const chartSvg = (width: number, height: number, fontSize: number) => css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${width} / ${height};
  overflow: visible;

  text {
    fill: ${({ theme }) => theme.color.text};
    font-size: ${fontSize}px;
    font-family: inherit;
  }

  .grid {
    stroke: ${({ theme }) => theme.color.border};
    stroke-width: 1;
  }

  ${({ theme }) => theme.media.phone} {
    text {
      font-size: ${phoneFontSize(width)}px;
    }
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
