// Yup schemas of the contact and job-application payloads, shared by the browser forms and server/api.ts so the two cannot drift.
import { array, mixed, number, object, string, ValidationError } from 'yup';
import type { ObjectSchema } from 'yup';
import { ageOn, parseIsoDate } from '../lib/dates';
import { normalizePersianText, toLatinDigits } from '../lib/digits';
import { LANGUAGES, type Language } from '../lib/i18n-config';
import { canonicalMobile, EMAIL, EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH, LANDLINE, MOBILE, normalizePhone } from '../lib/patterns';
import { detectFileType, hasOfficeMacros, kindOfContentType, kindOfFileName, MAX_RESUME_BYTES, SIGNATURE_HEAD_BYTES } from '../lib/file-signature';
import type { FileKind } from '../lib/file-signature';
import { CONTROL_CHARACTERS } from '../lib/strip-controls';
import { educationLevels, genders, jobPositions, maritalStatuses, militaryServiceStatuses, qualifications } from './options';
import type { EducationLevel, Gender, JobPosition, MaritalStatus, MilitaryServiceStatus, Qualification } from './options';

/**
 * Every yup message in these schemas is a FormMessage object, not text: `key` is an i18next key in the
 * `forms` namespace (locales/{fa,en}/forms.json, e.g. 'errors.maxLength') and `values` its
 * interpolation values. Yup 1 passes object messages through untouched, and so does react-hook-form's
 * yupResolver, so `errors.x.message` is this object at run time although RHF types it as string:
 * pass it through `toFormMessage` and render `t(m.key, m.values)` in the page's language.
 */
export type FormMessage = { key: string; values?: Record<string, string | number> };

export const message = (key: string, values?: FormMessage['values']): FormMessage => (values ? { key, values } : { key });

/** Any yup/RHF error message as a FormMessage (a bare string is taken as the key). */
export function toFormMessage(value: unknown): FormMessage {
  if (value && typeof value === 'object' && typeof (value as FormMessage).key === 'string') {
    const { key, values } = value as FormMessage;
    return values ? { key, values } : { key };
  }
  if (typeof value === 'string' && value.startsWith('errors.')) return { key: value };
  return { key: 'errors.invalid' };
}

const REQUIRED = message('errors.required');
const CHOOSE = message('errors.choose');
export const maxLength = (max: number) => message('errors.maxLength', { max });

/** Visible and enforced limits (characters, after normalisation) so the UI can show "n of max". */
export const FIELD_LIMITS = {
  contact: { fullName: 100, subject: 150, email: EMAIL_MAX_LENGTH, phone: 20, message: 2000 },
  job: {
    firstName: 50,
    lastName: 80,
    birthPlace: 80,
    landline: 20,
    mobile: 20,
    address: 300,
    referralSource: 200,
    resumeFileName: 255,
  },
} as const;

export const CHILDREN_COUNT = { min: 0, max: 20 } as const;
export const APPLICANT_AGE = { min: 15, max: 100 } as const;

/** Fields in the order the forms show them: error summaries and the server's messages follow it. */
export const CONTACT_FIELDS = ['fullName', 'subject', 'email', 'phone', 'message', 'language'] as const;
export const JOB_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'birthPlace',
  'maritalStatus',
  'childrenCount',
  'militaryServiceStatus',
  'landline',
  'mobile',
  'address',
  'qualifications',
  'jobPosition',
  'educationLevel',
  'referralSource',
  'resume',
  'language',
] as const;

/**
 * The fields a visitor may leave empty, as the schemas below accept them (a unit test holds the two
 * together): the forms mark these "(optional)" and say that every other question must be answered.
 */
export const OPTIONAL_FIELDS = {
  contact: [] as readonly (typeof CONTACT_FIELDS)[number][],
  job: ['qualifications', 'referralSource'] as readonly (typeof JOB_FIELDS)[number][],
} as const;

/** Military service is asked of men only: the form shows the question, and the schema requires it, by this one rule. */
export function asksMilitaryService(gender: unknown): boolean {
  return gender === 'male';
}

export type ContactPayload = {
  fullName: string;
  subject: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
};

export type ResumePayload = { fileName: string; contentType: string; size: number; base64: string };

