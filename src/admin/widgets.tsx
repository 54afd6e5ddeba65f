// The editor's own fields, registered with Decap (CMS.registerWidget): text in both languages side by side
// (Persian right to left, English left to right), ISO dates checked against the calendar, the performance
// record's months checked against the list they are in, and page copy typed in its pane's direction. Each
// field's check is a pure function of its value and its generated field (src/admin/contract.ts), on the
// rules of src/lib; the controls are Decap's (create-react-class in its React).
import React from 'react';
import { isIsoDateShaped, parseIsoDate, parseJalaliMonth } from '../lib/dates';
import { WIDGET, type EditorField, type FieldMessages } from './contract';
import { createControl, plain, type ControlProps, type Decap, type ImmutableLike, type Validity } from './decap';
import { monthMessage, monthProblemOf } from './months';

type Localized = { fa?: string; en?: string };

const blank = (s: unknown) => typeof s !== 'string' || s.trim() === '';
const optional = (field: EditorField) => field.nullable === true || field.required === false;
const valid = (message: string | null | undefined): Validity => (message ? { error: { message } } : true);
const messagesOf = (field: EditorField): FieldMessages => field.messages ?? {};

/** A localized field's problem: the Persian or English text missing (both may stay empty where optional). */
export function localizedProblem(value: Localized | null | undefined, field: EditorField): string | null {
  const { fa, en } = value ?? {};
  if (optional(field) && blank(fa) && blank(en)) return null;
  if (blank(fa)) return messagesOf(field).fa ?? null;
  if (blank(en)) return messagesOf(field).en ?? null;
  return null;
}

/** An ISO date field's problem: not YYYY-MM-DD, or not a day of the calendar (src/lib/dates.ts). */
export function isoDateProblem(value: unknown, field: EditorField): string | null {
  const messages = messagesOf(field);
  if (blank(value)) return optional(field) ? null : (messages.format ?? null);
  if (!isIsoDateShaped(value as string)) return messages.format ?? null;
  return parseIsoDate(value as string) ? null : (messages.invalid ?? null);
}

/**
 * A month field's problem: not YYYY-MM, or, in the record's list of months (`field.sequence`), not the
 * month after the entry before it (src/lib/performance.ts monthSequenceProblems).
 */
export function monthProblem(value: unknown, field: EditorField, entryData: ImmutableLike | null): string | null {
  const messages = messagesOf(field);
  if (typeof value !== 'string' || !parseJalaliMonth(value)) return messages.format ?? null;
  if (!field.sequence || !entryData) return null;
  const list = plain<{ month?: unknown }[] | null>(entryData.getIn([field.sequence.list])) ?? [];
  const inception = String(entryData.getIn(field.sequence.inception) ?? '');
  const problem = monthProblemOf(
    value,
    list.map((item) => item?.month),
    inception,
  );
  return problem ? monthMessage(problem, messages) : null;
}

/** A page copy text's problem: empty where the schema requires it. */
export function copyTextProblem(value: unknown, field: EditorField): string | null {
  return blank(value) && !optional(field) ? (messagesOf(field).required ?? null) : null;
}

/** The value a cleared copy text saves: null where the schema allows it, nothing where the key is optional. */
export function clearedCopyText(field: EditorField): string | null | undefined {
  if (field.nullable) return null;
  return field.required === false ? undefined : '';
}

