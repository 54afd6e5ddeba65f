/** @jest-environment node */
// The idempotency memory on its own, without HTTP: replays, conflicts, attempts with one key at once,
// the 24-hour window, keys read back from the store on first use (and read again if that failed).
import { canonicalJson, createIdempotency, IDEMPOTENCY_TTL_MS, parseIdempotencyKey, sha256, type KeyedRecord } from '../../server/idempotency';

const START = Date.parse('2025-06-15T12:00:00Z');

function memory(stored: KeyedRecord[] = []) {
  let clock = START;
  const loads: Date[] = [];
  const idempotency = createIdempotency({
    now: () => new Date(clock),
    recent: async (since) => {
      loads.push(since);
      return stored;
    },
  });
  return { idempotency, loads, advance: (ms: number) => (clock += ms) };
}

describe('parseIdempotencyKey', () => {
  it.each([
    ['no header', undefined, null],
    ['a short key', 'k-1', 'k-1'],
    ['200 characters', 'x'.repeat(200), 'x'.repeat(200)],
    ['201 characters', 'x'.repeat(201), 'invalid'],
    ['an empty key', '', 'invalid'],
    ['a space', 'has space', 'invalid'],
    ['non-ASCII letters', 'کلید', 'invalid'],
    ['a repeated header', ['a', 'b'], 'invalid'],
  ])('%s', (_case, header, expected) => {
    expect(parseIdempotencyKey(header)).toBe(expected);
  });
});

describe('canonicalJson', () => {
  it('is the same for the same body whatever the key order, and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });
});

describe('when a key is used again', () => {
  it('replays the committed submission for the same body and calls another body a conflict', async () => {
    const { idempotency } = memory();
    const first = await idempotency.claim('contact', 'k', { a: 1 });
    expect(first).toMatchObject({ outcome: 'claimed', keyHash: sha256('contact\nk') });
    if (first.outcome !== 'claimed') throw new Error('unreachable');
    first.commit({ id: 'id-1', reference: 'ref-id-1', at: START });
    first.release();
    expect(await idempotency.claim('contact', 'k', { a: 1 })).toEqual({
      outcome: 'replay',
      entry: { id: 'id-1', reference: 'ref-id-1', at: START, bodyHash: first.bodyHash },
    });
    expect(await idempotency.claim('contact', 'k', { a: 2 })).toEqual({ outcome: 'conflict' });
  });

  it('keeps each form apart: the same key on the other form is a new attempt', async () => {
    const { idempotency } = memory();
    const first = await idempotency.claim('contact', 'k', {});
    if (first.outcome !== 'claimed') throw new Error('unreachable');
    first.commit({ id: 'id-1', reference: 'ref-id-1', at: START });
    first.release();
    expect((await idempotency.claim('job', 'k', {})).outcome).toBe('claimed');
  });

  it('forgets a refused attempt: released without commit, the key can be used again', async () => {
    const { idempotency } = memory();
    const refused = await idempotency.claim('contact', 'k', { email: 'x' });
    if (refused.outcome !== 'claimed') throw new Error('unreachable');
    refused.release();
    expect((await idempotency.claim('contact', 'k', { email: 'x@y.z' })).outcome).toBe('claimed');
  });

  it('remembers nothing for a request without a key', async () => {
    const { idempotency, loads } = memory();
    const a = await idempotency.claim('contact', null, { a: 1 });
    expect(a).toMatchObject({ outcome: 'claimed', keyHash: null });
    if (a.outcome === 'claimed') a.commit({ id: 'x', reference: 'ref-x', at: START });
    expect((await idempotency.claim('contact', null, { a: 1 })).outcome).toBe('claimed');
    expect(loads).toEqual([]); // the store is not read for keyless requests
  });

  it('forgets a key after 24 hours', async () => {
    const { idempotency, advance } = memory();
    const first = await idempotency.claim('contact', 'k', {});
    if (first.outcome !== 'claimed') throw new Error('unreachable');
    first.commit({ id: 'id-1', reference: 'ref-id-1', at: START });
    first.release();
    advance(IDEMPOTENCY_TTL_MS - 1);
    expect((await idempotency.claim('contact', 'k', {})).outcome).toBe('replay');
    advance(2);
    expect((await idempotency.claim('contact', 'k', {})).outcome).toBe('claimed');
  });
});

describe('when attempts with one key arrive together', () => {
  it('lets one proceed; the others wait and replay its result', async () => {
    const { idempotency } = memory();
    const first = await idempotency.claim('job', 'k', { a: 1 });
    const waiting = [idempotency.claim('job', 'k', { a: 1 }), idempotency.claim('job', 'k', { a: 2 })];
    if (first.outcome !== 'claimed') throw new Error('unreachable');
    first.commit({ id: 'id-1', reference: 'ref-id-1', at: START });
    first.release();
    const [same, other] = await Promise.all(waiting);
    expect(same).toMatchObject({ outcome: 'replay', entry: { id: 'id-1' } });
    expect(other).toEqual({ outcome: 'conflict' });
  });

  it('hands over to one waiter when the first attempt fails', async () => {
    const { idempotency } = memory();
    const first = await idempotency.claim('job', 'k', { a: 1 });
    const waiters = [idempotency.claim('job', 'k', { a: 1 }), idempotency.claim('job', 'k', { a: 1 })];
    if (first.outcome !== 'claimed') throw new Error('unreachable');
    first.release(); // e.g. the store answered 503
    const second = await waiters[0];
    expect(second.outcome).toBe('claimed');
    if (second.outcome !== 'claimed') throw new Error('unreachable');
    second.commit({ id: 'id-2', reference: 'ref-id-2', at: START });
    second.release();
    expect(await waiters[1]).toMatchObject({ outcome: 'replay', entry: { id: 'id-2' } });
  });
});

describe('keys stored before a restart', () => {
  it('are read from the store once, on first use, for the last 24 hours', async () => {
    const bodyHash = sha256(canonicalJson({ a: 1 }));
    const { idempotency, loads } = memory([
      { keyHash: sha256('contact\nold'), bodyHash, id: 'id-old', reference: '0692-123456', receivedAt: new Date(START - 3600_000).toISOString() },
    ]);
    expect(loads).toEqual([]); // nothing read at creation
    expect(await idempotency.claim('contact', 'old', { a: 1 })).toMatchObject({ outcome: 'replay', entry: { id: 'id-old' } });
    expect(await idempotency.claim('contact', 'old', { a: 9 })).toEqual({ outcome: 'conflict' });
    await idempotency.claim('contact', 'new', {});
    expect(loads).toEqual([new Date(START - IDEMPOTENCY_TTL_MS)]);
  });

  it('are read again on the next request when the store could not be read', async () => {
    let fail = true;
    const idempotency = createIdempotency({
      recent: async () => {
        if (fail) throw Object.assign(new Error('EIO'), { code: 'EIO' });
        return [];
      },
    });
    await expect(idempotency.claim('contact', 'k', {})).rejects.toThrow('EIO');
    fail = false;
    expect((await idempotency.claim('contact', 'k', {})).outcome).toBe('claimed');
  });
});
