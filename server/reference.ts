// The reference a visitor can quote for a submission: ten digits shown as "0694-123456", digits only
// (nothing to confuse, read out the same in Persian and English, shown in the page's digits). The
// first four count the UTC days since 2025-01-01 on which it was received, so finding a reference
// reads one day of the store; five are random; the last is a Damm check digit, so a mistyped
// reference (any one digit wrong, or two neighbours swapped) is refused instead of finding another.
import { randomInt } from 'node:crypto';
import { toLatinDigits } from '../src/lib/digits';
import { dayOf } from './record-id';

const EPOCH = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

// The Damm algorithm's quasigroup (weakly totally anti-symmetric): catches every single-digit error and every adjacent transposition.
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
];

function dammDigit(digits: string): number {
  let interim = 0;
  for (const d of digits) interim = DAMM[interim][Number(d)];
  return interim;
}

/** A reference for a submission received at `at`; `random` (0–99999) is chosen by the caller to be unused that day. */
export function makeReference(at: Date, random: number): string {
  const day = String(Math.floor((at.getTime() - EPOCH) / DAY_MS)).padStart(4, '0');
  const body = `${day}${String(random).padStart(5, '0')}`;
  return `${body.slice(0, 4)}-${body.slice(4)}${dammDigit(body)}`;
}

/** How many random parts a day has (five digits); a test makes it small to reach the end of a day. */
export const REFERENCE_SPACE = 100_000;
/** Random draws before the search walks the space in order: at 90 % taken, 1 in 30 searches gets that far. */
const RANDOM_DRAWS = 32;
/** Candidates checked between two turns of the event loop while walking. */
const WALK_SLICE = 2_000;

/** Every reference of the day is taken: no submission can be given one until the next UTC day. */
export class ReferencesExhaustedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('every reference of the day is taken');
  }
}

/** Seconds from `at` to the next UTC midnight, when a new day's references begin. */
export function secondsUntilNextDay(at: Date): number {
  return Math.max(1, Math.ceil((Math.floor(at.getTime() / DAY_MS + 1) * DAY_MS - at.getTime()) / 1000));
}

/**
 * A random reference number part (0 to `space` - 1) not in `used`, or null when every one is taken.
 * Bounded: a few random draws, then one walk through the space from a random start that yields to the
 * event loop every few thousand candidates, so a nearly full day never holds the server.
 */
export async function unusedRandom(used: ReadonlySet<string>, at: Date, space = REFERENCE_SPACE): Promise<number | null> {
  for (let draw = 0; draw < RANDOM_DRAWS; draw += 1) {
    const random = randomInt(space);
    if (!used.has(makeReference(at, random))) return random;
  }
  const start = randomInt(space);
  for (let i = 0; i < space; i += 1) {
    const random = (start + i) % space;
    if (!used.has(makeReference(at, random))) return random;
    if (i % WALK_SLICE === WALK_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  return null;
}

/**
 * The reference as typed or quoted ("۰۶۹۴-۱۲۳۴۵۶", "0694 123456", "0694123456"), or null when it is
 * not ten digits whose check digit agrees.
 */
export function parseReference(text: string): string | null {
  const digits = toLatinDigits(text).replace(/[\s\-\u2010-\u2015\u200c\u200e\u200f]/g, '');
  if (!/^\d{10}$/.test(digits) || dammDigit(digits) !== 0) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** The UTC day ("2025-06-15") a reference was given on: the store's folder to look in. */
export function dayOfReference(reference: string): string {
  return dayOf(EPOCH + Number(reference.slice(0, 4)) * DAY_MS);
}