const fieldOf = (props: ControlProps) => plain<EditorField>(props.field);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const Localized = createControlLazily(() => ({
  isValid() {
    return valid(localizedProblem(plain<Localized>(this.props.value), fieldOf(this.props)));
  },
  change(lang: 'fa' | 'en', typed: string) {
    const v = this.props.value as ImmutableLike | Localized | null | undefined;
    const now = plain<Localized | null>(v) ?? {};
    const next = { fa: now.fa ?? '', en: now.en ?? '', [lang]: typed };
    // Keep Decap's own value type (an Immutable map) when it gave one, so its list summaries read it.
    const base =
      v && typeof (v as ImmutableLike).set === 'function' ? (v as ImmutableLike) : (this.props.field as unknown as { clear(): ImmutableLike }).clear();
    this.props.onChange(base.set('fa', next.fa).set('en', next.en));
  },
  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const field = fieldOf(this.props);
    const labels = field.labels ?? { fa: 'fa', en: 'en' };
    const value = plain<Localized | null>(this.props.value) ?? {};
    const change = (this as unknown as { change: (lang: 'fa' | 'en', typed: string) => void }).change;
    const box = (lang: 'fa' | 'en') => (
      <div key={lang}>
        <label htmlFor={`${forID}-${lang}`}>{labels[lang]}</label>
        <textarea
          id={`${forID}-${lang}`}
          dir={lang === 'fa' ? 'rtl' : 'ltr'}
          lang={lang}
          rows={1}
          data-lang={lang}
          value={value[lang] ?? ''}
          onChange={(e) => change.call(this, lang, e.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
      </div>
    );
    return (
      <div className={`${classNameWrapper} cms-pair`} id={forID}>
        {box('fa')}
        {box('en')}
      </div>
    );
  },
}));

/** A Latin-digit text box for a date or month (left to right in either interface). */
function dateBox(props: ControlProps, placeholder: string) {
  const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value, onChange } = props;
  return (
    <input
      type="text"
      id={forID}
      className={`${classNameWrapper} cms-date`}
      dir="ltr"
      inputMode="numeric"
      placeholder={placeholder}
      autoComplete="off"
      value={text(value)}
      onChange={(e) => onChange(e.target.value.trim())}
      onFocus={setActiveStyle}
      onBlur={setInactiveStyle}
    />
  );
}

const IsoDate = createControlLazily(() => ({
  isValid() {
    return valid(isoDateProblem(this.props.value, fieldOf(this.props)));
  },
  render() {
    return dateBox(this.props, 'YYYY-MM-DD');
  },
}));

const PersianMonth = createControlLazily(() => ({
  isValid() {
    return valid(monthProblem(this.props.value, fieldOf(this.props), this.props.entry?.get('data') as ImmutableLike | null));
  },
  render() {
    return dateBox(this.props, 'YYYY-MM');
  },
}));

const CopyText = createControlLazily(() => ({
  isValid() {
    return valid(copyTextProblem(this.props.value, fieldOf(this.props)));
  },
  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value, locale, onChange } = this.props;
    const field = fieldOf(this.props);
    return (
      <textarea
        id={forID}
        className={`${classNameWrapper} cms-text`}
        dir={locale === 'en' ? 'ltr' : 'rtl'}
        lang={locale || 'fa'}
        rows={2}
        value={text(value)}
        onChange={(e) => onChange(e.target.value !== '' ? e.target.value : clearedCopyText(field))}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  },
}));

type Spec = Parameters<typeof createControl>[0];

/** A control class made on first use (Decap's create-react-class exists only once decap-cms.js has run). */
function createControlLazily(spec: () => Spec): () => unknown {
  let control: unknown;
  return () => (control ??= createControl(spec()));
}

/** Registers the four fields, each with a list summary of its value. */
export function registerWidgets(cms: Decap): void {
  const show = ({ value }: { value: unknown }) => <span>{text(value)}</span>;
  const showPair = ({ value }: { value: unknown }) => {
    const v = plain<Localized | null>(value) ?? {};
    return <span>{`${v.fa ?? ''} / ${v.en ?? ''}`}</span>;
  };
  cms.registerWidget(WIDGET.localized, Localized(), showPair);
  cms.registerWidget(WIDGET.isoDate, IsoDate(), show);
  cms.registerWidget(WIDGET.persianMonth, PersianMonth(), show);
  cms.registerWidget(WIDGET.copyText, CopyText(), show);
}
