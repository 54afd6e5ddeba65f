// The job form's values and its resolver: the shared jobApplicationSchema checks every typed field, and the
// résumé is judged by its bytes (validateJobApplicationFile), once per file, on choosing it and on submit.
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { SIGNATURE_HEAD_BYTES } from '../lib/file-signature';
import { jobApplicationSchema, type FormContext, type FormMessage, type JobApplicationPayload } from './schemas';
import { validateJobApplicationFile } from './resume-file';

export type JobValues = {
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  birthPlace: string;
  maritalStatus: string;
  childrenCount: string;
  militaryServiceStatus: string;
  landline: string;
  mobile: string;
  address: string;
  qualifications: string[];
  jobPosition: string;
  educationLevel: string;
  referralSource: string;
  resume: File | null;
};

export type JobValidated = Omit<JobApplicationPayload, 'resume' | 'language'> & { resume: File };

export const DEFAULTS: JobValues = {
  firstName: '',
  lastName: '',
  gender: '',
  birthDate: '',
  birthPlace: '',
  maritalStatus: '',
  childrenCount: '',
  militaryServiceStatus: '',
  landline: '',
  mobile: '',
  address: '',
  qualifications: [],
  jobPosition: '',
  educationLevel: '',
  referralSource: '',
  resume: null,
};

export const FILE_FIELDS = ['resume'] as const;

// The typed fields go through the shared schema; the résumé is a File here and becomes the payload's object on send.
const fieldsResolver = yupResolver(jobApplicationSchema.omit(['resume', 'language'])) as unknown as Resolver<
  JobValues,
  FormContext,
  Omit<JobValidated, 'resume'>
>;

// Re-validation runs on every change after a failed submit: a file's verdict is computed once.
const fileVerdicts = new WeakMap<File, Promise<FormMessage | null>>();

export function checkResumeFile(file: unknown): Promise<FormMessage | null> {
  if (!(file instanceof File)) return Promise.resolve({ key: 'errors.fileRequired' });
  let verdict = fileVerdicts.get(file);
  if (!verdict) {
    verdict = file
      .slice(0, SIGNATURE_HEAD_BYTES)
      .arrayBuffer()
      .then((buffer) => validateJobApplicationFile(file, new Uint8Array(buffer)))
      .catch((): FormMessage => ({ key: 'errors.fileCorrupt' }));
    fileVerdicts.set(file, verdict);
  }
  return verdict;
}

export const jobResolver: Resolver<JobValues, FormContext, JobValidated> = async (values, context, options) => {
  const [fields, fileError] = await Promise.all([fieldsResolver(values, context, options), checkResumeFile(values.resume)]);
  const errors = { ...fields.errors };
  // FormMessage objects travel as `message` (see schemas.ts); react-hook-form types it as string.
  if (fileError) errors.resume = { type: 'resume', message: fileError as unknown as string };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...(fields.values as Omit<JobValidated, 'resume'>), resume: values.resume as File }, errors: {} };
};
