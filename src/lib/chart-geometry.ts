// The plot area of the performance record's charts inside their viewBox, with time running left to right
// in both languages (as on the exchange's and brokers' charts) and the value axis on the side the page's
// text starts from. Pure, so that the site's charts and the editor's preview of them place bars alike.

/** Coordinates to two decimals: smaller markup, the same drawing. */
export const round = (n: number) => Math.round(n * 100) / 100;

/** Room around the plot: above, below (the period labels), on the value axis's side and on the far side. */
export type ChartMargin = { top: number; bottom: number; axis: number; far: number };

export type ChartFrame = {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The drawing's text direction: the page's, so that Persian labels read right to left. */
  rtl: boolean;
};

export function chartFrame(width: number, height: number, margin: ChartMargin, rtl: boolean): ChartFrame {
  return {
    left: rtl ? margin.far : margin.axis,
    right: width - (rtl ? margin.axis : margin.far),
    top: margin.top,
    bottom: height - margin.bottom,
    rtl,
  };
}

/**
 * The text-anchor that puts a label's given physical edge at its x. SVG's start and end follow the
 * text's direction, which is the page's (the <svg> carries direction="rtl" on Persian pages).
 */
export function anchorAt(edge: 'left' | 'right' | 'middle', rtl: boolean): 'start' | 'end' | 'middle' {
  if (edge === 'middle') return 'middle';
  return (edge === 'left') !== rtl ? 'start' : 'end';
}
