// Tests of the shared contact and job-application schemas: each field's valid and invalid values, normalisation and file
// rules (with the browser's reading of a picked file, src/forms/resume-file.ts, whose output the schema must accept).
import fa from '../../locales/fa/forms.json';
import en from '../../locales/en/forms.json';
import {
  asksMilitaryService,
  CONTACT_FIELDS,
  contactSchema,
  fieldErrors,
  FIELD_LIMITS,
  JOB_FIELDS,
  jobApplicationSchema,
  OPTIONAL_FIELDS,
  toFormMessage,
} from '../../src/forms/schemas';
import { readResumeFile, validateJobApplicationFile } from '../../src/forms/resume-file';
import type { FormMessage } from '../../src/forms/schemas';
import { jobPositions, educationLevels, qualifications } from '../../src/forms/options';
import { MAX_RESUME_BYTES } from '../../src/lib/file-signature';
import {
  DOC_BYTES,
  DOCX_BYTES,
  DOCX_LATE_WORD_BYTES,
  GIF_BYTES,
  JPEG_BYTES,
  pdfOfSize,
  PDF_BYTES,
  PNG_BYTES,
  resumeOf,
  toBase64,
  DOCM_BYTES,
  DOC_MACRO_BYTES,
} from '../fixtures/resume-files';
import { contactBody, jobBody } from '../fixtures/form-bodies';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const NOW = new Date('2025-06-15T12:00:00Z');
const seenKeys = new Set<string>();

type Outcome = { value: Record<string, unknown> | null; errors: Array<{ field: string; message: FormMessage }> };

async function run(schema: typeof contactSchema | typeof jobApplicationSchema, input: object, order: readonly string[]): Promise<Outcome> {
  try {
    const value = (await schema.validate(input, { abortEarly: false, stripUnknown: true, context: { now: NOW } })) as Record<string, unknown>;
    return { value, errors: [] };
  } catch (error) {
    const errors = fieldErrors(error, order);
    if (errors.length === 0) throw error;
    errors.forEach((e) => seenKeys.add(e.message.key));
    return { value: null, errors };
  }
}

const validContact = contactBody();
const validJob = jobBody();

const long = (n: number) => 'ب'.repeat(n);
const ZWNJ = '\u200c';

type Row = [description: string, value: unknown, expected: unknown];
type BadRow = [description: string, value: unknown, key: string, values?: Record<string, unknown>];

/** One describe per field: the valid rows check the value sent, the invalid rows the first rule broken. */
function fieldTable(
  form: 'contact' | 'job',
  field: string,
  valid: Row[],
  invalid: BadRow[],
  base: Record<string, unknown> = form === 'contact' ? validContact : validJob,
) {
  const schema = form === 'contact' ? contactSchema : jobApplicationSchema;
  const order = form === 'contact' ? CONTACT_FIELDS : JOB_FIELDS;
  describe(`${form}.${field}`, () => {
    if (valid.length > 0) {
      // Rows become objects: jest-each would take a 4th parameter missing from a row for a done() callback.
      it.each(valid.map(([d, value, expected]) => ({ d, value, expected })))('accepts $d', async ({ value, expected }) => {
        const { value: out, errors } = await run(schema, { ...base, [field]: value }, order);
        expect(errors).toEqual([]);
        expect(out?.[field]).toEqual(expected);
      });
    }
    if (invalid.length > 0) {
      it.each(invalid.map(([d, value, key, values]) => ({ d, value, key, values })))('refuses $d', async ({ value, key, values }) => {
        const { errors } = await run(schema, { ...base, [field]: value }, order);
        expect(errors.map((e) => e.field)).toEqual([field]);
        expect(errors[0].message.key).toBe(key);
        if (values) expect(errors[0].message.values).toEqual(values);
      });
    }
  });
}

