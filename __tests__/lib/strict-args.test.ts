// parseStrictArgs: parseArgs (strict) that refuses a single-valued option given twice.
import { parseStrictArgs } from '../../src/lib/strict-args';

const options = { to: { type: 'string' }, tag: { type: 'string', multiple: true }, 'dry-run': { type: 'boolean' } } as const;

describe('parseStrictArgs', () => {
  it.each([
    [['--to', 'A', '--to', 'B'], '--to is given twice ("A", then "B"): give it once'],
    [['--to=A', '--to', 'A'], '--to is given twice ("A", then "A"): give it once'],
    [['--dry-run', '--dry-run'], '--dry-run is given twice ("on", then "on"): give it once'],
  ])('refuses %p', (args, message) => {
    expect(() => parseStrictArgs({ args, options, strict: true })).toThrow(message);
  });

  it.each([
    [['--to', 'A'], { to: 'A' }],
    [['--tag', 'a', '--tag', 'b', '--to', 'A'], { tag: ['a', 'b'], to: 'A' }],
    [['--dry-run'], { 'dry-run': true }],
  ])('takes %p', (args, values) => {
    expect(parseStrictArgs({ args, options, strict: true }).values).toEqual(values);
  });

  it('still refuses what parseArgs refuses', () => {
    expect(() => parseStrictArgs({ args: ['--nope'], options, strict: true })).toThrow(/Unknown option/);
  });
});
