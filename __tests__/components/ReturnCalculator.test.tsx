// The return calculator as a visitor uses it: typing flows in either language, reading both returns,
// and meeting a clear message (with nothing typed lost) when the input cannot be calculated.
import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReturnCalculator } from '../../src/components/calculation/ReturnCalculator';
import { renderWithI18n } from '../utils/render-with-i18n';

type Flow = { date: string; amount: string; valueBefore: string };

function setup(language: 'fa' | 'en') {
  const user = userEvent.setup();
  renderWithI18n(<ReturnCalculator language={language} />, { language });
  return user;
}

const en = {
  row: (n: number) => screen.getByRole('group', { name: `Cash flow ${n}` }),
  final: () => screen.getByRole('group', { name: 'Final valuation' }),
};

/** Clears the example and types `flows` and the final valuation through the form. */
async function enterCase(
  user: ReturnType<typeof userEvent.setup>,
  labels: {
    clear: string;
    add: string;
    row: (n: number) => string;
    date: string;
    amount: string;
    valueBefore: string;
    final: string;
    finalDate: string;
    finalValue: string;
  },
  flows: Flow[],
  final: { date: string; value: string },
) {
  await user.click(screen.getByRole('button', { name: labels.clear }));
  for (let i = 0; i < flows.length; i += 1) {
    if (i > 0) await user.click(screen.getByRole('button', { name: labels.add }));
    const row = within(screen.getByRole('group', { name: labels.row(i + 1) }));
    if (flows[i].date) await user.type(row.getByLabelText(labels.date), flows[i].date);
    if (flows[i].amount) await user.type(row.getByLabelText(labels.amount), flows[i].amount);
    if (flows[i].valueBefore) await user.type(row.getByLabelText(labels.valueBefore), flows[i].valueBefore);
  }
  const group = within(screen.getByRole('group', { name: labels.final }));
  if (final.date) await user.type(group.getByLabelText(labels.finalDate), final.date);
  if (final.value) await user.type(group.getByLabelText(labels.finalValue), final.value);
}

const EN_LABELS = {
  clear: 'Clear all',
  add: 'Add a cash flow',
  row: (n: number) => `Cash flow ${n}`,
  date: 'Date',
  amount: 'Amount (rials)',
  valueBefore: 'Value just before the flow (rials)',
  final: 'Final valuation',
  finalDate: 'Valuation date',
  finalValue: 'Portfolio value (rials)',
};

const FA_LABELS = {
  clear: 'پاک کردن همه',
  add: 'افزودن جریان نقدی',
  row: (n: number) => `جریان نقدی ${String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])}`,
  date: 'تاریخ',
  amount: 'مبلغ (ریال)',
  valueBefore: 'ارزش سبد پیش از جریان نقدی (ریال)',
  final: 'ارزش‌گذاری پایانی',
  finalDate: 'تاریخ ارزش‌گذاری',
  finalValue: 'ارزش سبد (ریال)',
};

function resultRow(name: string) {
  return within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
}

