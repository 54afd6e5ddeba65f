// The JSON shapes the two calls accept, checked before yup sees a body: yup is handed a fresh object
// holding only the contract's fields, each of a primitive type the schema expects (or an array of
// strings, or the résumé's flat object), so no nesting, array or odd key from a crafted body can reach
// the validator. Unknown fields are dropped, as the contract says; a known field of the wrong shape is
// refused with 400 naming it.
import { CONTACT_FIELDS, JOB_FIELDS } from '../src/forms/schemas';

type Kind = 'string' | 'number' | 'null' | 'boolean';
export type FieldShape = { types: readonly Kind[] } | { arrayOf: Kind; maxItems: number } | { object: Record<string, readonly Kind[]> };

// Text is a string: a number or a boolean is refused here, never turned into text by yup ("Infinity"
// for 1e309, "true"). null passes on to yup, whose message says the field is required.
const text: FieldShape = { types: ['string', 'null'] };
// The number of children is typed in a text box (a string) or sent as a number.
const count: FieldShape = { types: ['string', 'number', 'null'] };

const CONTACT_SHAPE: Record<(typeof CONTACT_FIELDS)[number], FieldShape> = {
  fullName: text,
  subject: text,
  email: text,
  phone: text,
  message: text,
  language: text,
};

const JOB_SHAPE: Record<(typeof JOB_FIELDS)[number], FieldShape> = {
  firstName: text,
  lastName: text,
  gender: text,
  birthDate: text,
  birthPlace: text,
  maritalStatus: text,
  childrenCount: count,
  militaryServiceStatus: text,
  landline: text,
  mobile: text,
  address: text,
  qualifications: { arrayOf: 'string', maxItems: 20 },
  jobPosition: text,
  educationLevel: text,
  referralSource: text,
  resume: { object: { fileName: ['string'], contentType: ['string'], size: ['number'], base64: ['string'] } },
  language: text,
};

export const SHAPES = { contact: CONTACT_SHAPE, job: JOB_SHAPE } as const;

/** Keys that would reach an object's prototype if copied carelessly; refused wherever they appear. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const kindOf = (value: unknown): Kind | 'object' | 'array' | 'other' =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : (typeof value as Kind);

export type ShapeResult = { ok: true; body: Record<string, unknown> } | { ok: false; field: string | null };

/** The body reduced to the form's fields, or the first field (in the form's order) whose shape is wrong. */
export function checkShape(body: unknown, shape: Record<string, FieldShape>): ShapeResult {
  if (kindOf(body) !== 'object') return { ok: false, field: null };
  const input = body as Record<string, unknown>;
  if (Object.keys(input).some((k) => FORBIDDEN_KEYS.has(k))) return { ok: false, field: null };
  const clean: Record<string, unknown> = Object.create(null);
  for (const [field, spec] of Object.entries(shape)) {
    if (!Object.prototype.hasOwnProperty.call(input, field)) continue;
    const value = input[field];
    if (value === undefined) continue;
    if ('types' in spec) {
      if (!(spec.types as readonly string[]).includes(kindOf(value))) return { ok: false, field };
      clean[field] = value;
    } else if ('arrayOf' in spec) {
      if (!Array.isArray(value) || value.length > spec.maxItems || value.some((v) => kindOf(v) !== spec.arrayOf)) return { ok: false, field };
      clean[field] = [...value];
    } else {
      if (kindOf(value) !== 'object') return { ok: false, field };
      const inner = value as Record<string, unknown>;
      if (Object.keys(inner).some((k) => FORBIDDEN_KEYS.has(k))) return { ok: false, field };
      const copy: Record<string, unknown> = {};
      for (const [key, types] of Object.entries(spec.object)) {
        if (!Object.prototype.hasOwnProperty.call(inner, key) || inner[key] === undefined) continue;
        if (!(types as readonly string[]).includes(kindOf(inner[key]))) return { ok: false, field };
        copy[key] = inner[key];
      }
      clean[field] = copy;
    }
  }
  return { ok: true, body: { ...clean } };
}
