// Fills the contact form's subject from the address (?subject=complaint, src/forms/contact-subjects.ts)
// in the page's language, once, after mount and after a restored draft: a subject the visitor already
// typed (or restored) is kept.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { subjectFromQuery } from './contact-subjects';

/** The part of a react-hook-form form this needs: its subject field. */
type SubjectForm = {
  getValues: (name: 'subject') => string;
  setValue: (name: 'subject', value: string, options?: { shouldDirty?: boolean }) => void;
};

export function useSubjectPrefill(form: SubjectForm): void {
  const { t } = useTranslation('forms');
  useEffect(() => {
    const subject = subjectFromQuery(window.location.search);
    if (subject && !form.getValues('subject')) form.setValue('subject', t(`contact.subjects.${subject}`), { shouldDirty: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
}
