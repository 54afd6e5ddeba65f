// A Retry-After in words: the locale key and count for each range of seconds.
import { waitWords } from '../../src/lib/wait-words';

describe('waitWords', () => {
  it.each([
    [0, { key: 'wait.oneSecond' }],
    [1, { key: 'wait.oneSecond' }],
    [1.2, { key: 'wait.seconds', values: { count: 2 } }],
    [10, { key: 'wait.seconds', values: { count: 10 } }],
    [59, { key: 'wait.seconds', values: { count: 59 } }],
    [60, { key: 'wait.oneMinute' }],
    [61, { key: 'wait.minutes', values: { count: 2 } }],
    [600, { key: 'wait.minutes', values: { count: 10 } }],
  ])('%s s → %j', (seconds, expected) => {
    expect(waitWords(seconds)).toEqual(expected);
  });
});
