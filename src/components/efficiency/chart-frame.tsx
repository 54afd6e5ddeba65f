// What the performance record's two SVG charts share: the plot area inside the viewBox, coordinates
// mirrored as a whole on Persian pages (CSS direction does not flip SVG), the value axis with its
// grid lines and tick labels, the base look of the drawing and the legend under it.
import React from 'react';
import styled, { css } from 'styled-components';

/** Coordinates to two decimals: smaller markup, the same drawing. */
export const round = (n: number) => Math.round(n * 100) / 100;

/** Room around the plot: above, below (the period labels), on the axis side and on the far side. */
export type ChartMargin = { top: number; bottom: number; axis: number; far: number };

export type ChartFrame = {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** An x laid out left to right, as the page draws it: reflected in the viewBox on Persian pages (`width` is the shape's own). */
  mx: (x: number, width?: number) => number;
};

export function chartFrame(width: number, height: number, margin: ChartMargin, rtl: boolean): ChartFrame {
  return {
    left: margin.axis,
    right: width - margin.far,
    top: margin.top,
    bottom: height - margin.bottom,
    mx: (x, shape = 0) => round(rtl ? width - x - shape : x),
  };
}

type ValueAxisProps = {
  frame: ChartFrame;
  ticks: readonly number[];
  y: (value: number) => number;
  rtl: boolean;
  /** Space between the plot's edge and a tick's label. */
  labelGap: number;
  label: (tick: number) => string;
  /** The grid line's class: 'grid' unless the chart marks a line apart (the zero line). */
  lineClass?: (tick: number) => string;
  /** Drawn after the ticks, inside the axis group (a unit). */
  children?: React.ReactNode;
};

/** One grid line and one label per tick, the labels against the plot on the axis side. */
export function ValueAxis({ frame, ticks, y, rtl, labelGap, label, lineClass = () => 'grid', children }: ValueAxisProps) {
  return (
    <g className="y-axis">
      {ticks.map((tick) => (
        <g key={tick} data-tick={tick}>
          <line className={lineClass(tick)} x1={frame.mx(frame.left)} x2={frame.mx(frame.right)} y1={y(tick)} y2={y(tick)} />
          <text x={frame.mx(frame.left - labelGap)} y={y(tick)} dominantBaseline="middle" textAnchor={rtl ? 'start' : 'end'}>
            {label(tick)}
          </text>
        </g>
      ))}
      {children}
    </g>
  );
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