export type JobApplicationPayload = {
  firstName: string;
  lastName: string;
  gender: Gender;
  birthDate: string;
  birthPlace: string;
  maritalStatus: MaritalStatus;
  childrenCount: number;
  militaryServiceStatus: MilitaryServiceStatus | null;
  landline: string;
  mobile: string;
  address: string;
  qualifications: Qualification[];
  jobPosition: JobPosition;
  educationLevel: EducationLevel;
  referralSource: string;
  resume: ResumePayload;
  language: Language;
};

/** Validation context: `now` fixes "today" for the age rule (tests, and a server clock option). */
export type FormContext = { now?: Date };

// Control characters and bidi overrides/isolates are never meant in a name or message and can disguise
// text (a name that renders reversed): src/lib/strip-controls.ts, shared with the search page's echo.
const INVISIBLE_JUNK = CONTROL_CHARACTERS;
// What a reader cannot see at the edges of a value: white space (\s covers NBSP and the other Unicode
// spaces), zero-width space/non-joiner/joiner, the bidi marks (LRM, RLM, ALM), the word joiner and
// invisible operators, the combining grapheme joiner, soft hyphen and the Hangul fillers. Trimmed, a
// required field made only of them is empty; inside a value they stay (Persian spelling needs ZWNJ).
const INVISIBLE = '\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u3164\\uFFA0';
// eslint-disable-next-line no-misleading-character-class -- the combining grapheme joiner (U+034F) is listed on its own on purpose
const EDGE_SPACE = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g');

/** Single-line text: Persian letters/digits normalised, edges trimmed (ZWNJ too), inner runs of spaces collapsed. */
export function cleanLine(value: string): string {
  return normalizePersianText(value).replace(INVISIBLE_JUNK, '').replace(/\s+/g, ' ').replace(EDGE_SPACE, '');
}

/** Multi-line text: like cleanLine but line breaks are kept (as \n) and only spaces within a line collapse. */
export function cleanMultiline(value: string): string {
  return normalizePersianText(value)
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE_JUNK, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(EDGE_SPACE, '');
}

const ifString =
  (fn: (s: string) => string) =>
  (value: unknown): unknown =>
    typeof value === 'string' ? fn(value) : value;

const line = (max: number) => string().transform(ifString(cleanLine)).required(REQUIRED).max(max, maxLength(max));

const multiline = (max: number) => string().transform(ifString(cleanMultiline)).required(REQUIRED).max(max, maxLength(max));

/** An enum field: '' (the select's placeholder) counts as not chosen. */
const choice = <T extends string>(values: readonly T[]) =>
  string<T>()
    .transform(ifString((s) => s.trim()))
    .transform((v: unknown) => (v === '' ? undefined : v))
    .required(CHOOSE)
    .oneOf(values, CHOOSE);

const emailField = string()
  .transform(ifString((s) => toLatinDigits(s).replace(EDGE_SPACE, '')))
  .required(REQUIRED)
  .max(EMAIL_MAX_LENGTH, maxLength(EMAIL_MAX_LENGTH))
  .test({
    name: 'emailLocalPart',
    message: message('errors.emailLocalPart', { max: EMAIL_LOCAL_MAX_LENGTH }),
    skipAbsent: true,
    test: (value) => !value || value.lastIndexOf('@') <= EMAIL_LOCAL_MAX_LENGTH,
  })
  .matches(EMAIL, { message: message('errors.email'), excludeEmptyString: true });

const languageField = choice(LANGUAGES);

// ---------------------------------------------------------------------------------------------
// Dates

const birthDateField = string()
  .transform(ifString((s) => toLatinDigits(s).trim()))
  .required(REQUIRED)
  .test({
    name: 'birthDate',
    message: message('errors.birthDate'),
    skipAbsent: true,
    test: (value) => !value || parseIsoDate(value) !== null,
  })
  .test({
    name: 'birthDateAge',
    message: message('errors.birthDateAge', { min: APPLICANT_AGE.min, max: APPLICANT_AGE.max }),
    skipAbsent: true,
    test(value) {
      const parts = value ? parseIsoDate(value) : null;
      if (!parts) return true; // the birthDate test already reports it
      const now = (this.options.context as FormContext | undefined)?.now ?? new Date();
      const age = ageOn(parts, now);
      return age >= APPLICANT_AGE.min && age <= APPLICANT_AGE.max;
    },
  });

