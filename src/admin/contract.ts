// The contract between the web editor's configuration, which the build generates from the JSON Schemas
// (gatsby/cms/), and the editor's code in the browser (src/admin/): the names both sides use and the
// shape of the file the build writes and the editor reads. Both import this module, so a name changed
// on one side is a type error on the other, and nothing is parsed back out of strings.

export const EDITOR_LANGUAGES = ['fa', 'en'] as const;
export type UiLocale = (typeof EDITOR_LANGUAGES)[number];

/** The generated configuration of one interface language, under /admin/. */
export const configFile = (locale: UiLocale): string => `config.${locale}.json`;

/** The editor's own widgets (src/admin/widgets.tsx), as the generated fields name them. */
export const WIDGET = {
  /** Text in both languages, side by side: `{ fa, en }`. */
  localized: 'localized',
  /** A Gregorian date `YYYY-MM-DD` that exists in the calendar. */
  isoDate: 'iso-date',
  /** A Persian-calendar month `YYYY-MM`; in a `sequence`, the month after the entry before it. */
  persianMonth: 'persian-month',
  /** One text of a page's copy, typed in its pane's direction. */
  copyText: 'copy-text',
} as const;

/** A data file whose top level is a list is edited as one list field of this name. */
export const LIST_FIELD = 'items';

/** The page copy's format: one entry's `{ fa, en }`, read from and written to the two language files. */
export const COPY_FORMAT = 'json-copy';

/** The data file collections' format, one registered per file (src/admin/formats.ts). */
export const dataFormatName = (collection: string): string => `repo-json-${collection}`;

/** The same text in both languages (names of fields and of allowed values, for the previews). */
export type BothLanguages = Record<UiLocale, string>;

/** Where a month field finds the list it belongs to and the month the list must start at (entry data paths). */
export type MonthSequence = { list: string; inception: string[] };

/** The messages of this project's widgets, in the interface's language (src/admin/widgets.tsx). */
export type FieldMessages = {
  /** localized: the Persian / English box is empty. */
  fa?: string;
  en?: string;
  /** iso-date, persian-month: the value's form. iso-date: a day that does not exist. */
  format?: string;
  invalid?: string;
  /** persian-month in a sequence; `{month}`, `{expected}`, `{previous}` are filled in. */
  first?: string;
  order?: string;
  twice?: string;
  /** copy-text: an empty text. */
  required?: string;
};

/**
 * One field of the generated configuration: Decap's own keys (name, label, widget, …) and the ones this
 * project's widgets, formats and previews read.
 */
export type EditorField = {
  name: string;
  label?: string;
  hint?: string;
  widget: string;
  required?: boolean;
  /** The schema allows null: a cleared value is written as null. */
  nullable?: boolean;
  /** The schema requires the key but allows it empty (an external address not known yet): a cleared value is written as "". */
  keepEmpty?: boolean;
  /** The field's name in both languages, from its schema. */
  titles?: BothLanguages;
  messages?: FieldMessages;
  /** localized: the two boxes' labels. */
  labels?: BothLanguages;
  /** select: each value's label in both languages. */
  option_labels?: Record<UiLocale, Record<string, string>>;
  /** list of objects: one item's name in both languages. */
  item_titles?: BothLanguages;
  sequence?: MonthSequence;
  fields?: EditorField[];
  field?: EditorField;
  i18n?: boolean;
  [decapKey: string]: unknown;
};

/** One data file's format: its collection, and whether the file is a list (edited as `LIST_FIELD`). */
export type DataFormat = { name: string; collection: string; list: boolean };

/** The page copy's collection: its entries' files (locales/<namespace>.json, which do not exist) and languages. */
export type CopySettings = { collection: string; files: string[]; languages: UiLocale[] };

/** Corrections to Decap's own phrases, merged into its locale before it starts (nested like its phrases). */
export type Phrases = { [key: string]: string | Phrases };

/** The names of Decap's icon-only controls, in the interface's language (src/admin/accessible-names.ts). */
export type ControlNames = { toggle: string; move: string; remove: string; preview: string };

/** What the editor needs besides Decap's configuration. */
export type EditorSettings = { formats: DataFormat[]; copy: CopySettings; phrases: Phrases; controls: ControlNames };

/** Decap's configuration as the build writes it (the keys this project sets; Decap reads the rest itself). */
export type DecapConfig = {
  load_config_file: false;
  locale: UiLocale;
  backend: Record<string, unknown> & { name: string };
  collections: (Record<string, unknown> & { name: string; format?: string; files?: { name: string; file: string; fields: EditorField[] }[] })[];
  i18n: { structure: string; locales: UiLocale[]; default_locale: UiLocale };
  [key: string]: unknown;
};

/** The content of `configFile(locale)`. */
export type GeneratedConfig = { decap: DecapConfig; editor: EditorSettings };
