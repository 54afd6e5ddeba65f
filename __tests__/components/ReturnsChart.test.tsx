// The returns chart: one pair of bars per period, ticks in the page's digits, periods left to right in
// both languages (the value axis on the side the page's text starts from), negative values below the
// zero line, and the same figures in a table.
import React from 'react';
import { screen, within } from '@testing-library/react';
import { periodLabelFit, ReturnsChart, valueScale } from '../../src/components/efficiency/ReturnsChart';
import { ReturnsTable } from '../../src/components/efficiency/ReturnsTable';
import { renderWithI18n } from '../utils/render-with-i18n';

const PERIODS = [
  { id: 'y1400', label: '1400', grossReturn: 0.452, indexYield: 0.31 },
  { id: 'y1401', label: '1401', grossReturn: -0.081, indexYield: -0.124 },
  { id: 'y1402', label: '1402', grossReturn: 0.245, indexYield: 0.18 },
];

const LABELS = {
  en: {
    portfolio: 'Portfolio gross return',
    index: 'Index yield',
    tableCaption: 'Gross return and index yield by period',
    period: 'Period',
    grossReturn: 'Gross return',
    indexYield: 'Index yield',
  },
  fa: {
    portfolio: 'بازده ناخالص سبد',
    index: 'بازده شاخص',
    tableCaption: 'بازده ناخالص و بازده شاخص در هر دوره',
    period: 'دوره',
    grossReturn: 'بازده ناخالص',
    indexYield: 'بازده شاخص',
  },
};

function renderChart(language: 'fa' | 'en', showTable?: boolean) {
  return renderWithI18n(
    <ReturnsChart
      periods={PERIODS}
      language={language}
      title={language === 'fa' ? 'بازده سبد و شاخص' : 'Portfolio and index returns'}
      labels={LABELS[language]}
      showTable={showTable}
    />,
    { language },
  );
}

const bars = (container: HTMLElement, series: 'portfolio' | 'index') => Array.from(container.querySelectorAll<SVGRectElement>(`rect[data-series="${series}"]`));
const xOf = (el: Element) => Number(el.getAttribute('x'));

