// The job/cooperation request form (POST api/Contact/JobApplication): the shared jobApplicationSchema validates every
// typed field; the résumé is checked by its bytes (validateJobApplicationFile) and sent as base64. Each field is
// declared once: `field(name)` gives its id, label (with "(optional)"), hint and error, `registered(name)` adds
// its registration; whether military service is asked is the schemas' rule (asksMilitaryService).
import React, { useCallback, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { calendarOf } from '../lib/dates';
import type { Language } from '../lib/i18n-config';
import { localizeDigits } from '../lib/digits';
import { MAX_RESUME_BYTES, RESUME_ACCEPT, SIGNATURE_HEAD_BYTES } from '../lib/file-signature';
import CheckboxGroup from './fields/CheckboxGroup';
import DateField, { dateFirstInputId } from './fields/DateField';
import ErrorSummary from './fields/ErrorSummary';
import FileField from './fields/FileField';
import RadioGroup from './fields/RadioGroup';
import SelectField, { type ChoiceOption } from './fields/SelectField';
import SubmitButton from './fields/SubmitButton';
import TextArea from './fields/TextArea';
import TextField from './fields/TextField';
import { fieldTexts } from './field-props';
import RequiredNote from './fields/RequiredNote';
import { educationLevels, genders, jobPositions, maritalStatuses, militaryServiceStatuses, qualifications } from './options';
import {
  asksMilitaryService,
  FIELD_LIMITS,
  JOB_FIELDS,
  jobApplicationSchema,
  OPTIONAL_FIELDS,
  type FormContext,
  type FormMessage,
  type JobApplicationPayload,
} from './schemas';
import { readResumeFile, validateJobApplicationFile } from './resume-file';
import { buildSummary } from './summary';
import { useDraft } from './use-draft';
import SubmissionReceipt from './SubmissionReceipt';
import { useSubmit } from './use-submit';

type JobValues = {
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

type JobValidated = Omit<JobApplicationPayload, 'resume' | 'language'> & { resume: File };

const DEFAULTS: JobValues = {
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

const FILE_FIELDS = ['resume'] as const;

// The typed fields go through the shared schema; the résumé is a File here and becomes the payload's object on send.
const fieldsResolver = yupResolver(jobApplicationSchema.omit(['resume', 'language'])) as unknown as Resolver<
  JobValues,
  FormContext,
  Omit<JobValidated, 'resume'>
>;

// Re-validation runs on every change after a failed submit: a file's verdict is computed once.
const fileVerdicts = new WeakMap<File, Promise<FormMessage | null>>();

function checkFile(file: unknown): Promise<FormMessage | null> {
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

const resolver: Resolver<JobValues, FormContext, JobValidated> = async (values, context, options) => {
  const [fields, fileError] = await Promise.all([fieldsResolver(values, context, options), checkFile(values.resume)]);
  const errors = { ...fields.errors };
  // FormMessage objects travel as `message` (see schemas.ts); react-hook-form types it as string.
  if (fileError) errors.resume = { type: 'resume', message: fileError as unknown as string };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...(fields.values as Omit<JobValidated, 'resume'>), resume: values.resume as File }, errors: {} };
};

const ID = 'job';
const fieldId = (name: string) => `${ID}-${name}`;
const targetId = (name: string) => (name === 'birthDate' ? dateFirstInputId(fieldId(name)) : fieldId(name));

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
`;

type JobApplicationFormProps = {
  language: Language;
};

export default function JobApplicationForm({ language }: JobApplicationFormProps) {
  const { t } = useTranslation('forms');
  const { t: tFeedback } = useTranslation('feedback');
  const [focusSignal, setFocusSignal] = useState(0);
  const form = useForm<JobValues, FormContext, JobValidated>({
    resolver,
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, reset, control, setError } = form;
  const [gender, address, referralSource] = useWatch({ control, name: ['gender', 'address', 'referralSource'] });

  const draft = useDraft<JobValues>({ key: 'job-application', language, form, defaults: DEFAULTS, fileFields: FILE_FIELDS });
  const onSuccess = useCallback(() => {
    reset(DEFAULTS);
    draft.clear();
  }, [draft, reset]);
  const { guard, send, pending, reference } = useSubmit<JobApplicationPayload>({ service: 'jobApplication', onSuccess });

  const options = useMemo(() => {
    const list = (name: string, values: readonly string[]): ChoiceOption[] => values.map((value) => ({ value, label: t(`job.options.${name}.${value}`) }));
    return {
      gender: list('gender', genders),
      maritalStatus: list('maritalStatus', maritalStatuses),
      militaryServiceStatus: list('militaryServiceStatus', militaryServiceStatuses),
      qualifications: list('qualifications', qualifications),
      jobPosition: list('jobPosition', jobPositions),
      educationLevel: list('educationLevel', educationLevels),
    };
  }, [t]);

  const field = fieldTexts<keyof JobValues>({ form: ID, t, language, errors: formState.errors, optional: OPTIONAL_FIELDS.job });
  const registered = <Name extends Exclude<keyof JobValues, 'birthDate' | 'resume'>>(name: Name) => ({ ...field(name), registration: register(name) });

  const asksService = asksMilitaryService(gender);
  // The military question's error is listed only while the question is shown.
  const shown = JOB_FIELDS.filter((name) => name !== 'language' && (name !== 'militaryServiceStatus' || asksService));
  const summary = buildSummary(shown, formState.errors, { targetId, label: (name) => t(`job.fields.${name}.label`) }, t, language);

  const onSubmit = guard(
    handleSubmit(
      async ({ resume: file, ...fields }) => {
        const read = await readResumeFile(file);
        if (read.error) {
          setError('resume', { type: 'resume', message: read.error as unknown as string });
          setFocusSignal((n) => n + 1);
          return;
        }
        // The schema has already set militaryServiceStatus to null where it is not asked.
        await send({ ...fields, resume: read.resume, language });
      },
      () => setFocusSignal((n) => n + 1),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <ErrorSummary id={`${ID}-error-summary`} title={t('common.errorSummaryTitle')} errors={summary} focusSignal={focusSignal} />
      <RequiredNote someOptional={OPTIONAL_FIELDS.job.length > 0} />

      <Section aria-labelledby={`${ID}-general`}>
        <h2 id={`${ID}-general`}>{t('job.groups.general')}</h2>
        <TextField {...registered('firstName')} autoComplete="given-name" />
        <TextField {...registered('lastName')} autoComplete="family-name" />
        <RadioGroup {...registered('gender')} options={options.gender} inline />
        <Controller
          control={control}
          name="birthDate"
          render={({ field: date }) => (
            <DateField
              {...field('birthDate')}
              partLabels={{ day: t('job.fields.birthDate.day'), month: t('job.fields.birthDate.month'), year: t('job.fields.birthDate.year') }}
              calendar={calendarOf(language)}
              language={language}
              value={date.value}
              onChange={date.onChange}
              onBlur={date.onBlur}
              inputRef={date.ref}
            />
          )}
        />
        <TextField {...registered('birthPlace')} />
        <RadioGroup {...registered('maritalStatus')} options={options.maritalStatus} inline />
        <TextField {...registered('childrenCount')} inputMode="numeric" width="5rem" dir="ltr" />
        {asksService ? <RadioGroup {...registered('militaryServiceStatus')} options={options.militaryServiceStatus} /> : null}
      </Section>

      <Section aria-labelledby={`${ID}-contacts`}>
        <h2 id={`${ID}-contacts`}>{t('job.groups.contacts')}</h2>
        <TextField {...registered('landline')} type="tel" inputMode="tel" dir="ltr" width="20rem" />
        <TextField {...registered('mobile')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" width="20rem" />
        <TextArea {...registered('address')} rows={3} autoComplete="street-address" limit={{ max: FIELD_LIMITS.job.address, length: address?.length ?? 0 }} />
      </Section>

      <Section aria-labelledby={`${ID}-interview`}>
        <h2 id={`${ID}-interview`}>{t('job.groups.interview')}</h2>
        <CheckboxGroup {...registered('qualifications')} options={options.qualifications} />
        <SelectField {...registered('jobPosition')} options={options.jobPosition} />
        <SelectField {...registered('educationLevel')} options={options.educationLevel} />
        <TextField {...registered('referralSource')} limit={{ max: FIELD_LIMITS.job.referralSource, length: referralSource?.length ?? 0 }} />
        <Controller
          control={control}
          name="resume"
          render={({ field: resume }) => (
            <FileField
              {...field('resume', { maxMb: localizeDigits(MAX_RESUME_BYTES / 1024 / 1024, language) })}
              language={language}
              notice={draft.filesToChooseAgain.includes('resume') ? String(tFeedback('draft.fileAgain')) : undefined}
              accept={RESUME_ACCEPT}
              file={resume.value}
              onChange={resume.onChange}
              onBlur={resume.onBlur}
              inputRef={resume.ref}
            />
          )}
        />
      </Section>

      <SubmitButton label={t('common.send')} pendingLabel={t('common.sending')} pending={pending} />
      <SubmissionReceipt reference={reference} language={language} />
    </form>
  );
}
