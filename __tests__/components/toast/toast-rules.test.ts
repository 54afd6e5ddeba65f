// Toast rules: empty messages ignored, durations clamped, default variant 'warning'.
import { normalizeToast, toastDuration, TOAST_VARIANTS } from '../../../src/components/toast/toast-rules';

describe('normalizeToast', () => {
  it.each([[''], ['   '], ['\n\t'], [null], [undefined]])('ignores the empty message %j', (message) => {
    expect(normalizeToast({ message })).toBeNull();
  });

  it('applies the defaults: 3500 ms and warning', () => {
    expect(normalizeToast({ message: 'Saved' })).toEqual({ message: 'Saved', variant: 'warning', duration: 3500 });
  });

  it.each(TOAST_VARIANTS.map((v) => [v]))('keeps the variant %s', (variant) => {
    expect(normalizeToast({ message: 'x', variant })?.variant).toBe(variant);
  });

  it.each([['default'], ['fatal'], ['']])('falls back to warning for the unknown variant %j', (variant) => {
    expect(normalizeToast({ message: 'x', variant })?.variant).toBe('warning');
  });

  it('keeps an action', () => {
    const action = { label: 'Reload', onClick: jest.fn() };
    expect(normalizeToast({ message: 'x', action })?.action).toBe(action);
  });
});

describe('toastDuration', () => {
  it.each([
    [undefined, 3500],
    [0, 3500],
    [-10, 3500],
    [1000, 3500],
    [2999, 3500],
    [3000, 3000],
    [3200, 3200],
    [3500, 3500],
    [10000, 10000],
    [30000, 30000],
    [30001, 30000],
    [120000, 30000],
    [Number.POSITIVE_INFINITY, 3500],
    [Number.NaN, 3500],
  ])('%p ms → %p ms', (input, expected) => {
    expect(toastDuration(input)).toBe(expected);
  });
});
