// The calculator's checks and answers without its form: which field each problem belongs to, in page order.
import { calculate, EMPTY_VALUES, exampleValues, parseDateInput } from '../../src/lib/return-calculator';

describe('parseDateInput', () => {
  it.each([
    ['2021-03-21', 'en', '2021-03-21'],
    ['2021/3/21', 'en', '2021-03-21'],
    ['۱۴۰۰/۰۱/۰۱', 'fa', '2021-03-21'],
    ['\u200F1400.1.1', 'fa', '2021-03-21'],
    ['1402/12/30', 'fa', null], // 1402 is not a Persian leap year
    ['2023-02-29', 'en', null],
    ['21-03-2021', 'en', null],
  ] as const)('%p on a %s page → %p', (text, language, iso) => expect(parseDateInput(text, language)).toBe(iso));
});

describe('calculate', () => {
  it('answers the worked example in both languages', () => {
    for (const language of ['fa', 'en'] as const) {
      const { errors, results } = calculate(exampleValues(language), language);
      expect(errors).toEqual([]);
      expect(results).toMatchObject({ days: 730 });
      expect(results?.mwrAnnualized).toBeCloseTo(0.1386, 4);
      expect(results?.twrAnnualized).toBeCloseTo(0.1584, 4);
    }
  });

  it('names every empty field, in page order', () => {
    expect(calculate(EMPTY_VALUES, 'en').errors.map((e) => [e.field, e.message.key])).toEqual([
      ['flows.0.date', 'errors.dateRequired'],
      ['flows.0.amount', 'errors.amountRequired'],
      ['flows.0.valueBefore', 'errors.valueRequired'],
      ['final.date', 'errors.finalDateRequired'],
      ['final.value', 'errors.finalValueRequired'],
    ]);
  });

  it('asks for a flow when there is none, in the summary only', () => {
    const { errors } = calculate({ flows: [], final: { date: '2024-01-01', value: '1' } }, 'en');
    expect(errors).toEqual([{ field: 'flows', message: { key: 'errors.empty', values: undefined }, inline: false }]);
  });

  it('puts an out-of-order date on the later flow, numbered in the page digits', () => {
    const values = {
      flows: [
        { date: '1402/03/01', amount: '1000', valueBefore: '0' },
        { date: '1402/01/01', amount: '500', valueBefore: '1000' },
      ],
      final: { date: '1403/01/01', value: '1600' },
    };
    expect(calculate(values, 'fa').errors).toEqual([
      { field: 'flows.1.date', message: { key: 'errors.dateOrder', values: { n: '۲', previous: '۱' } }, inline: true },
    ]);
  });
});
