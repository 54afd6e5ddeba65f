// A record's id: a UUID version 7 (RFC 9562), whose first 48 bits are the millisecond it was received.
// So ids sort in the order records arrived, and an id alone says which day's folder of the store holds
// the record (server/store.ts): listing newest first and finding one record need no scan of the store.
import { randomBytes } from 'node:crypto';
import { isIsoDateShaped } from '../src/lib/dates';

export const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A new id for a record received at `at`. */
export function newRecordId(at: Date, random: Uint8Array = randomBytes(10)): string {
  const time = at.getTime().toString(16).padStart(12, '0');
  const bytes = Buffer.from(random);
  const hex = bytes.toString('hex');
  const variant = (8 + (bytes[9] & 3)).toString(16); // the RFC's variant bits: 10xx
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex.slice(0, 3)}-${variant}${hex.slice(3, 6)}-${hex.slice(6, 18)}`;
}

/** The millisecond an id was made for, or null when it is not a record id. */
export function timeOfRecordId(id: string): number | null {
  if (!RECORD_ID.test(id)) return null;
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

/** The UTC day ("2025-06-15") of an instant: the name of the store's folder for that day. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isDay(name: string): boolean {
  return isIsoDateShaped(name);
}
