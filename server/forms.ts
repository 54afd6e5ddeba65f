// The two forms as the server knows them: path, body limit, the shared yup schema and its field
// order, the accepted JSON shape (server/body-shape.ts), and what is stored for a valid payload
// (for an application, the résumé checked byte by byte).
import type { AnySchema } from 'yup';
import { detectFileType, hasOfficeMacros, kindOfContentType, MAX_RESUME_BYTES } from '../src/lib/file-signature';
import type { FileKind } from '../src/lib/file-signature';
import { CONTACT_FIELDS, contactSchema, JOB_FIELDS, jobApplicationSchema } from '../src/forms/schemas';
import type { JobApplicationPayload } from '../src/forms/schemas';
import { SHAPES, type FieldShape } from './body-shape';
import { FieldError } from './errors';
import type { FormKind } from './form-kind';
import type { NewRecord } from './store';

/** A 2 MB file is 2.8 MB in base64; the other fields add a few KB, so 3 MB fits one résumé and no more. */
export const JOB_BODY_LIMIT = 3 * 1024 * 1024;
/** The contact form's longest message is 2000 characters: 64 KB is ample even with \u escapes. */
export const CONTACT_BODY_LIMIT = 64 * 1024;

/** What the store is given for a valid payload. */
export type Prepared = Pick<NewRecord, 'payload' | 'resume'>;

export type FormDefinition = {
  kind: FormKind;
  path: string;
  bodyLimit: number;
  schema: AnySchema;
  /** The contract's fields in the form's order: stored records and error messages follow it. */
  fields: readonly string[];
  shape: Record<string, FieldShape>;
  /** The record to store for a payload the schema accepted; throws FieldError when its bytes refuse it. */
  prepare(payload: Record<string, unknown>): Prepared;
};

const EXTENSION: Record<FileKind, string> = { pdf: 'pdf', doc: 'doc', docx: 'docx', jpeg: 'jpg', png: 'png' };

/** The payload's keys in the contract's order, so stored records read like the form. */
const ordered = (payload: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => f in payload).map((f) => [f, payload[f]]));

/** The schema checked the head and tail of the encoding; here every byte is decoded and checked. */
function resumeBytes({ resume }: JobApplicationPayload): NonNullable<Prepared['resume']> {
  const refuse = (key: string, status = 400, values?: Record<string, number>) =>
    new FieldError(status, 'job', [{ field: 'resume', message: values ? { key, values } : { key } }]);
  const bytes = Buffer.from(resume.base64, 'base64');
  if (bytes.length !== resume.size) throw refuse('errors.fileCorrupt');
  if (bytes.length > MAX_RESUME_BYTES) throw refuse('errors.fileSize', 413, { maxMb: MAX_RESUME_BYTES / 1024 / 1024 });
  const detected = detectFileType(bytes);
  if (detected === null || detected !== kindOfContentType(resume.contentType)) throw refuse('errors.fileSignature');
  if (hasOfficeMacros(bytes)) throw refuse('errors.fileMacros');
  return { bytes, extension: EXTENSION[detected] };
}

export const FORMS: Record<FormKind, FormDefinition> = {
  contact: {
    kind: 'contact',
    path: '/api/Contact/ContactWithUs',
    bodyLimit: CONTACT_BODY_LIMIT,
    schema: contactSchema,
    fields: CONTACT_FIELDS,
    shape: SHAPES.contact,
    prepare: (payload) => ({ payload: ordered(payload, CONTACT_FIELDS) }),
  },
  job: {
    kind: 'job',
    path: '/api/Contact/JobApplication',
    bodyLimit: JOB_BODY_LIMIT,
    schema: jobApplicationSchema,
    fields: JOB_FIELDS,
    shape: SHAPES.job,
    prepare(payload) {
      const application = payload as JobApplicationPayload;
      const resume = resumeBytes(application);
      const { base64: _omitted, ...fileFacts } = application.resume;
      return { payload: ordered({ ...payload, resume: fileFacts }, JOB_FIELDS), resume };
    },
  },
};
