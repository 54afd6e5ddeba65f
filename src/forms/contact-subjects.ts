// Subjects the contact form can be opened with from a link (/contact-us/?subject=complaint, from
// /complaints): an allowlist of keys, each filled in as the subject in the page's language
// (locales/<lng>/forms.json contact.subjects). Anything else in the address is ignored. A page may also
// leave the form a message in this tab's sessionStorage (the risk self-check's one-line profile), never
// in the address, so that no request carries it.

export const CONTACT_SUBJECTS = ['complaint', 'consultation'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

const PARAM = 'subject';
/** sessionStorage key of a message left for the contact form by a page of the same tab: read once, then removed. */
export const MESSAGE_PREFILL_KEY = 'contact:prefill-message';
/** The contact form's first field (src/forms/ContactForm.tsx names its fields `contact-<name>`): a link lands on it. */
const FORM_ANCHOR = '#contact-fullName';

/** The subject key of an address query, when it is one of CONTACT_SUBJECTS; otherwise null. */
export function subjectFromQuery(search: string): ContactSubject | null {
  const value = new URLSearchParams(search).get(PARAM);
  return (CONTACT_SUBJECTS as readonly string[]).includes(value ?? '') ? (value as ContactSubject) : null;
}

/** The link to the contact page (its localized path) that opens the form with `subject` filled in. */
export function contactSubjectHref(contactPath: string, subject: ContactSubject): string {
  return `${contactPath}?${PARAM}=${subject}${FORM_ANCHOR}`;
}
