// The editor's previews show what the site will show: the site's words from locales/, and figures, dates
// and digits from the same src/lib functions the pages call. Rendered with Testing Library from sample
// entries (the repository's data, and a record whose first year starts after Farvardin).
import React from 'react';
import fs from 'fs';
import path from 'path';
import { render, screen, within } from '@testing-library/react';
import {
  LicencePreview,
  PerformancePreview,
  PREVIEWS,
  recordOf,
  StaffPreview,
  type LicenceEntry,
  type PerformanceEntry,
  type StaffEntry,
} from '../../src/admin/previews';
import { annualRows } from '../../src/lib/performance';
import { formatDate, formatPercent, PERCENT_DECIMALS } from '../../src/lib/format';
import { toPersianDigits } from '../../src/lib/digits';
import type { PreviewProps } from '../../src/admin/decap';

const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const locale = (lang: string, ns: string) => readJson(`locales/${lang}/${ns}.json`);

/** The preview's section of one language. */
const pane = (container: HTMLElement, lang: 'fa' | 'en') => container.querySelector(`section[lang="${lang}"]`) as HTMLElement;

describe('staff preview', () => {
  const staff: StaffEntry[] = readJson('data/staff.json');

  it("draws each member's card in both languages, Persian right to left, with the site's labels and qualification names", () => {
    const { container } = render(<StaffPreview members={staff} />);
    const fa = pane(container, 'fa');
    const en = pane(container, 'en');
    expect(fa).toHaveAttribute('dir', 'rtl');
    expect(en).toHaveAttribute('dir', 'ltr');
    const chair = staff.find((m) => m.id === 'mohammad-hossein-rezvani')!;
    expect(within(fa).getByRole('heading', { name: chair.name!.fa })).toBeInTheDocument();
    expect(within(en).getByRole('heading', { name: chair.name!.en })).toBeInTheDocument();
    expect(within(fa).getAllByText(locale('fa', 'staff').labels.education).length).toBe(staff.length);
    const q = chair.qualifications![0];
    expect(within(fa).getAllByText(locale('fa', 'staff').qualifications[q]).length).toBeGreaterThan(0);
    expect(within(en).getAllByText(locale('en', 'staff').qualifications[q]).length).toBeGreaterThan(0);
  });

  it('puts the board first, each group in its order, as /directors/ and /managers/ do', () => {
    const { container } = render(<StaffPreview members={staff} />);
    const names = [...pane(container, 'en').querySelectorAll('h2')].map((h) => h.textContent);
    const board = staff.filter((m) => m.group === 'board').sort((a, b) => a.order! - b.order!);
    expect(names.slice(0, board.length)).toEqual(board.map((m) => m.name!.en));
  });
});

describe('licence preview', () => {
  const licences: LicenceEntry[] = readJson('data/licences.json');

  it('shows dates in the Persian calendar with Persian digits on the Persian side, Gregorian on the English side', () => {
    const first = licences[0];
    const { container } = render(<LicencePreview licences={licences} today="2025-01-01" imageUrl={(p) => p} />);
    const months = { fa: locale('fa', 'common').calendar.months, en: locale('en', 'common').calendar.months };
    expect(within(pane(container, 'fa')).getAllByText(formatDate(first.issuedOn!, 'fa', months.fa)).length).toBeGreaterThan(0);
    expect(within(pane(container, 'en')).getAllByText(formatDate(first.issuedOn!, 'en', months.en)).length).toBeGreaterThan(0);
    expect(within(pane(container, 'fa')).getAllByText(toPersianDigits(first.number!)).length).toBeGreaterThan(0);
    expect(within(pane(container, 'fa')).getAllByRole('img')[0]).toHaveAttribute('src', first.image);
  });

  it('marks a licence expired on the day after its last day, as the site judges it', () => {
    const licence = { ...licences[0], validUntil: '2024-05-01' };
    const { container, rerender } = render(<LicencePreview licences={[licence]} today="2024-05-01" imageUrl={() => null} />);
    expect(within(pane(container, 'en')).queryByText(locale('en', 'certificate').labels.expired)).toBeNull();
    rerender(<LicencePreview licences={[licence]} today="2024-05-02" imageUrl={() => null} />);
    expect(within(pane(container, 'en')).getByText(locale('en', 'certificate').labels.expired)).toBeInTheDocument();
  });

  it('shows a date still being typed as it is', () => {
    const { container } = render(<LicencePreview licences={[{ ...licences[0], issuedOn: '2024-02-3' }]} today="2024-01-01" imageUrl={() => null} />);
    expect(within(pane(container, 'fa')).getByText('2024-02-3')).toBeInTheDocument();
  });
});

