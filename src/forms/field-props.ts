// How every field of a form gets its id, label, hint and error, one way for both forms: the label ends
// in "(optional)" where the shared schema lets the field be empty (OPTIONAL_FIELDS in schemas.ts), and
// hints and errors read in the page's direction (Latin runs isolated on Persian pages).
import type { TFunction } from 'i18next';
import { formMessageText, inPageDirection } from './form-message';

/** What each field component takes first: `<TextField {...field('firstName')} … />`. */
export type FieldText = { id: string; label: string; hint: string; error?: string };

type FieldTextOptions<Name extends string> = {
  /** The form's key in locales/<lng>/forms.json, and its ids' prefix. */
  form: 'contact' | 'job';
  /** Bound to the `forms` namespace. */
  t: TFunction;
  language: string;
  errors: Partial<Record<Name, { message?: unknown }>>;
  optional: readonly string[];
};

export function fieldTexts<Name extends string>({ form, t, language, errors, optional }: FieldTextOptions<Name>) {
  return (name: Name, hintValues: Record<string, string> = {}): FieldText => {
    const label = t(`${form}.fields.${name}.label`);
    const error = errors[name];
    return {
      id: `${form}-${name}`,
      label: optional.includes(name) ? `${label} ${t('common.optional')}` : label,
      hint: inPageDirection(t(`${form}.fields.${name}.hint`, hintValues), language),
      error: error ? formMessageText(t, error.message, language) : undefined,
    };
  };
}
