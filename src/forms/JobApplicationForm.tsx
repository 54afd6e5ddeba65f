// The job/cooperation request form (POST api/Contact/JobApplication): the shared jobApplicationSchema validates every
// typed field; the résumé is checked by its bytes (validateJobApplicationFile) and sent as base64.
import React, { useCallback, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { calendarOf } from '../lib/dates';
import type { Language } from '../lib/i18n-config';
import { RESUME_ACCEPT, SIGNATURE_HEAD_BYTES } from '../lib/file-signature';
import CheckboxGroup from './fields/CheckboxGroup';
import DateField, { dateFirstInputId } from './fields/DateField';
import ErrorSummary from './fields/ErrorSummary';
import FileField from './fields/FileField';
import RadioGroup from './fields/RadioGroup';
import SelectField, { type ChoiceOption } from './fields/SelectField';
import SubmitButton from './fields/SubmitButton';
import TextArea from './fields/TextArea';
import TextField from './fields/TextField';
import { formMessageText } from './form-message';
import { educationLevels, genders, jobPositions, maritalStatuses, militaryServiceStatuses, qualifications } from './options';
import { FIELD_LIMITS, JOB_FIELDS, jobApplicationSchema, type FormContext, type FormMessage, type JobApplicationPayload } from './schemas';
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

  const draft = useDraft<JobValues>({ key: 'job-application', form, defaults: DEFAULTS, fileFields: FILE_FIELDS });
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

  const isMale = gender === 'male';
  const label = (name: keyof JobValues) => t(`job.fields.${name}.label`);
  const hint = (name: keyof JobValues) => t(`job.fields.${name}.hint`);
  const errorText = (name: keyof JobValues): string | undefined => {
    const error = formState.errors[name];
    return error ? formMessageText(t, error.message, language) : undefined;
  };

  // Military service is asked of men only, so its error is listed only while the question is shown.
  const shown = JOB_FIELDS.filter((name) => name !== 'language' && (name !== 'militaryServiceStatus' || isMale));
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
        await send({ ...fields, militaryServiceStatus: fields.gender === 'male' ? fields.militaryServiceStatus : null, resume: read.resume, language });
      },
      () => setFocusSignal((n) => n + 1),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <ErrorSummary id={`${ID}-error-summary`} title={t('common.errorSummaryTitle')} errors={summary} focusSignal={focusSignal} />

      <Section aria-labelledby={`${ID}-general`}>
        <h2 id={`${ID}-general`}>{t('job.groups.general')}</h2>
        <TextField
          id={fieldId('firstName')}
          label={label('firstName')}
          hint={hint('firstName')}
          error={errorText('firstName')}
          autoComplete="given-name"
          registration={register('firstName')}
        />
        <TextField
          id={fieldId('lastName')}
          label={label('lastName')}
          hint={hint('lastName')}
          error={errorText('lastName')}
          autoComplete="family-name"
          registration={register('lastName')}
        />
        <RadioGroup
          id={fieldId('gender')}
          legend={label('gender')}
          hint={hint('gender')}
          error={errorText('gender')}
          options={options.gender}
          inline
          registration={register('gender')}
        />
        <Controller
          control={control}
          name="birthDate"
          render={({ field }) => (
            <DateField
              id={fieldId('birthDate')}
              legend={label('birthDate')}
              hint={hint('birthDate')}
              error={errorText('birthDate')}
              partLabels={{ day: t('job.fields.birthDate.day'), month: t('job.fields.birthDate.month'), year: t('job.fields.birthDate.year') }}
              calendar={calendarOf(language)}
              language={language}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
        <TextField
          id={fieldId('birthPlace')}
          label={label('birthPlace')}
          hint={hint('birthPlace')}
          error={errorText('birthPlace')}
          registration={register('birthPlace')}
        />
        <RadioGroup
          id={fieldId('maritalStatus')}
          legend={label('maritalStatus')}
          hint={hint('maritalStatus')}
          error={errorText('maritalStatus')}
          options={options.maritalStatus}
          inline
          registration={register('maritalStatus')}
        />
        <TextField
          id={fieldId('childrenCount')}
          label={label('childrenCount')}
          hint={hint('childrenCount')}
          error={errorText('childrenCount')}
          inputMode="numeric"
          width="5rem"
          dir="ltr"
          registration={register('childrenCount')}
        />
        {isMale ? (
          <RadioGroup
            id={fieldId('militaryServiceStatus')}
            legend={label('militaryServiceStatus')}
            hint={hint('militaryServiceStatus')}
            error={errorText('militaryServiceStatus')}
            options={options.militaryServiceStatus}
            registration={register('militaryServiceStatus')}
          />
        ) : null}
      </Section>

      <Section aria-labelledby={`${ID}-contacts`}>
        <h2 id={`${ID}-contacts`}>{t('job.groups.contacts')}</h2>
        <TextField
          id={fieldId('landline')}
          label={label('landline')}
          hint={hint('landline')}
          error={errorText('landline')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          width="20rem"
          registration={register('landline')}
        />
        <TextField
          id={fieldId('mobile')}
          label={label('mobile')}
          hint={hint('mobile')}
          error={errorText('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          width="20rem"
          registration={register('mobile')}
        />
        <TextArea
          id={fieldId('address')}
          label={label('address')}
          hint={hint('address')}
          error={errorText('address')}
          rows={3}
          autoComplete="street-address"
          registration={register('address')}
          limit={{ max: FIELD_LIMITS.job.address, length: address?.length ?? 0 }}
        />
      </Section>

      <Section aria-labelledby={`${ID}-interview`}>
        <h2 id={`${ID}-interview`}>{t('job.groups.interview')}</h2>
        <CheckboxGroup
          id={fieldId('qualifications')}
          legend={label('qualifications')}
          hint={hint('qualifications')}
          error={errorText('qualifications')}
          options={options.qualifications}
          registration={register('qualifications')}
        />
        <SelectField
          id={fieldId('jobPosition')}
          label={label('jobPosition')}
          hint={hint('jobPosition')}
          error={errorText('jobPosition')}
          options={options.jobPosition}
          registration={register('jobPosition')}
        />
        <SelectField
          id={fieldId('educationLevel')}
          label={label('educationLevel')}
          hint={hint('educationLevel')}
          error={errorText('educationLevel')}
          options={options.educationLevel}
          registration={register('educationLevel')}
        />
        <TextField
          id={fieldId('referralSource')}
          label={`${label('referralSource')} ${t('common.optional')}`}
          hint={hint('referralSource')}
          error={errorText('referralSource')}
          registration={register('referralSource')}
          limit={{ max: FIELD_LIMITS.job.referralSource, length: referralSource?.length ?? 0 }}
        />
        <Controller
          control={control}
          name="resume"
          render={({ field }) => (
            <FileField
              id={fieldId('resume')}
              label={label('resume')}
              hint={hint('resume')}
              error={errorText('resume')}
              notice={draft.filesToChooseAgain.includes('resume') ? String(tFeedback('draft.fileAgain')) : undefined}
              accept={RESUME_ACCEPT}
              fileName={field.value?.name}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
      </Section>

      <SubmitButton label={t('common.send')} pendingLabel={t('common.sending')} pending={pending} />
      <SubmissionReceipt reference={reference} language={language} />
    </form>
  );
}