describe('performance preview', () => {
  const record: PerformanceEntry = readJson('data/performance.json');

  /** The figures of each row of a language's table: [period, gross return, index yield]. */
  const rows = (container: HTMLElement, lang: 'fa' | 'en') =>
    [...pane(container, lang).querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));

  it("shows each year's chain-linked returns as the site computes and formats them", () => {
    const { container } = render(<PerformancePreview record={record} />);
    const expected = annualRows(recordOf(record));
    expect(rows(container, 'fa')).toEqual(
      expected.map((r) => [
        `${toPersianDigits(r.year)}${r.stub ? '*' : ''}`,
        formatPercent(r.composite, 'fa', PERCENT_DECIMALS),
        formatPercent(r.benchmark, 'fa', PERCENT_DECIMALS),
      ]),
    );
    expect(rows(container, 'en').map((r) => r[1])).toEqual(expected.map((r) => formatPercent(r.composite, 'en', PERCENT_DECIMALS)));
    expect(within(pane(container, 'fa')).getByText(locale('fa', 'calculation').table.caption)).toBeInTheDocument();
  });

  it('counts a first year that starts after Farvardin as complete once it reaches Esfand (the site’s rule), and a year to date as such', () => {
    const months = ['1396-07', '1396-08', '1396-09', '1396-10', '1396-11', '1396-12', '1397-01', '1397-02'].map((month) => ({
      month,
      composite: 0.01,
      benchmark: 0.02,
    }));
    const { container } = render(<PerformancePreview record={{ months, years: [] }} />);
    expect(rows(container, 'en').map((r) => r[0])).toEqual(['2017–18', '2018–19*']);
    expect(rows(container, 'fa').map((r) => r[0])).toEqual(['۱۳۹۶', '۱۳۹۷*']);
    expect(rows(container, 'en')[0][1]).toBe(formatPercent(1.01 ** 6 - 1, 'en', PERCENT_DECIMALS));
    // The note under the table says what the mark means, in each language.
    expect(pane(container, 'en').textContent).toContain('to date');
  });

  it('draws one bar per year for the portfolio and the index, time left to right in both languages as on the site', () => {
    const { container } = render(<PerformancePreview record={record} />);
    const bars = (lang: 'fa' | 'en') => [...pane(container, lang).querySelectorAll('rect.portfolio')];
    const years = annualRows(recordOf(record));
    expect(bars('en').map((b) => Number(b.getAttribute('data-value')))).toEqual(years.map((r) => r.composite));
    const x = (lang: 'fa' | 'en') => bars(lang).map((b) => Number(b.getAttribute('x')));
    expect(x('en')[0]).toBeLessThan(x('en')[1]);
    expect(x('fa')[0]).toBeLessThan(x('fa')[1]);
    expect(bars('fa').map((b) => Number(b.getAttribute('data-value')))).toEqual(years.map((r) => r.composite));
  });

  it('leaves out a month still being typed', () => {
    const months = [{ month: '1396-01', composite: 0.01, benchmark: 0.01 }, { month: '1396-0' }];
    expect(recordOf({ months }).months).toEqual([{ month: '1396-01', composite: 0.01, benchmark: 0.01 }]);
  });
});

describe('the templates registered with Decap', () => {
  /** An entry as Decap passes it: Immutable values with toJS(). */
  const entry = (data: unknown): PreviewProps['entry'] =>
    ({ getIn: (p: string[]) => (p.join('.') === 'data' ? { toJS: () => data } : undefined) }) as unknown as PreviewProps['entry'];

  it('turn the entry being edited into the presenters’ data', () => {
    const staff = readJson('data/staff.json');
    render(PREVIEWS.staff({ entry: entry({ items: staff }), fields: {} as PreviewProps['fields'], getAsset: () => null }));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(staff.length * 2);
  });

  it('show an image through Decap’s asset (an upload not yet saved has a blob: address)', () => {
    const licences = readJson('data/licences.json').slice(0, 1);
    render(PREVIEWS.licences({ entry: entry({ items: licences }), fields: {} as PreviewProps['fields'], getAsset: () => ({ toString: () => 'blob:x' }) }));
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', 'blob:x');
  });
});
