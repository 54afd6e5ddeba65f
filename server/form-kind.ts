// The two forms the server accepts, each by one name everywhere in server/: the records' `kind` and
// their folder in the store, the command line's --kind, and the locale keys of the form's fields
// (locales/*/forms.json `contact.*` and `job.*`).
export const FORM_KINDS = ['contact', 'job'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return (FORM_KINDS as readonly unknown[]).includes(value);
}