describe('ReturnsChart', () => {
  it('is an image named by its title and described by its desc', () => {
    renderChart('en');
    const img = screen.getByRole('img', { name: 'Portfolio and index returns' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img).toHaveAttribute('viewBox', '0 0 640 360');
    expect(img).toHaveAccessibleDescription(
      'Bar chart comparing Portfolio gross return with Index yield for 3 periods, from 1400 to 1402. The same figures are in the table that follows.',
    );
    expect(img.querySelector('title')).toHaveTextContent('Portfolio and index returns');
  });

  it('draws two bars per period and a legend', () => {
    const { container } = renderChart('en');
    expect(bars(container, 'portfolio')).toHaveLength(3);
    expect(bars(container, 'index')).toHaveLength(3);
    const legend = screen.getByRole('list');
    expect(within(legend).getByText('Portfolio gross return')).toBeInTheDocument();
    expect(within(legend).getByText('Index yield')).toBeInTheDocument();
  });

  it('draws a negative value down from the zero line', () => {
    const { container } = renderChart('en');
    const zero = container.querySelector('line.zero');
    expect(zero).not.toBeNull();
    const zeroY = Number(zero?.getAttribute('y1'));
    const [, negative] = bars(container, 'portfolio');
    const [positive] = bars(container, 'portfolio');
    expect(Number(negative.getAttribute('y'))).toBe(zeroY);
    expect(Number(negative.getAttribute('height'))).toBeGreaterThan(0);
    expect(Number(positive.getAttribute('y')) + Number(positive.getAttribute('height'))).toBeCloseTo(zeroY, 1);
  });

  describe('on an English page', () => {
    it('runs the periods left to right with Latin-digit ticks', () => {
      const { container } = renderChart('en');
      const xs = bars(container, 'portfolio').map(xOf);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      expect(xOf(bars(container, 'portfolio')[0])).toBeLessThan(xOf(bars(container, 'index')[0]));
      const ticks = Array.from(container.querySelectorAll('.y-axis text')).map((t) => t.textContent);
      expect(ticks).toContain('0%');
      expect(ticks).toContain('-20%');
      expect(ticks).toContain('40%');
    });
  });

  describe('on a Persian page', () => {
    it('runs the periods left to right as on English pages: the same bars, drawn in the same places', () => {
      const en = renderChart('en').container;
      const fa = renderChart('fa').container;
      const xs = bars(fa, 'portfolio').map(xOf);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      expect(xOf(bars(fa, 'portfolio')[0])).toBeLessThan(xOf(bars(fa, 'index')[0]));
      // The plot is the English one moved by the difference of the two margins: the axis has changed sides.
      const shift = xOf(bars(fa, 'index')[0]) - xOf(bars(en, 'index')[0]);
      bars(fa, 'index').forEach((bar, i) => expect(xOf(bar) - xOf(bars(en, 'index')[i])).toBeCloseTo(shift, 1));
    });

    it('reads its labels right to left and sets the value axis on the right', () => {
      const { container } = renderChart('fa');
      expect(container.querySelector('svg')).toHaveAttribute('direction', 'rtl');
      const tickXs = [...container.querySelectorAll('.y-axis text')].map(xOf);
      const lastBar = bars(container, 'index').at(-1)!;
      tickXs.forEach((x) => expect(x).toBeGreaterThan(xOf(lastBar) + Number(lastBar.getAttribute('width'))));
    });

    it('writes ticks, period labels and the description in Persian digits', () => {
      const { container } = renderChart('fa');
      const texts = Array.from(container.querySelectorAll('svg text')).map((t) => t.textContent ?? '');
      expect(texts.join(' ')).not.toMatch(/[0-9]/);
      expect(texts).toContain('۰٪');
      expect(texts).toContain('\u200E\u2212۲۰٪');
      expect(texts).toContain('۱۴۰۱');
      expect(screen.getByRole('img')).toHaveAccessibleDescription(expect.stringContaining('در ۳ دوره، از ۱۴۰۰ تا ۱۴۰۲'));
    });
  });

  describe('the data table', () => {
    it('holds every figure under its caption and headers (en)', () => {
      renderChart('en');
      const table = screen.getByRole('table', { name: 'Gross return and index yield by period' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Period', 'Gross return', 'Index yield']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['1400', '1401', '1402']);
      expect(
        within(rows[1])
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['-8.1%', '-12.4%']);
    });

    it('uses Persian digits on fa', () => {
      renderChart('fa');
      const table = screen.getByRole('table', { name: 'بازده ناخالص و بازده شاخص در هر دوره' });
      const row = within(table).getByRole('row', { name: /۱۴۰۲/ });
      expect(
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['۲۴٫۵٪', '۱۸٫۰٪']);
    });

    it('stays in the accessibility tree when hidden visually', () => {
      renderChart('en', false);
      expect(screen.getByRole('table', { name: 'Gross return and index yield by period' })).toBeInTheDocument();
    });

    it('is also usable on its own', () => {
      renderWithI18n(<ReturnsTable periods={PERIODS} language="en" labels={LABELS.en} />, { language: 'en' });
      expect(screen.getAllByRole('row')).toHaveLength(4);
    });
  });
});

describe('valueScale', () => {
  it.each<[number[], number, number, number]>([
    [[0.452, -0.124], -0.2, 0.6, 0.2],
    [[0.05, 0.03], 0, 0.05, 0.01],
    [[-0.3, -0.1], -0.3, 0, 0.1],
    [[], 0, 0.01, 0.01],
    [[0, 0], 0, 0.01, 0.01],
    [[0.4], 0, 0.4, 0.1],
  ])('%j → from %s to %s in steps of %s', (values, min, max, step) => {
    const scale = valueScale(values);
    expect(scale.min).toBeCloseTo(min, 10);
    expect(scale.max).toBeCloseTo(max, 10);
    expect(scale.step).toBeCloseTo(step, 10);
    expect(scale.ticks).toContain(0);
  });
});

describe('periodLabelFit', () => {
  // Size: (group − 4) / (characters × 0.6), at most 13 and at least 8. Phone stride: names at 21 units
  // (11 px once drawn 343 px wide) take characters × 0.6 × 21 + 4, so one name per ⌈that / group⌉ groups.
  it.each<[number, number, number, number]>([
    [56, 4, 13, 1], // Persian years in ten groups: full size (52 / 2.4 = 21.7); on a phone 54.4 ≤ 56
    [56, 7, 12.38, 2], // English spans such as 2017–18: 52 / 4.2; on a phone 92.2 / 56 → 2
    [56, 8, 10.83, 2], // the year so far, marked 2026–27*: 52 / 4.8; on a phone 104.8 / 56 → 2
    [40, 8, 8, 3], // fourteen periods: 36 / 4.8 = 7.5, held at 8; on a phone 104.8 / 40 → 3
    [200, 7, 13, 1], // two periods: room for everything
  ])('a group %s wide with names of %s characters: %s units, every %s on a phone', (group, chars, fontSize, stride) => {
    const fit = periodLabelFit(group, chars);
    expect(fit.fontSize).toBeCloseTo(fontSize, 2);
    expect(fit.phoneStride).toBe(stride);
  });

  it('names the latest period on a phone and leaves out the ones between', () => {
    const periods = Array.from({ length: 10 }, (_, i) => ({ id: `y${i}`, label: `20${10 + i}–${11 + i}`, grossReturn: 0.1, indexYield: 0.1 }));
    const { container } = renderWithI18n(<ReturnsChart periods={periods} language="en" title="t" labels={LABELS.en} />, { language: 'en' });
    const unnamed = [...container.querySelectorAll('[data-period]')].map((g) => g.classList.contains('unnamed-on-phone'));
    expect(unnamed).toEqual([true, false, true, false, true, false, true, false, true, false]);
  });
});
