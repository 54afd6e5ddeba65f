// The performance charts' geometry (src/lib/chart-geometry.ts), worked by hand: the plot
// area inside the viewBox with the value axis on the side the page's text starts from, the text-anchor
// that puts a label's physical edge at its x in either direction, coordinates to two decimals.
import { anchorAt, chartFrame, round, type ChartMargin } from '../../src/lib/chart-geometry';

const MARGIN: ChartMargin = { top: 10, bottom: 30, axis: 48, far: 12 };

describe('chartFrame: a 600 × 300 viewBox', () => {
  test.each([
    // English: axis on the left (48), far side on the right (600 - 12).
    ['English (left to right)', false, { left: 48, right: 588, top: 10, bottom: 270, rtl: false }],
    // Persian: far side on the left (12), axis on the right (600 - 48).
    ['Persian (right to left)', true, { left: 12, right: 552, top: 10, bottom: 270, rtl: true }],
  ])('%s', (_case, rtl, expected) => {
    expect(chartFrame(600, 300, MARGIN, rtl)).toEqual(expected);
  });

  test('the plot is as wide in both languages: width minus both side margins', () => {
    for (const rtl of [false, true]) {
      const frame = chartFrame(600, 300, MARGIN, rtl);
      expect(frame.right - frame.left).toBe(600 - 48 - 12);
      expect(frame.bottom - frame.top).toBe(300 - 10 - 30);
    }
  });
});

describe('anchorAt', () => {
  test.each([
    ['left', false, 'start'],
    ['right', false, 'end'],
    ['left', true, 'end'],
    ['right', true, 'start'],
    ['middle', false, 'middle'],
    ['middle', true, 'middle'],
  ] as const)('a label whose %s edge is at x, rtl=%p: text-anchor %s', (edge, rtl, expected) => {
    expect(anchorAt(edge, rtl)).toBe(expected);
  });
});

describe('round', () => {
  test.each([
    [12.345678, 12.35],
    [12.344, 12.34],
    [-3.14159, -3.14],
    [100, 100],
    [0.005, 0.01],
    [1 / 3, 0.33],
  ])('%p → %p', (n, expected) => {
    expect(round(n)).toBe(expected);
  });
});
