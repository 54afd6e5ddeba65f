// Validation patterns (mobile, landline, email, password) and phone-number normalisation.
import { toLatinDigits } from './digits';

/** Optional +98, 0098 (the international prefix as dialled) or leading 0, then 9 and nine more digits (Latin digits; normalise first). */
export const MOBILE = /^(?:\+98|0098|0)?9\d{9}$/;

/** Leading 0, a 2- or 3-digit area code, then the 8-digit subscriber number. */
export const LANDLINE = /^0\d{2,3}\d{8}$/;

/**
 * local@domain: the local part is dot-separated atoms of RFC 5322 "atext" (no leading, trailing or
 * doubled dots), the domain is dot-separated labels ending in an alphabetic TLD. Quoted local parts
 * and IP-literal domains are refused on purpose: no visitor types them and the backend cannot mail them.
 */
export const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** At least 5 characters; Latin letters, digits or hyphen only (the sign-in pages' rule; no form uses it yet). */
export const PASSWORD = /^[A-Za-z0-9-]{5,}$/;

/** RFC 5321 caps a whole address at 254 characters, which the regex alone does not enforce. */
export const EMAIL_MAX_LENGTH = 254;
/** …and the part before the @ at 64. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * Phone as the patterns expect it: Persian/Arabic-Indic digits to Latin, and the separators people
 * type (spaces of any kind, hyphens and dashes, parentheses, dots) removed.
 */
export function normalizePhone(input: string): string {
  return toLatinDigits(input).replace(/[\s\u200c\u200f\u200e()\-\u2010-\u2015\u2212.]/g, '');
}

/** True when the (normalised) value is an Iranian mobile number. */
export function isMobile(input: string): boolean {
  return MOBILE.test(normalizePhone(input));
}

/** True when the (normalised) value is an Iranian landline number with its area code. */
export function isLandline(input: string): boolean {
  return LANDLINE.test(normalizePhone(input));
}

/** True for a local@domain address no longer than 254 characters, its local part no longer than 64. */
export function isEmail(input: string): boolean {
  const value = toLatinDigits(input.trim());
  return value.length <= EMAIL_MAX_LENGTH && value.lastIndexOf('@') <= EMAIL_LOCAL_MAX_LENGTH && EMAIL.test(value);
}

/** True for a password of PASSWORD's shape. */
export function isPassword(input: string): boolean {
  return PASSWORD.test(input);
}

/**
 * One spelling per mobile number (09xxxxxxxxx), so the backend can match an applicant who types
 * +98 one day and 0 the next. Returns the normalised input unchanged when it is not a mobile number.
 */
export function canonicalMobile(input: string): string {
  const value = normalizePhone(input);
  if (!MOBILE.test(value)) return value;
  return `0${value.slice(-10)}`;
}
