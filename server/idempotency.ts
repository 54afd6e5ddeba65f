// Idempotency-Key: a retry with the same key and the same body (within 24 hours, per form) gets the
// first answer again and stores nothing new; the same key with another body is a conflict; attempts
// with one key that arrive together store once. The records themselves are the memory: a record and
// its key's hash are written in one atomic step (server/store.ts), so after a crash there is never a
// stored submission whose key was forgotten, or the reverse. The keys of the last 24 hours are read
// from the store on first use (`recent`), not at start. Only stored submissions are remembered: a
// refused attempt can be corrected and sent again with its key. No HTTP here: the forms API
// (server/submission.ts) maps the outcomes to answers.
import { createHash } from 'node:crypto';
import type { FormKind } from './form-kind';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,200}$/;

export const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted at every level: the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object)
      .sort()
      .filter((k) => object[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(object[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The header's key: null when there is none, 'invalid' when it is not 1–200 visible ASCII characters. */
export function parseIdempotencyKey(header: unknown): string | null | 'invalid' {
  if (header === undefined) return null;
  return typeof header === 'string' && KEY.test(header) ? header : 'invalid';
}

/** What a stored submission answers with; kept per key hash. */
export type Remembered = { id: string; reference: string; at: number; bodyHash: string | null };

/** A stored record's key, as the store reads it back. */
export type KeyedRecord = { keyHash: string; bodyHash: string | null; id: string; reference: string; receivedAt: string };

export type Attempt = {
  outcome: 'claimed';
  /** Null when the request carried no key: nothing is remembered for it. */
  keyHash: string | null;
  bodyHash: string;
  /** The submission is stored: later attempts with this key are answered with it. */
  commit(entry: Omit<Remembered, 'bodyHash'>): void;
  /** Ends the attempt (always call it, in a finally): waiters with the same key retry on their own if it was not committed. */
  release(): void;
};

export type Claim = { outcome: 'replay'; entry: Remembered } | { outcome: 'conflict' } | Attempt;

export type Idempotency = {
  /** Decides what an attempt is: the replay of a stored one, a conflict, or a new attempt to carry out. */
  claim(kind: FormKind, key: string | null, body: unknown): Promise<Claim>;
};

export type IdempotencyOptions = {
  /** Keyed records received at or after `since`, of every form. */
  recent: (since: Date) => Promise<Iterable<KeyedRecord>>;
  now?: () => Date;
  ttlMs?: number;
};

export function createIdempotency({ recent, now = () => new Date(), ttlMs = IDEMPOTENCY_TTL_MS }: IdempotencyOptions): Idempotency {
  const remembered = new Map<string, Remembered>();
  const inFlight = new Map<string, Promise<Remembered | null>>();
  let loaded: Promise<void> | null = null;

  function load(): Promise<void> {
    loaded ??= (async () => {
      for (const r of await recent(new Date(now().getTime() - ttlMs))) {
        if (!remembered.has(r.keyHash)) remembered.set(r.keyHash, { id: r.id, reference: r.reference, at: Date.parse(r.receivedAt), bodyHash: r.bodyHash });
      }
    })().catch((error: unknown) => {
      loaded = null; // a store that could not be read is read again next time
      throw error;
    });
    return loaded;
  }

  function rememberedFor(keyHash: string): Remembered | null {
    const entry = remembered.get(keyHash);
    if (!entry) return null;
    if (entry.at < now().getTime() - ttlMs) {
      remembered.delete(keyHash);
      return null;
    }
    return entry;
  }

  /** A key's first body decides; a different body under the same key is a client bug, not a retry. */
  const answer = (entry: Remembered, bodyHash: string): Claim =>
    entry.bodyHash !== null && entry.bodyHash !== bodyHash ? { outcome: 'conflict' } : { outcome: 'replay', entry };

  function attempt(keyHash: string | null, bodyHash: string): Attempt {
    let settle: (value: Remembered | null) => void = () => undefined;
    // Claimed with no await since the last check, so two requests with one key cannot both store.
    if (keyHash) inFlight.set(keyHash, new Promise((resolve) => (settle = resolve)));
    return {
      outcome: 'claimed',
      keyHash,
      bodyHash,
      commit(entry) {
        const stored = { ...entry, bodyHash };
        if (keyHash) remembered.set(keyHash, stored);
        settle(stored);
      },
      release() {
        settle(null); // a no-op once committed
        if (keyHash) inFlight.delete(keyHash);
      },
    };
  }

  return {
    async claim(kind, key, body) {
      const bodyHash = sha256(canonicalJson(body));
      if (key === null) return attempt(null, bodyHash);
      const keyHash = sha256(`${kind}\n${key}`);
      await load();
      // Wait for an attempt with the same key that is still running; if it failed, the next waiter takes over.
      for (;;) {
        const earlier = rememberedFor(keyHash);
        if (earlier) return answer(earlier, bodyHash);
        const pending = inFlight.get(keyHash);
        if (!pending) break;
        const entry = await pending;
        if (entry) return answer(entry, bodyHash);
      }
      return attempt(keyHash, bodyHash);
    },
  };
}
