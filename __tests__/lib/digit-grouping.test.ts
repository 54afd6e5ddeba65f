// Grouping an amount while it is typed: the page's digits and separator, the caret after the same digit.
import { groupDigits, regroup } from '../../src/lib/digit-grouping';

describe('groupDigits', () => {
  it.each([
    ['25000000000', 'en', '25,000,000,000'],
    ['25000000000', 'fa', '۲۵٬۰۰۰٬۰۰۰٬۰۰۰'],
    ['۲۵۰۰۰۰۰۰۰۰۰', 'fa', '۲۵٬۰۰۰٬۰۰۰٬۰۰۰'],
    ['1,000', 'fa', '۱٬۰۰۰'],
    ['', 'en', ''],
    ['12.5', 'en', null],
    ['-5', 'en', null],
  ] as const)('%s on %s pages → %s', (raw, lng, expected) => {
    expect(groupDigits(raw, lng)).toBe(expected);
  });
});

describe('regroup', () => {
  it('keeps the caret after the digit it followed when a separator appears before it', () => {
    // "1000|" typed: "1,000" with the caret at the end.
    expect(regroup('1000', 4, 'en')).toEqual({ value: '1,000', caret: 5 });
    // A digit typed in the middle: "1,0|5000" → "105,000", caret after the 5.
    expect(regroup('1,05000', 4, 'en', '1,0000')).toEqual({ value: '105,000', caret: 3 });
  });

  it('a pasted amount in Latin digits becomes the page’s digits', () => {
    expect(regroup('250000000000', 12, 'fa')).toEqual({ value: '۲۵۰٬۰۰۰٬۰۰۰٬۰۰۰', caret: 15 });
  });

  it('Backspace after a separator removes the digit before it', () => {
    // "1,|000" with Backspace: the browser removed the comma; the 1 goes instead.
    expect(regroup('1000', 1, 'en', '1,000', true)).toEqual({ value: '000', caret: 0 });
    expect(regroup('12000', 2, 'en', '12,000', true)).toEqual({ value: '1,000', caret: 1 });
  });

  it('leaves text that is not a whole number as typed', () => {
    expect(regroup('12a', 3, 'en')).toEqual({ value: '12a', caret: 3 });
  });
});
