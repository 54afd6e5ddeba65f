/** @jest-environment node */
// The checks of the editor's own fields, as pure functions of the value and the generated field: text in
// both languages, ISO dates against the calendar (src/lib/dates.ts), page copy texts.
import { UI_TEXT } from '../../gatsby/cms/ui-text';
import type { EditorField } from '../../src/admin/contract';
import { clearedCopyText, copyTextProblem, isoDateProblem, localizedProblem } from '../../src/admin/widgets';

const t = UI_TEXT.fa;
const localized: EditorField = { name: 'title', widget: 'localized', required: true, messages: { fa: t.requiredFa, en: t.requiredEn } };
const date: EditorField = { name: 'issuedOn', widget: 'iso-date', required: true, messages: { format: t.date, invalid: t.dateInvalid } };
const copy: EditorField = { name: 'heading', widget: 'copy-text', required: true, messages: { required: t.required } };

describe('text in both languages', () => {
  it.each([
    [{ fa: 'عنوان', en: 'Title' }, null],
    [{ fa: ' ', en: 'Title' }, t.requiredFa],
    [{ fa: 'عنوان', en: '' }, t.requiredEn],
    [undefined, t.requiredFa],
  ])('%j → %s', (value, message) => expect(localizedProblem(value, localized)).toBe(message));

  it('may stay empty in both languages where the schema allows null, not in one', () => {
    const holder = { ...localized, required: false, nullable: true };
    expect(localizedProblem({ fa: '', en: '' }, holder)).toBeNull();
    expect(localizedProblem({ fa: 'نام', en: '' }, holder)).toBe(t.requiredEn);
  });
});

describe('ISO dates', () => {
  it.each([
    ['2024-02-29', null],
    ['2023-02-29', t.dateInvalid],
    ['2028-02-30', t.dateInvalid],
    ['1403/13/40', t.date],
    ['2024-2-1', t.date],
    ['', t.date],
  ])('%s → %s', (value, message) => expect(isoDateProblem(value, date)).toBe(message));

  it('may stay empty where the schema allows it', () => {
    expect(isoDateProblem('', { ...date, required: false, nullable: true })).toBeNull();
  });
});

describe('page copy texts', () => {
  it('refuses an empty required text, and saves a cleared one as the schema wants it', () => {
    expect(copyTextProblem('  ', copy)).toBe(t.required);
    expect(copyTextProblem('متن', copy)).toBeNull();
    expect(copyTextProblem('', { ...copy, required: false })).toBeNull();
    expect(clearedCopyText({ ...copy, nullable: true })).toBeNull();
    expect(clearedCopyText({ ...copy, required: false })).toBeUndefined();
    expect(clearedCopyText(copy)).toBe('');
  });
});
