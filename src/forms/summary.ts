// Builds the error summary's entries from react-hook-form errors, in the form's field order.
import type { TFunction } from 'i18next';
import type { SummaryError } from './fields/ErrorSummary';
import { formMessageText } from './form-message';

type ErrorLike = { message?: unknown } | undefined;

export type SummaryFieldSpec = {
  /** The element the link focuses (a field's input; the first input of a date or a group). */
  targetId: (name: string) => string;
  label: (name: string) => string;
};

/** "<label>: <message>" per field in error (`t` bound to `forms`), skipping fields the form does not show. */
export function buildSummary(
  order: readonly string[],
  errors: Partial<Record<string, ErrorLike>>,
  spec: SummaryFieldSpec,
  t: TFunction,
  language: string,
): SummaryError[] {
  const out: SummaryError[] = [];
  for (const name of order) {
    const error = errors[name];
    if (!error) continue;
    out.push({
      targetId: spec.targetId(name),
      text: t('errors.withField', {
        replace: { label: spec.label(name), message: formMessageText(t, error.message, language) },
        interpolation: { escapeValue: false },
      }),
    });
  }
  return out;
}
