// Fills the contact form's subject from the address (?subject=complaint, src/forms/contact-subjects.ts)
// in the page's language, once, after mount and after a restored draft: a subject the visitor already
// typed (or restored) is kept. With a subject, a message another page of this tab left in sessionStorage
// (MESSAGE_PREFILL_KEY) fills an empty message the same way, and is removed.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PREFILL_KEY, subjectFromQuery } from './contact-subjects';

/** The part of a react-hook-form form this needs: its subject field. */
type SubjectForm = {
  getValues: (name: 'subject' | 'message') => string;
  setValue: (name: 'subject' | 'message', value: string, options?: { shouldDirty?: boolean }) => void;
};

export function useSubjectPrefill(form: SubjectForm): void {
  const { t } = useTranslation('forms');
  useEffect(() => {
    const subject = subjectFromQuery(window.location.search);
    if (subject && !form.getValues('subject')) form.setValue('subject', t(`contact.subjects.${subject}`), { shouldDirty: true });
    if (!subject) return;
    const message = window.sessionStorage.getItem(MESSAGE_PREFILL_KEY);
    window.sessionStorage.removeItem(MESSAGE_PREFILL_KEY);
    if (message && !form.getValues('message')) form.setValue('message', message, { shouldDirty: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
}
