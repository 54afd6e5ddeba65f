// The job/cooperation request form (POST api/Contact/JobApplication): the shared jobApplicationSchema validates every
// typed field; the résumé is checked by its bytes (validateJobApplicationFile) and sent as base64. Each field is
// declared once: `field(name)` gives its id, label (with "(optional)"), hint and error, `registered(name)` adds
// its registration; whether military service is asked is the schemas' rule (asksMilitaryService).
import React, { useCallback, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { calendarOf } from '../lib/dates';
import type { Language } from '../lib/i18n-config';
import { localizeDigits } from '../lib/digits';
import { MAX_RESUME_BYTES, RESUME_ACCEPT } from '../lib/file-signature';
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
import { asksMilitaryService, FIELD_LIMITS, JOB_FIELDS, OPTIONAL_FIELDS, type FormContext, type JobApplicationPayload } from './schemas';
import { readResumeFile } from './resume-file';
import { checkResumeFile, DEFAULTS, FILE_FIELDS, jobResolver, type JobValidated, type JobValues } from './job-resolver';
import { buildSummary } from './summary';
import { useDraft } from './use-draft';
import SubmissionReceipt from './SubmissionReceipt';
import { useSubmit } from './use-submit';

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
    resolver: jobResolver,
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, reset, control, setError, clearErrors } = form;
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
              onChange={(file) => {
                resume.onChange(file);
                // The type and size are judged the moment a file is chosen, the message beside the control.
                if (file)
                  void checkResumeFile(file).then((error) =>
                    error ? setError('resume', { type: 'resume', message: error as unknown as string }) : clearErrors('resume'),
                  );
              }}
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
