// The fee calculator's checks, table-driven: what a visitor may type (either digits, separators) is
// accepted, and each bad input gets its own message key on its own field; an address query is read
// from its two names only.
import fs from 'fs';
import path from 'path';
import { calculateFees, feeExampleValues, feeQueryOf, feeValuesFromQuery, feeYearOptions, MAX_AMOUNT_RIALS } from '../../src/lib/fee-calculator';
import { feeTable, type FeeSchedule } from '../../src/lib/fees';
import type { PerformanceData } from '../../src/lib/performance';

const DATA: PerformanceData = JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/performance.json'), 'utf8'));
const TERMS = JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/terms.json'), 'utf8')) as FeeSchedule;
const run = (amount: string, from: string, language: 'fa' | 'en' = 'en') => calculateFees({ amount, from }, DATA.months, TERMS, language);

describe('amounts a visitor may type', () => {
  it.each([
    ['10000000000', 1e10],
    ['10,000,000,000', 1e10],
    ['۱۰٬۰۰۰٬۰۰۰٬۰۰۰', 1e10],
    ['۲۵۰۰۰۰۰۰۰۰۰', 25e9],
    ['٣٠٠٠٠٠', 300000],
    [' 1 000 000 ', 1e6],
    ['1000000000000000', MAX_AMOUNT_RIALS],
  ])('%j is %d rials', (typed, rials) => {
    const { errors, calculation } = run(typed, '1398');
    expect(errors).toEqual([]);
    expect(calculation?.amount).toBe(rials);
    expect(calculation?.table).toEqual(feeTable(DATA.months, TERMS, rials, 1398));
  });
});

describe('bad input: one message on its field', () => {
  it.each([
    ['', '1398', 'amount', 'calculator.errors.amountRequired'],
    ['   ', '1398', 'amount', 'calculator.errors.amountRequired'],
    ['0', '1398', 'amount', 'calculator.errors.amountNotPositive'],
    ['-5,000', '1398', 'amount', 'calculator.errors.amountNotPositive'],
    ['ten billion', '1398', 'amount', 'calculator.errors.amountInvalid'],
    ['1e10', '1398', 'amount', 'calculator.errors.amountInvalid'],
    ['1,00,000', '1398', 'amount', 'calculator.errors.amountInvalid'],
    ['1000000000000001', '1398', 'amount', 'calculator.errors.amountTooLarge'],
    ['1000.5', '1398', 'amount', 'calculator.errors.amountNotWhole'],
    ['1000', '', 'from', 'calculator.errors.fromRequired'],
    ['1000', '1390', 'from', 'calculator.errors.fromOutside'],
    ['1000', '1405', 'from', 'calculator.errors.fromOutside'], // the year so far: no full year to show
    ['1000', '13967', 'from', 'calculator.errors.fromOutside'],
    ['1000', 'x', 'from', 'calculator.errors.fromOutside'],
  ])('amount %j, year %j: %s %s', (amount, from, field, key) => {
    const { errors, calculation } = run(amount, from);
    expect(calculation).toBeNull();
    expect(errors.map((e) => [e.field, e.message.key])).toEqual([[field, key]]);
  });

  it('names the record’s years in the page’s digits and calendar', () => {
    expect(run('1', '1390', 'fa').errors[0].message.values).toEqual({ first: '۱۳۹۶', last: '۱۴۰۴' });
    expect(run('1', '1390', 'en').errors[0].message.values).toEqual({ first: '2017–18', last: '2025–26' });
    expect(run('1000000000000001', '1398', 'fa').errors[0].message.values).toEqual({ max: '۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰' });
  });

  it('reports both fields at once, in page order', () => {
    expect(run('abc', '').errors.map((e) => e.field)).toEqual(['amount', 'from']);
  });
});

describe('the worked example, the years offered and the address', () => {
  it('is 10 billion rials from the first full year, in the page’s digits', () => {
    expect(feeExampleValues(DATA.months, 'fa')).toEqual({ amount: '۱۰٬۰۰۰٬۰۰۰٬۰۰۰', from: '1396' });
    expect(feeExampleValues(DATA.months, 'en')).toEqual({ amount: '10,000,000,000', from: '1396' });
  });
  it('offers the years of the record up to the last full one, named as the page names years', () => {
    const en = feeYearOptions(DATA.months, 'en');
    expect(en[0]).toEqual({ value: '1396', label: '2017–18 (1396)' });
    expect(en[en.length - 1].value).toBe('1404');
    expect(feeYearOptions(DATA.months, 'fa')[0]).toEqual({ value: '1396', label: '۱۳۹۶' });
  });
  it('reads only amount and from, cut to a typed length, and writes them back', () => {
    expect(feeValuesFromQuery('?utm=1')).toBeNull();
    expect(feeValuesFromQuery('?amount=5000&from=۱۳۹۸&x=1')).toEqual({ amount: '5000', from: '1398' });
    expect(feeValuesFromQuery(`?amount=${'9'.repeat(100)}`)).toEqual({ amount: '9'.repeat(40), from: '' });
    expect(feeQueryOf({ amount: 25e9, from: 1399 })).toBe('?amount=25000000000&from=1399');
  });
});