// ---------------------------------------------------------------------------------------------
// Résumé

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a well-formed base64 string decodes to. */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function decodeBase64Slice(base64: string, start: number, end: number): Uint8Array {
  const binary = atob(base64.slice(start, end));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The kind the encoded file's bytes say it is. Only its head and its tail are decoded (a DOCX's
 * "word/" entries are in the local headers at the start and in the central directory at the end),
 * so re-validating on every keystroke does not decode two megabytes in the browser.
 */
export function detectBase64FileType(base64: string): FileKind | null {
  const { head, joined } = base64Sample(base64);
  const kind = detectFileType(head);
  if (kind !== null || head[0] !== 0x50 || joined === head) return kind;
  return detectFileType(joined);
}

/** The decoded head of an encoded file, and its head and tail together (the whole file when small). */
function base64Sample(base64: string): { head: Uint8Array; joined: Uint8Array } {
  const window = Math.ceil(SIGNATURE_HEAD_BYTES / 3) * 4;
  if (base64.length <= 2 * window) {
    const whole = decodeBase64Slice(base64, 0, base64.length);
    return { head: whole, joined: whole };
  }
  const head = decodeBase64Slice(base64, 0, window);
  const tailStart = base64.length - window; // a multiple of 4, since both lengths are
  const tail = decodeBase64Slice(base64, tailStart, base64.length);
  const joined = new Uint8Array(head.length + tail.length);
  joined.set(head);
  joined.set(tail, head.length);
  return { head, joined };
}

/** The résumé object as sent: only its four keys; a data: URL prefix and line breaks dropped from base64. */
function normalizeResume(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const raw = value as Record<string, unknown>;
  let base64 = raw.base64;
  if (typeof base64 === 'string') {
    base64 = base64.replace(/^data:[^,]*;base64,/, '');
    if (/\s/.test(base64 as string)) base64 = (base64 as string).replace(/\s+/g, '');
  }
  return {
    fileName: typeof raw.fileName === 'string' ? cleanLine(raw.fileName) : raw.fileName,
    contentType: typeof raw.contentType === 'string' ? raw.contentType.trim().toLowerCase() : raw.contentType,
    size: raw.size,
    base64,
  };
}

/** The first rule a résumé payload breaks, or null. The server adds a full decode on top (server/api.ts). */
export function checkResume(value: unknown): FormMessage | null {
  if (!value || typeof value !== 'object') return message('errors.fileRequired');
  const { fileName, contentType, size, base64 } = value as Partial<Record<keyof ResumePayload, unknown>>;
  if (typeof fileName !== 'string' || fileName === '') return message('errors.fileRequired');
  if (fileName.length > FIELD_LIMITS.job.resumeFileName) return maxLength(FIELD_LIMITS.job.resumeFileName);
  const nameKind = kindOfFileName(fileName);
  const typeKind = typeof contentType === 'string' ? kindOfContentType(contentType) : null;
  if (nameKind === null || typeKind === null) return message('errors.fileType');
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) return message('errors.fileCorrupt');
  if (size === 0) return message('errors.fileEmpty');
  if (size > MAX_RESUME_BYTES) return message('errors.fileSize', { maxMb: MAX_RESUME_BYTES / 1024 / 1024 });
  if (typeof base64 !== 'string' || base64.length % 4 !== 0 || !BASE64.test(base64)) {
    return message('errors.fileCorrupt');
  }
  if (base64DecodedLength(base64) !== size) return message('errors.fileCorrupt');
  const detected = detectBase64FileType(base64);
  if (detected === null || detected !== nameKind || detected !== typeKind) return message('errors.fileSignature');
  if (hasOfficeMacros(base64Sample(base64).joined)) return message('errors.fileMacros');
  return null;
}

const resumeField = mixed<ResumePayload>((v): v is ResumePayload => !!v && typeof v === 'object')
  .transform(normalizeResume)
  .required(message('errors.fileRequired'))
  .typeError(message('errors.fileRequired'))
  .test('resume', function test(value) {
    const failure = checkResume(value);
    return failure ? this.createError({ message: failure }) : true;
  });

// ---------------------------------------------------------------------------------------------
// The schemas

