// The contact form (POST api/Contact/ContactWithUs): validated with the shared contactSchema, drafted in sessionStorage.
import React, { useCallback, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import ErrorSummary from './fields/ErrorSummary';
import SubmitButton from './fields/SubmitButton';
import TextArea from './fields/TextArea';
import TextField from './fields/TextField';
import { fieldTexts } from './field-props';
import RequiredNote from './fields/RequiredNote';
import { buildSummary } from './summary';
import { CONTACT_FIELDS, contactSchema, FIELD_LIMITS, OPTIONAL_FIELDS, type ContactPayload, type FormContext } from './schemas';
import type { Language } from '../lib/i18n-config';
import { useDraft } from './use-draft';
import SubmissionReceipt from './SubmissionReceipt';
import { useSubmit } from './use-submit';
import { useSubjectPrefill } from './use-subject-prefill';

type ContactValues = { fullName: string; subject: string; email: string; phone: string; message: string };
type ContactValidated = Omit<ContactPayload, 'language'>;

const DEFAULTS: ContactValues = { fullName: '', subject: '', email: '', phone: '', message: '' };
// The language is not typed by the visitor: it is the page's, added when sending.
const resolver = yupResolver(contactSchema.omit(['language'])) as unknown as Resolver<ContactValues, FormContext, ContactValidated>;

const ID = 'contact';
const fieldId = (name: keyof ContactValues) => `${ID}-${name}`;

type ContactFormProps = {
  language: Language;
};

export default function ContactForm({ language }: ContactFormProps) {
  const { t } = useTranslation('forms');
  const [focusSignal, setFocusSignal] = useState(0);
  const form = useForm<ContactValues, FormContext, ContactValidated>({
    resolver,
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus, not the first field (govuk error-summary).
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, reset, control } = form;
  const [subject, message] = useWatch({ control, name: ['subject', 'message'] });

  const draft = useDraft<ContactValues>({ key: 'contact', language, form, defaults: DEFAULTS });
  useSubjectPrefill(form);
  const onSuccess = useCallback(() => {
    reset(DEFAULTS);
    draft.clear();
  }, [draft, reset]);
  const { guard, send, pending, reference } = useSubmit<ContactPayload>({ service: 'contactUs', onSuccess });

  // Labels, hints and errors built as on every form (field-props.ts).
  const field = fieldTexts<keyof ContactValues>({ form: ID, t, language, errors: formState.errors, optional: OPTIONAL_FIELDS.contact });
  const errorText = (name: keyof ContactValues) => field(name).error;
  const label = (name: keyof ContactValues) => field(name).label;
  const hint = (name: keyof ContactValues) => field(name).hint;

  const summary = buildSummary(
    CONTACT_FIELDS.filter((name) => name !== 'language'),
    formState.errors,
    { targetId: (name) => `${ID}-${name}`, label: (name) => t(`contact.fields.${name}.label`) },
    t,
    language,
  );

  const onSubmit = guard(
    handleSubmit(
      async (data) => {
        await send({ ...data, language });
      },
      () => setFocusSignal((n) => n + 1),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <ErrorSummary id={`${ID}-error-summary`} title={t('common.errorSummaryTitle')} errors={summary} focusSignal={focusSignal} />
      <RequiredNote someOptional={OPTIONAL_FIELDS.contact.length > 0} />
      <TextField
        id={fieldId('fullName')}
        label={label('fullName')}
        hint={hint('fullName')}
        error={errorText('fullName')}
        autoComplete="name"
        registration={register('fullName')}
      />
      <TextField
        id={fieldId('subject')}
        label={label('subject')}
        hint={hint('subject')}
        error={errorText('subject')}
        registration={register('subject')}
        limit={{ max: FIELD_LIMITS.contact.subject, length: subject?.length ?? 0 }}
      />
      <TextField
        id={fieldId('email')}
        label={label('email')}
        hint={hint('email')}
        error={errorText('email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        spellCheck={false}
        registration={register('email')}
      />
      <TextField
        id={fieldId('phone')}
        label={label('phone')}
        hint={hint('phone')}
        error={errorText('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        width="20rem"
        registration={register('phone')}
      />
      <TextArea
        id={fieldId('message')}
        label={label('message')}
        hint={hint('message')}
        error={errorText('message')}
        registration={register('message')}
        limit={{ max: FIELD_LIMITS.contact.message, length: message?.length ?? 0 }}
      />
      <SubmitButton label={t('common.send')} pendingLabel={t('common.sending')} pending={pending} />
      <SubmissionReceipt reference={reference} language={language} />
    </form>
  );
}