describe('ReturnCalculator', () => {
  describe('with the worked example filled in', () => {
    it('shows both returns for the example when Calculate is pressed (en)', async () => {
      const user = setup('en');
      expect(within(en.row(1)).getByLabelText('Date')).toHaveValue('2021-03-21');
      expect(within(en.row(2)).getByLabelText('Amount (rials)')).toHaveValue('1,180,000,000');
      await user.click(screen.getByRole('button', { name: 'Calculate' }));

      expect(screen.getByText('From 2021-03-21 to 2023-03-21 (730 days)')).toBeInTheDocument();
      const mwr = resultRow('Money-weighted return');
      expect(mwr.getByText('29.6%')).toBeInTheDocument();
      expect(mwr.getByText('13.9%')).toBeInTheDocument();
      const twr = resultRow('Time-weighted return');
      expect(twr.getByText('34.2%')).toBeInTheDocument();
      expect(twr.getByText('15.8%')).toBeInTheDocument();
    });

    it('fills the example in Persian digits and Persian-calendar dates (fa)', async () => {
      const user = setup('fa');
      const row1 = within(screen.getByRole('group', { name: 'جریان نقدی ۱' }));
      expect(row1.getByLabelText('تاریخ')).toHaveValue('۱۴۰۰/۰۱/۰۱');
      expect(row1.getByLabelText('مبلغ (ریال)')).toHaveValue('۱٬۰۰۰٬۰۰۰٬۰۰۰');
      await user.click(screen.getByRole('button', { name: 'محاسبه' }));
      expect(screen.getByText('از ۱۴۰۰/۰۱/۰۱ تا ۱۴۰۲/۰۱/۰۱ (۷۳۰ روز)')).toBeInTheDocument();
      expect(resultRow('بازده وزنی پولی').getByText('۱۳٫۹٪')).toBeInTheDocument();
      expect(resultRow('بازده وزنی زمانی').getByText('۱۵٫۸٪')).toBeInTheDocument();
    });

    it('puts the results in a polite live region', async () => {
      const user = setup('en');
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      const table = screen.getByRole('table', { name: 'Results' });
      expect(table.closest('[aria-live="polite"]')).not.toBeNull();
    });
  });

  describe('when the visitor types a case', () => {
    it('a single investment gives the same MWR and TWR (en)', async () => {
      const user = setup('en');
      await enterCase(user, EN_LABELS, [{ date: '2023-01-01', amount: '1,000', valueBefore: '0' }], {
        date: '2024-01-01',
        value: '1100',
      });
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(resultRow('Money-weighted return').getAllByText('10.0%')).toHaveLength(2);
      expect(resultRow('Time-weighted return').getAllByText('10.0%')).toHaveLength(2);
    });

    it('takes Persian digits and Jalali dates, and shows the results in Persian digits (fa)', async () => {
      const user = setup('fa');
      await enterCase(
        user,
        FA_LABELS,
        [
          { date: '۱۴۰۰/۰۱/۰۱', amount: '۱۰۰', valueBefore: '۰' },
          { date: '۱۴۰۱/۰۱/۰۱', amount: '۱۱۸', valueBefore: '۱۲۲' },
        ],
        { date: '۱۴۰۲/۰۱/۰۱', value: '۲۶۴' },
      );
      await user.click(screen.getByRole('button', { name: 'محاسبه' }));
      const mwr = resultRow('بازده وزنی پولی');
      expect(mwr.getByText('۲۹٫۶٪')).toBeInTheDocument();
      expect(mwr.getByText('۱۳٫۹٪')).toBeInTheDocument();
      const twr = resultRow('بازده وزنی زمانی');
      expect(twr.getByText('۳۴٫۲٪')).toBeInTheDocument();
      expect(twr.getByText('۱۵٫۸٪')).toBeInTheDocument();
    });

    it('does not annualise a period shorter than a year', async () => {
      const user = setup('en');
      await enterCase(user, EN_LABELS, [{ date: '2023-01-01', amount: '1000', valueBefore: '0' }], {
        date: '2023-07-01',
        value: '1050',
      });
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(resultRow('Money-weighted return').getByText('5.0%')).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Annualised' })).not.toBeInTheDocument();
      expect(screen.getByText(/shorter than a year/)).toBeInTheDocument();
    });

    it('adds a row with focus on its date, and removes a row by its numbered button', async () => {
      const user = setup('en');
      await user.click(screen.getByRole('button', { name: 'Add a cash flow' }));
      expect(within(en.row(3)).getByLabelText('Date')).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Remove cash flow 1' }));
      expect(screen.queryByRole('group', { name: 'Cash flow 3' })).not.toBeInTheDocument();
      expect(within(en.row(1)).getByLabelText('Date')).toHaveValue('2022-03-21');
      expect(screen.getByRole('button', { name: 'Add a cash flow' })).toHaveFocus();
    });

    it('numbers the remove buttons in Persian digits (fa)', () => {
      setup('fa');
      expect(screen.getByRole('button', { name: 'حذف جریان نقدی ۲' })).toBeInTheDocument();
    });
  });

  describe('when the input cannot be calculated', () => {
    it('lists empty fields in a focused alert summary and marks each field', async () => {
      const user = setup('en');
      await user.click(screen.getByRole('button', { name: 'Clear all' }));
      await user.click(screen.getByRole('button', { name: 'Calculate' }));

      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: 'Enter the date of cash flow 1' })).toHaveAttribute('href', expect.stringMatching(/^#.+-date$/));
      expect(within(alert).getByRole('link', { name: 'Enter the valuation date' })).toBeInTheDocument();
      expect(alert.parentElement).toHaveFocus();

      const amount = within(en.row(1)).getByLabelText('Amount (rials)');
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveAccessibleDescription(expect.stringContaining('Error: Enter the amount of cash flow 1'));
      expect(amount).toHaveAccessibleDescription(expect.stringContaining('a withdrawal with a minus sign'));
    });

    it('says a valuation is missing and keeps everything typed', async () => {
      const user = setup('en');
      await enterCase(user, EN_LABELS, [{ date: '2023-01-01', amount: '1000', valueBefore: '' }], {
        date: '2024-01-01',
        value: '1100',
      });
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      const value = within(en.row(1)).getByLabelText('Value just before the flow (rials)');
      expect(value).toHaveAccessibleDescription(expect.stringContaining("Enter the portfolio's value just before cash flow 1"));
      expect(within(en.row(1)).getByLabelText('Date')).toHaveValue('2023-01-01');
      expect(within(en.final()).getByLabelText('Portfolio value (rials)')).toHaveValue('1100');
      expect(screen.queryByRole('table', { name: 'Results' })).not.toBeInTheDocument();
    });

    it('rejects text that is not a number and keeps it in the field', async () => {
      const user = setup('en');
      const amount = within(en.row(2)).getByLabelText('Amount (rials)');
      await user.clear(amount);
      await user.type(amount, '12abc');
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(within(screen.getByRole('alert')).getByText(/The amount of cash flow 2 must be a number/)).toBeInTheDocument();
      expect(amount).toHaveValue('12abc');
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    });

    it('says the money-weighted return needs money in and out (no sign change)', async () => {
      const user = setup('en');
      await enterCase(user, EN_LABELS, [{ date: '2023-01-01', amount: '1000', valueBefore: '0' }], {
        date: '2024-01-01',
        value: '0',
      });
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(within(screen.getByRole('alert')).getByRole('link', { name: /needs money going in and coming out/ })).toBeInTheDocument();
      expect(within(en.final()).getByLabelText('Portfolio value (rials)')).toHaveValue('0');
    });

    it('says when the flows are out of date order', async () => {
      const user = setup('en');
      await enterCase(
        user,
        EN_LABELS,
        [
          { date: '2023-06-01', amount: '1000', valueBefore: '0' },
          { date: '2023-01-01', amount: '500', valueBefore: '1000' },
        ],
        { date: '2024-01-01', value: '1600' },
      );
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(within(en.row(2)).getByLabelText('Date')).toHaveAccessibleDescription(expect.stringContaining('Cash flow 2 is dated before cash flow 1'));
    });

    it('says when a withdrawal is larger than the portfolio', async () => {
      const user = setup('en');
      await enterCase(
        user,
        EN_LABELS,
        [
          { date: '2023-01-01', amount: '1000', valueBefore: '0' },
          { date: '2023-06-01', amount: '-2000', valueBefore: '1100' },
        ],
        { date: '2024-01-01', value: '10' },
      );
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(within(en.row(2)).getByLabelText('Amount (rials)')).toHaveAccessibleDescription(
        expect.stringContaining('Cash flow 2 withdraws as much as the portfolio held or more'),
      );
    });

    it('gives Persian messages for a date that is not in the Persian calendar (fa)', async () => {
      const user = setup('fa');
      const date = within(screen.getByRole('group', { name: 'جریان نقدی ۱' })).getByLabelText('تاریخ');
      await user.clear(date);
      await user.type(date, '۱۴۰۲/۱۳/۰۱');
      await user.click(screen.getByRole('button', { name: 'محاسبه' }));
      expect(date).toHaveAccessibleDescription(expect.stringContaining('خطا: تاریخ جریان نقدی ۱ را به‌صورت یک تاریخ خورشیدی درست'));
      expect(date).toHaveValue('۱۴۰۲/۱۳/۰۱');
    });

    it('asks for at least one cash flow when every row is removed', async () => {
      const user = setup('en');
      await user.click(screen.getByRole('button', { name: 'Remove cash flow 2' }));
      await user.click(screen.getByRole('button', { name: 'Remove cash flow 1' }));
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Add at least one cash flow' })).toBeInTheDocument();
    });

    it('moves focus to the field when its summary link is followed', async () => {
      const user = setup('en');
      const finalValue = within(en.final()).getByLabelText('Portfolio value (rials)');
      await user.clear(finalValue);
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      await user.click(screen.getByRole('link', { name: "Enter the portfolio's value on the valuation date" }));
      expect(finalValue).toHaveFocus();
    });

    it('calculates once the error is corrected, and the summary goes away', async () => {
      const user = setup('en');
      const amount = within(en.row(1)).getByLabelText('Amount (rials)');
      await user.clear(amount);
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await user.type(amount, '1,000,000,000');
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(resultRow('Money-weighted return').getByText('13.9%')).toBeInTheDocument();
    });
  });
});