export const contactSchema: ObjectSchema<ContactPayload, FormContext> = object({
  fullName: line(FIELD_LIMITS.contact.fullName),
  subject: line(FIELD_LIMITS.contact.subject),
  email: emailField,
  // Mobile or landline: people give whichever they answer; mobiles are sent as 09xxxxxxxxx.
  phone: string()
    .transform(ifString((s) => canonicalMobile(normalizePhone(s))))
    .required(REQUIRED)
    .max(FIELD_LIMITS.contact.phone, maxLength(FIELD_LIMITS.contact.phone))
    .test({
      name: 'phone',
      message: message('errors.phone'),
      skipAbsent: true,
      test: (v) => !v || MOBILE.test(v) || LANDLINE.test(v),
    }),
  message: multiline(FIELD_LIMITS.contact.message),
  language: languageField,
});

export const jobApplicationSchema: ObjectSchema<JobApplicationPayload, FormContext> = object({
  firstName: line(FIELD_LIMITS.job.firstName),
  lastName: line(FIELD_LIMITS.job.lastName),
  gender: choice(genders),
  birthDate: birthDateField,
  birthPlace: line(FIELD_LIMITS.job.birthPlace),
  maritalStatus: choice(maritalStatuses),
  childrenCount: number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      const text = toLatinDigits(original).trim();
      if (text === '') return undefined;
      return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    })
    .typeError(message('errors.integer'))
    .required(REQUIRED)
    .integer(message('errors.integer'))
    .min(CHILDREN_COUNT.min, message('errors.numberRange', { ...CHILDREN_COUNT }))
    .max(CHILDREN_COUNT.max, message('errors.numberRange', { ...CHILDREN_COUNT })),
  // Asked of men only; for anyone else whatever was sent is replaced by null, as the contract says.
  militaryServiceStatus: string<MilitaryServiceStatus>()
    .nullable()
    .default(null)
    .when('gender', ([gender], schema) =>
      asksMilitaryService(gender)
        ? schema
            .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
            .required(CHOOSE)
            .oneOf(militaryServiceStatuses, CHOOSE)
        : schema.transform(() => null),
    ),
  landline: string()
    .transform(ifString(normalizePhone))
    .required(REQUIRED)
    .max(FIELD_LIMITS.job.landline, maxLength(FIELD_LIMITS.job.landline))
    .matches(LANDLINE, { message: message('errors.landline'), excludeEmptyString: true }),
  mobile: string()
    .transform(ifString(canonicalMobile))
    .required(REQUIRED)
    .max(FIELD_LIMITS.job.mobile, maxLength(FIELD_LIMITS.job.mobile))
    .matches(MOBILE, { message: message('errors.mobile'), excludeEmptyString: true }),
  address: multiline(FIELD_LIMITS.job.address),
  // Having none of the certificates is normal for a junior applicant, so an empty list is valid.
  qualifications: array()
    .of(string<Qualification>().required(CHOOSE).oneOf(qualifications, CHOOSE))
    .transform((v: unknown) => (Array.isArray(v) ? Array.from(new Set(v)) : v))
    .default([])
    .required(REQUIRED)
    .typeError(CHOOSE),
  jobPosition: choice(jobPositions),
  educationLevel: choice(educationLevels),
  // Optional: how someone heard of the company does not decide an application.
  referralSource: string()
    .transform(ifString(cleanLine))
    .default('')
    .defined()
    .max(FIELD_LIMITS.job.referralSource, maxLength(FIELD_LIMITS.job.referralSource)),
  resume: resumeField,
  language: languageField,
});

/** A failed validation as one message per top-level field, in the form's order (first rule broken wins). */
export function fieldErrors(error: unknown, order: readonly string[]): Array<{ field: string; message: FormMessage }> {
  if (!ValidationError.isError(error)) return [];
  const inner = error.inner.length > 0 ? error.inner : [error];
  const byField = new Map<string, FormMessage>();
  for (const e of inner) {
    const field = (e.path ?? '').split(/[.[]/)[0] || 'form';
    if (!byField.has(field)) byField.set(field, toFormMessage(e.message ?? e.errors[0]));
  }
  const rank = (f: string) => {
    const i = order.indexOf(f);
    return i < 0 ? order.length : i;
  };
  return [...byField.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([field, m]) => ({ field, message: m }));
}
