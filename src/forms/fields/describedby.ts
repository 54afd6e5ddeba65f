// aria-describedby in govuk order: the caller's ids, then the hint, then the error.

export type DescribedByParts = { id: string; hint?: boolean; error?: boolean; extra?: string | Array<string | undefined> };

export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error`, count: `${id}-count` } as const;
}

export function describedBy({ id, hint, error, extra }: DescribedByParts): string | undefined {
  const ids = fieldIds(id);
  const parts = [...(Array.isArray(extra) ? extra : [extra]), hint ? ids.hint : undefined, error ? ids.error : undefined].filter(
    (part): part is string => typeof part === 'string' && part.length > 0,
  );
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** govuk item ids for radios and checkboxes: the first is the field id itself (error links land on it), the rest `<id>-<value>`. */
export function choiceId(id: string, value: string, index: number): string {
  return index === 0 ? id : `${id}-${value}`;
}
