// The admission record on /supply-and-acceptance/ with mandates (the data file is empty today): the three
// counts, the table newest first with each stage's date or "not yet", in both languages.
import React from 'react';
import { screen, within } from '@testing-library/react';
import { MandateRecord, type MandateText } from '../../src/components/mandates/MandateRecord';
import type { Mandate } from '../../src/lib/mandates';
import { loadResources, renderWithI18n } from '../utils/render-with-i18n';

const mandate = (jsonId: string, contract: string, submitted: string | null, admitted: string | null, firstTrade: string | null): Mandate => ({
  jsonId,
  company: { fa: `شرکت ${jsonId}`, en: `Company ${jsonId}` },
  symbol: { fa: 'نماد', en: 'SYM' },
  market: 'ifb',
  board: 'second',
  role: 'admission-and-offering',
  contract,
  submitted,
  admitted,
  firstTrade,
});
const MANDATES = [mandate('a', '2024-01-10', '2024-05-01', '2024-09-01', '2024-12-01'), mandate('b', '2025-07-01', null, null, null)];

function textOf(language: 'fa' | 'en'): MandateText {
  const copy = (loadResources()[language] as Record<string, Record<string, unknown>>).mandates as unknown as MandateText;
  return { ...copy, none: 'none' };
}
const MONTHS = (lng: 'fa' | 'en') => (loadResources()[lng] as Record<string, { calendar: { months: string[] } }>).common.calendar.months;

describe.each(['fa', 'en'] as const)('MandateRecord (%s)', (language) => {
  it('shows the three counts and the mandates newest first', () => {
    renderWithI18n(<MandateRecord mandates={MANDATES} language={language} months={MONTHS(language)} text={textOf(language)} />, { language });
    const counts = document.querySelectorAll('[data-count] dd');
    expect(Array.from(counts).map((c) => c.textContent)).toEqual(language === 'fa' ? ['۱', '۱', '۱'] : ['1', '1', '1']);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-mandate'))).toEqual(['b', 'a']);
    expect(rows[0].querySelector('[data-stage="submitted"]')!.textContent).toBe(textOf(language).table.notYet);
    expect(rows[1].querySelector('[data-stage="firstTrade"] time')!.getAttribute('dateTime')).toBe('2024-12-01');
    expect(rows[1].querySelector('[data-stage="firstTrade"]')!.textContent).toBe(language === 'fa' ? '۱۱ آذر ۱۴۰۳' : '1 December 2024');
  });

  it('says so in a sentence when there is no mandate', () => {
    renderWithI18n(<MandateRecord mandates={[]} language={language} months={MONTHS(language)} text={textOf(language)} />, { language });
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelector('[data-mandates="none"]')!.textContent).toBe('none');
  });
});