describe('contact form', () => {
  it('produces exactly the contract payload, dropping unknown keys', async () => {
    const { value } = await run(contactSchema, { ...validContact, extra: 'x', id: 5 }, CONTACT_FIELDS);
    expect(Object.keys(value ?? {}).sort()).toEqual([...CONTACT_FIELDS].sort());
  });

  it('lists every missing field in form order', async () => {
    const { errors } = await run(contactSchema, {}, CONTACT_FIELDS);
    expect(errors.map((e) => e.field)).toEqual([...CONTACT_FIELDS]);
    expect(errors.map((e) => e.message.key)).toEqual([...Array(5).fill('errors.required'), 'errors.choose']);
  });

  fieldTable(
    'contact',
    'fullName',
    [
      ['a Persian name', 'سارا احمدی', 'سارا احمدی'],
      ['a ZWNJ inside a name, kept', `علی${ZWNJ}رضا`, `علی${ZWNJ}رضا`],
      ['Arabic yeh and kaf, made Persian', 'علي كريمي', 'علی کریمی'],
      ['surrounding and doubled spaces, trimmed', '  Sara   Ahmadi ', 'Sara Ahmadi'],
      ['C0 and C1 controls and DEL, stripped', 'Sara\u0007\u009b31m\u0085 Ahmadi\u007f\u0080', 'Sara31m Ahmadi'],
      ['exactly the limit', long(100), long(100)],
    ],
    [
      ['empty', '', 'errors.required'],
      ['only spaces', '   ', 'errors.required'],
      ['only a ZWNJ and spaces', ` ${ZWNJ} `, 'errors.required'],
      ['only a zero-width space', '\u200B', 'errors.required'],
      ['only a word joiner and a zero-width joiner', '\u2060\u200D', 'errors.required'],
      ['only a byte-order mark', '\uFEFF', 'errors.required'],
      ['only bidi marks (LRM, RLM, ALM)', '\u200E\u200F\u061C', 'errors.required'],
      ['only no-break and ideographic spaces', '\u00A0\u202F\u3000', 'errors.required'],
      ['only a soft hyphen and a Hangul filler', '\u00AD\u3164', 'errors.required'],
      ['missing', undefined, 'errors.required'],
      ['one over the limit', long(101), 'errors.maxLength', { max: 100 }],
    ],
  );

  fieldTable(
    'contact',
    'subject',
    [
      ['text', 'مشاوره عرضه و پذیرش', 'مشاوره عرضه و پذیرش'],
      ['Persian digits, made Latin', 'سال ۱۴۰۳', 'سال 1403'],
      ['exactly the limit', long(150), long(150)],
    ],
    [
      ['only spaces', ' \t ', 'errors.required'],
      ['one over the limit', long(151), 'errors.maxLength', { max: 150 }],
    ],
  );

  fieldTable(
    'contact',
    'email',
    [
      ['an address', 'sara@example.com', 'sara@example.com'],
      ['surrounding spaces', '  sara@example.com ', 'sara@example.com'],
      ['Persian digits', 'sara۱۳۷۰@example.com', 'sara1370@example.com'],
      ['a local part of exactly 64', `${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
    ],
    [
      ['a local part of 65', `${'a'.repeat(65)}@example.com`, 'errors.emailLocalPart', { max: 64 }],
      ['a local part of 200', `${'a'.repeat(200)}@example.com`, 'errors.emailLocalPart', { max: 64 }],
      ['no domain', 'sara@', 'errors.email'],
      ['no @', 'sara.example.com', 'errors.email'],
      ['only spaces', '  ', 'errors.required'],
      ['longer than 254', `${'a'.repeat(64)}@${'b'.repeat(190)}.com`, 'errors.maxLength', { max: 254 }],
    ],
  );

  fieldTable(
    'contact',
    'phone',
    [
      ['a mobile', '09121234567', '09121234567'],
      ['a mobile in Persian digits with spaces', '۰۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
      ['a mobile with +98 and dashes, sent as 09…', '+98 912-123-4567', '09121234567'],
      ['a landline in Arabic-Indic digits', '٠٢١-٨٨٧٧٦٦٥٥', '02188776655'],
    ],
    [
      ['too short', '0912123', 'errors.phone'],
      ['letters', 'call me', 'errors.phone'],
      ['empty', '', 'errors.required'],
      ['far too long', '1'.repeat(25), 'errors.maxLength', { max: 20 }],
    ],
  );

  fieldTable(
    'contact',
    'message',
    [
      ['several lines, CRLF made LF', 'line one\r\nline two', 'line one\nline two'],
      ['exactly the limit', long(2000), long(2000)],
    ],
    [
      ['only blank lines', ' \n \n ', 'errors.required'],
      ['one over the limit', long(2001), 'errors.maxLength', { max: 2000 }],
    ],
  );

  fieldTable(
    'contact',
    'language',
    [
      ['fa', 'fa', 'fa'],
      ['en', 'en', 'en'],
    ],
    [
      ['another language', 'de', 'errors.choose'],
      ['missing', undefined, 'errors.choose'],
    ],
  );
});

describe('job application form', () => {
  it('produces exactly the contract payload, dropping unknown keys', async () => {
    const { value } = await run(jobApplicationSchema, { ...validJob, admin: true }, JOB_FIELDS);
    expect(Object.keys(value ?? {}).sort()).toEqual([...JOB_FIELDS].sort());
    expect(Object.keys(value?.resume as object).sort()).toEqual(['base64', 'contentType', 'fileName', 'size']);
  });

  it('lists every missing required field in form order; qualifications, military service and referral source may be absent', async () => {
    const { errors } = await run(jobApplicationSchema, {}, JOB_FIELDS);
    expect(errors.map((e) => e.field)).toEqual(JOB_FIELDS.filter((f) => !['qualifications', 'militaryServiceStatus', 'referralSource'].includes(f)));
  });

  fieldTable(
    'job',
    'firstName',
    [
      ['a ZWNJ inside', `محمد${ZWNJ}علی`, `محمد${ZWNJ}علی`],
      ['ي and ك', 'كيان', 'کیان'],
      ['exactly the limit', long(50), long(50)],
    ],
    [
      ['only spaces', '    ', 'errors.required'],
      ['one over the limit', long(51), 'errors.maxLength', { max: 50 }],
    ],
  );

  fieldTable(
    'job',
    'lastName',
    [
      ['a ZWNJ inside', `نیک${ZWNJ}نام`, `نیک${ZWNJ}نام`],
      ['exactly the limit', long(80), long(80)],
    ],
    [
      ['empty', '', 'errors.required'],
      ['one over the limit', long(81), 'errors.maxLength', { max: 80 }],
    ],
  );

  fieldTable(
    'job',
    'gender',
    [
      ['female', 'female', 'female'],
      ['male with a military status', 'male', 'male'],
    ],
    [
      ['the select placeholder', '', 'errors.choose'],
      ['another value', 'other', 'errors.choose'],
    ],
    { ...validJob, militaryServiceStatus: 'completed' },
  );

  fieldTable(
    'job',
    'birthDate',
    [
      ['a date', '1990-03-21', '1990-03-21'],
      ['Persian digits', '۱۹۹۰-۰۳-۲۱', '1990-03-21'],
      ['15 years old today', '2010-06-15', '2010-06-15'],
      ['100 years old (until the 101st birthday)', '1924-06-16', '1924-06-16'],
      ['29 February of a leap year', '2000-02-29', '2000-02-29'],
    ],
    [
      ['empty', '', 'errors.required'],
      ['30 February', '1990-02-30', 'errors.birthDate'],
      ['29 February of a common year', '1999-02-29', 'errors.birthDate'],
      ['month 13', '1990-13-01', 'errors.birthDate'],
      ['slashes', '1990/03/21', 'errors.birthDate'],
      ['a Persian-calendar year sent unconverted is too old', '1369-12-30', 'errors.birthDateAge', { min: 15, max: 100 }],
      ['15 tomorrow', '2010-06-16', 'errors.birthDateAge'],
      ['101 years old', '1924-06-15', 'errors.birthDateAge'],
      ['in the future', '2030-01-01', 'errors.birthDateAge'],
    ],
  );

  fieldTable(
    'job',
    'birthPlace',
    [['a city', 'اصفهان', 'اصفهان']],
    [
      ['only spaces', '  ', 'errors.required'],
      ['one over the limit', long(81), 'errors.maxLength', { max: 80 }],
    ],
  );

  fieldTable(
    'job',
    'maritalStatus',
    [
      ['single', 'single', 'single'],
      ['married', 'married', 'married'],
    ],
    [
      ['the select placeholder', '', 'errors.choose'],
      ['divorced (not in the list)', 'divorced', 'errors.choose'],
    ],
  );

  fieldTable(
    'job',
    'childrenCount',
    [
      ['zero', 0, 0],
      ['twenty', 20, 20],
      ['a string in Persian digits', '۲', 2],
      ['a string in Arabic-Indic digits', '٣', 3],
      ['a string with spaces', ' 4 ', 4],
    ],
    [
      ['empty', '', 'errors.required'],
      ['negative', -1, 'errors.numberRange', { min: 0, max: 20 }],
      ['21', '21', 'errors.numberRange', { min: 0, max: 20 }],
      ['a fraction', 2.5, 'errors.integer'],
      ['words', 'two', 'errors.integer'],
    ],
  );

  describe('job.militaryServiceStatus', () => {
    it.each(['completed', 'exempt', 'serving', 'eligible'])('is required and kept for a man: %s', async (status) => {
      const { value, errors } = await run(jobApplicationSchema, { ...validJob, gender: 'male', militaryServiceStatus: status }, JOB_FIELDS);
      expect(errors).toEqual([]);
      expect(value?.militaryServiceStatus).toBe(status);
    });
    it.each([
      ['missing', undefined],
      ['null', null],
      ['the select placeholder', ''],
      ['not in the list', 'unknown'],
    ])('refuses %s for a man', async (_d, status) => {
      const { errors } = await run(jobApplicationSchema, { ...validJob, gender: 'male', militaryServiceStatus: status }, JOB_FIELDS);
      expect(errors).toEqual([{ field: 'militaryServiceStatus', message: { key: 'errors.choose' } }]);
    });
    it.each([
      ['missing', undefined],
      ['a value left over from choosing male first', 'completed'],
      ['garbage', 'xyz'],
    ])('is sent as null for a woman when %s', async (_d, status) => {
      const { value, errors } = await run(jobApplicationSchema, { ...validJob, gender: 'female', militaryServiceStatus: status }, JOB_FIELDS);
      expect(errors).toEqual([]);
      expect(value?.militaryServiceStatus).toBeNull();
    });
  });

  fieldTable(
    'job',
    'landline',
    [
      ['Tehran', '02188776655', '02188776655'],
      ['Persian digits with a dash', '۰۲۱-۸۸۷۷۶۶۵۵', '02188776655'],
      ['parentheses and spaces, 3-digit area code', '(031) 3123 4567', '03131234567'],
    ],
    [
      ['no area code', '88776655', 'errors.landline'],
      ['no leading zero', '2188776655', 'errors.landline'],
      ['empty', '', 'errors.required'],
    ],
  );

  fieldTable(
    'job',
    'mobile',
    [
      ['0 prefix', '09121234567', '09121234567'],
      ['+98 prefix, sent as 09…', '+989121234567', '09121234567'],
      ['no prefix, sent as 09…', '9121234567', '09121234567'],
      ['Persian digits with spaces', '۰۹۱۲ ۱۲۳ ۴۵ ۶۷', '09121234567'],
    ],
    [
      ['a landline', '02188776655', 'errors.mobile'],
      ['ten digits after 0', '091212345678', 'errors.mobile'],
      ['only spaces', '   ', 'errors.required'],
    ],
  );

  fieldTable(
    'job',
    'address',
    [
      ['two lines', 'تهران\r\nخیابان ولیعصر', 'تهران\nخیابان ولیعصر'],
      ['exactly the limit', long(300), long(300)],
    ],
    [
      ['only spaces', '   ', 'errors.required'],
      ['one over the limit', long(301), 'errors.maxLength', { max: 300 }],
    ],
  );

  fieldTable(
    'job',
    'qualifications',
    [
      ['none', [], []],
      ['missing, sent as none', undefined, []],
      ['all of them', [...qualifications], [...qualifications]],
      ['a duplicate, sent once', ['analysis', 'analysis'], ['analysis']],
    ],
    [
      ['an unknown qualification', ['analysis', 'cfa'], 'errors.choose'],
      ['a string instead of a list', 'analysis', 'errors.choose'],
    ],
  );

  fieldTable(
    'job',
    'jobPosition',
    jobPositions.map((p): Row => [p, p, p]),
    [
      ['the select placeholder', '', 'errors.choose'],
      ['unknown', 'ceo', 'errors.choose'],
    ],
  );

  fieldTable(
    'job',
    'educationLevel',
    educationLevels.map((l): Row => [l, l, l]),
    [
      ['the select placeholder', '', 'errors.choose'],
      ['PhD in capitals', 'PHD', 'errors.choose'],
    ],
  );

  fieldTable(
    'job',
    'referralSource',
    [
      ['text', 'معرفی دوستان', 'معرفی دوستان'],
      ['missing, sent as empty', undefined, ''],
      ['only spaces, sent as empty', '   ', ''],
      ['exactly the limit', long(200), long(200)],
    ],
    [['one over the limit', long(201), 'errors.maxLength', { max: 200 }]],
  );

  const TWO_MB = pdfOfSize(MAX_RESUME_BYTES);
  const TOO_BIG = pdfOfSize(MAX_RESUME_BYTES + 1);
  const pdf = resumeOf(PDF_BYTES);

  fieldTable(
    'job',
    'resume',
    [
      ['a PDF', pdf, pdf],
      ['a DOC', resumeOf(DOC_BYTES, 'cv.doc', 'application/msword'), resumeOf(DOC_BYTES, 'cv.doc', 'application/msword')],
      [
        'a DOCX',
        resumeOf(DOCX_BYTES, 'رزومه.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        resumeOf(DOCX_BYTES, 'رزومه.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ],
      [
        'a DOCX whose word/ entries are only near the end',
        resumeOf(DOCX_LATE_WORD_BYTES, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        resumeOf(DOCX_LATE_WORD_BYTES, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ],
      ['a JPEG named .jpg', resumeOf(JPEG_BYTES, 'photo.JPG', 'image/jpeg'), resumeOf(JPEG_BYTES, 'photo.JPG', 'image/jpeg')],
      ['a PNG', resumeOf(PNG_BYTES, 'scan.png', 'image/png'), resumeOf(PNG_BYTES, 'scan.png', 'image/png')],
      ['exactly 2 MB', resumeOf(TWO_MB), resumeOf(TWO_MB)],
      ['a data: URL, prefix dropped', { ...pdf, base64: `data:application/pdf;base64,${pdf.base64}` }, pdf],
      ['extra keys, dropped', { ...pdf, path: '/etc/passwd' }, pdf],
    ],
    [
      ['missing', undefined, 'errors.fileRequired'],
      ['not an object', 'cv.pdf', 'errors.fileRequired'],
      ['no file name', { ...pdf, fileName: '  ' }, 'errors.fileRequired'],
      ['an .exe name', { ...pdf, fileName: 'cv.exe' }, 'errors.fileType'],
      ['no extension', { ...pdf, fileName: 'cv' }, 'errors.fileType'],
      ['a content type not allowed', { ...pdf, contentType: 'application/zip' }, 'errors.fileType'],
      ['a GIF', resumeOf(GIF_BYTES, 'anim.gif', 'image/gif'), 'errors.fileType'],
      ['empty', resumeOf(new Uint8Array(), 'cv.pdf'), 'errors.fileEmpty'],
      ['one byte over 2 MB', resumeOf(TOO_BIG), 'errors.fileSize', { maxMb: 2 }],
      ['size not matching the bytes', { ...pdf, size: pdf.size + 1 }, 'errors.fileCorrupt'],
      ['a fractional size', { ...pdf, size: 1.5 }, 'errors.fileCorrupt'],
      ['base64 with invalid characters', { ...pdf, base64: `${pdf.base64.slice(0, -4)}!!!!` }, 'errors.fileCorrupt'],
      ['a GIF renamed .pdf', resumeOf(GIF_BYTES, 'cv.pdf'), 'errors.fileSignature'],
      ['a PDF renamed .png', resumeOf(PDF_BYTES, 'cv.png', 'image/png'), 'errors.fileSignature'],
      ['a PDF declared as image/png', { ...pdf, contentType: 'image/png' }, 'errors.fileSignature'],
      ['a PNG named .jpg', resumeOf(PNG_BYTES, 'cv.jpg', 'image/jpeg'), 'errors.fileSignature'],
      ['a macro-enabled Word file renamed .docx', resumeOf(DOCM_BYTES, 'cv.docx', DOCX_TYPE), 'errors.fileMacros'],
      ['a macro-enabled Word file named .docm', resumeOf(DOCM_BYTES, 'cv.docm', DOCX_TYPE), 'errors.fileType'],
      ['an old .doc with a VBA project', resumeOf(DOC_MACRO_BYTES, 'cv.doc', 'application/msword'), 'errors.fileMacros'],
      ['an over-long file name', { ...pdf, fileName: `${'a'.repeat(252)}.pdf` }, 'errors.maxLength', { max: 255 }],
    ],
  );

  fieldTable('job', 'language', [['en', 'en', 'en']], [['unknown', 'ar', 'errors.choose']]);
});

describe('validateJobApplicationFile (browser, before encoding)', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });
  it.each([
    ['a PDF', file('cv.pdf', 5000, 'application/pdf'), PDF_BYTES, null],
    ['a DOCX the browser gave no type', file('cv.docx', 5000), DOCX_BYTES, null],
    ['a JPEG', file('me.jpeg', 5000, 'image/jpeg'), JPEG_BYTES, null],
    ['exactly 2 MB', file('cv.pdf', MAX_RESUME_BYTES), PDF_BYTES, null],
    ['a GIF', file('me.gif', 5000, 'image/gif'), GIF_BYTES, 'errors.fileType'],
    ['an empty file', file('cv.pdf', 0), new Uint8Array(), 'errors.fileEmpty'],
    ['a file over 2 MB', file('cv.pdf', MAX_RESUME_BYTES + 1), PDF_BYTES, 'errors.fileSize'],
    ['a GIF renamed .pdf', file('cv.pdf', 5000, 'application/pdf'), GIF_BYTES, 'errors.fileSignature'],
    ['a PNG renamed .doc', file('cv.doc', 5000), PNG_BYTES, 'errors.fileSignature'],
  ])('%s → %s', (_d, f, head, key) => {
    const result = validateJobApplicationFile(f, head);
    expect(result === null ? null : result.key).toBe(key);
  });

  it('reports the size limit with its value for the message', () => {
    expect(validateJobApplicationFile(file('cv.pdf', MAX_RESUME_BYTES + 1), PDF_BYTES)).toEqual({
      key: 'errors.fileSize',
      values: { maxMb: 2 },
    });
  });
});

describe('readResumeFile', () => {
  /** The bits of File that readResumeFile uses (jsdom's Blob has no arrayBuffer()). */
  const fakeFile = (name: string, bytes: Uint8Array, type = '') =>
    ({
      name,
      type,
      size: bytes.length,
      slice: (start: number, end: number) => ({ arrayBuffer: async () => bytes.slice(start, end).buffer }),
      arrayBuffer: async () => bytes.slice().buffer,
    }) as unknown as Blob & { name: string };

  it('encodes a picked file, taking the content type from its bytes', async () => {
    const result = await readResumeFile(fakeFile(' cv.docx ', DOCX_BYTES, 'application/octet-stream'));
    expect(result.error).toBeNull();
    expect(result.resume).toEqual({
      fileName: 'cv.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: DOCX_BYTES.length,
      base64: toBase64(DOCX_BYTES),
    });
    const { value } = await run(jobApplicationSchema, { ...validJob, resume: result.resume }, JOB_FIELDS);
    expect(value).not.toBeNull();
  });

  it('returns the failing rule instead of encoding a bad file', async () => {
    const result = await readResumeFile(fakeFile('cv.pdf', GIF_BYTES));
    expect(result).toEqual({ resume: null, error: { key: 'errors.fileSignature' } });
  });
});

describe('messages', () => {
  it('toFormMessage accepts the objects the schemas produce and falls back for anything else', () => {
    expect(toFormMessage({ key: 'errors.maxLength', values: { max: 5 } })).toEqual({ key: 'errors.maxLength', values: { max: 5 } });
    expect(toFormMessage('errors.required')).toEqual({ key: 'errors.required' });
    expect(toFormMessage('this must be defined')).toEqual({ key: 'errors.invalid' });
    expect(toFormMessage(undefined)).toEqual({ key: 'errors.invalid' });
  });

  it('exports the limits the UI shows', () => {
    expect(FIELD_LIMITS.contact.message).toBe(2000);
    expect(FIELD_LIMITS.job.address).toBe(300);
  });

  const flatten = (node: unknown, prefix = ''): string[] =>
    node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

  it('has the same keys in Persian and English', () => {
    expect(flatten(fa).sort()).toEqual(flatten(en).sort());
  });

  it('has Persian and English text for every message key the schemas produced above', () => {
    const keys = new Set(flatten(fa));
    expect(seenKeys.size).toBeGreaterThan(10);
    for (const key of seenKeys) {
      expect(keys.has(key)).toBe(true);
    }
  });

  it('has a label and a hint for every field and a label for every option', () => {
    const keys = new Set(flatten(fa));
    for (const f of CONTACT_FIELDS.filter((x) => x !== 'language')) {
      expect(keys.has(`contact.fields.${f}.label`) && keys.has(`contact.fields.${f}.hint`)).toBe(true);
    }
    for (const f of JOB_FIELDS.filter((x) => x !== 'language')) {
      expect(keys.has(`job.fields.${f}.label`) && keys.has(`job.fields.${f}.hint`)).toBe(true);
    }
    for (const p of jobPositions) expect(keys.has(`job.options.jobPosition.${p}`)).toBe(true);
    for (const q of qualifications) expect(keys.has(`job.options.qualifications.${q}`)).toBe(true);
  });
});

describe('which fields may be left empty (OPTIONAL_FIELDS, marked "(optional)" on the forms)', () => {
  // What a form sends for a field left alone: the empty value of its kind.
  const EMPTY: Record<string, unknown> = { qualifications: [], resume: null, childrenCount: '' };
  const emptied = (body: Record<string, unknown>, name: string) => ({ ...body, [name]: name in EMPTY ? EMPTY[name] : '' });
  const cases = [
    ['contact', CONTACT_FIELDS, contactSchema, contactBody(), OPTIONAL_FIELDS.contact],
    // A man is asked about military service, so every question the form can show is checked.
    ['job', JOB_FIELDS, jobApplicationSchema, { ...jobBody(), gender: 'male', militaryServiceStatus: 'completed' }, OPTIONAL_FIELDS.job],
  ] as const;

  it.each(cases)('%s: the schema accepts an empty value for exactly the fields listed', async (_form, fields, schema, body, optional) => {
    const accepted: string[] = [];
    for (const name of fields.filter((f) => f !== 'language')) {
      const ok = await (schema as typeof contactSchema).isValid(emptied(body, name), { context: { now: NOW } });
      if (ok) accepted.push(name);
    }
    expect(accepted).toEqual([...optional]);
  });
});

describe('asksMilitaryService: the one rule the job form and the schema follow', () => {
  it.each([
    ['male', true],
    ['female', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (gender, asked) => {
    expect(asksMilitaryService(gender)).toBe(asked);
  });

  it('the schema requires the answer exactly when the rule asks it, and sends null otherwise', async () => {
    const man = { ...jobBody(), gender: 'male', militaryServiceStatus: null };
    await expect(jobApplicationSchema.validate(man, { context: { now: NOW } })).rejects.toThrow();
    const woman = await jobApplicationSchema.validate({ ...jobBody(), gender: 'female', militaryServiceStatus: 'completed' }, { context: { now: NOW } });
    expect(woman.militaryServiceStatus).toBeNull();
  });
});
