// The schema-to-field mapping: one Decap field for each property of a data file's JSON Schema, with its
// label and hint from the schema's title and description (English) or `x-fa` (Persian), its check from
// the schema (required, pattern, bounds, allowed values) and, for the shared value shapes, this project's
// widgets (src/admin/contract.ts WIDGET). Every `$ref` is followed (gatsby/schema-refs.ts): to the shared
// shapes of common.schema.json and to a schema's own `$defs`.
import { isolateLatin } from '../../src/lib/bidi';
import { EDITOR_LANGUAGES, WIDGET, type EditorField, type UiLocale } from '../../src/admin/contract';
import { SchemaFiles, unwrapAlternatives } from '../schema-refs';
import { UI_TEXT } from './ui-text';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON Schema nodes of any shape, walked at run time

/** A schema node's label and hint in the interface's language (Latin runs isolated in Persian). */
export function words(node: Json, locale: UiLocale): { label: string; hint: string } {
  const fa = node['x-fa'] ?? {};
  return locale === 'fa'
    ? { label: isolateLatin(fa.title ?? node.title), hint: isolateLatin(fa.description ?? node.description ?? '') }
    : { label: node.title, hint: node.description ?? '' };
}

/** A field before its widget is chosen. */
type FieldBase = Pick<EditorField, 'name' | 'label' | 'hint' | 'required' | 'nullable' | 'keepEmpty' | 'titles'> & { name: string };

/** The shared shapes of common.schema.json that have a widget of their own. */
const SHAPE_WIDGETS: Record<string, string> = { localizedString: WIDGET.localized, isoDate: WIDGET.isoDate, persianMonth: WIDGET.persianMonth };

/** Maps the schemas of one folder to fields in one interface language. */
export class FieldMapper {
  constructor(
    readonly files: SchemaFiles,
    readonly locale: UiLocale,
  ) {}

  /** One Decap field for the property `name` of a node in schema `file`. */
  field(name: string, schemaNode: Json, required: boolean, file: string): EditorField {
    const { node, ref, nullable, emptyAllowed, file: at } = unwrapAlternatives(this.files, schemaNode, file);
    const { label, hint } = words(node, this.locale);
    const t = UI_TEXT[this.locale];
    // titles: the field's name in both languages, for the previews (which draw both).
    const base: FieldBase = {
      name,
      label,
      hint,
      required: required && !nullable && !emptyAllowed,
      ...(nullable ? { nullable } : {}),
      ...(required && emptyAllowed && !nullable ? { keepEmpty: true } : {}),
      titles: { fa: node['x-fa']?.title ?? node.title, en: node.title },
    };
    const shape = ref && ref.file === 'common.schema.json' ? SHAPE_WIDGETS[ref.name] : undefined;
    if (shape === WIDGET.localized)
      return { ...base, widget: shape, nullable, messages: { fa: t.requiredFa, en: t.requiredEn }, labels: { fa: t.persian, en: t.english } };
    if (shape === WIDGET.isoDate) return { ...base, widget: shape, nullable, messages: { format: t.date, invalid: t.dateInvalid } };
    if (shape === WIDGET.persianMonth) return { ...base, widget: shape, messages: { format: t.month } };
    if (node.enum) {
      const labels: Record<string, Record<UiLocale, string>> = node['x-enum-labels'] ?? {};
      const values: string[] = node.enum;
      // option_labels: the same labels in both languages, for the previews.
      const byLanguage = Object.fromEntries(EDITOR_LANGUAGES.map((l) => [l, Object.fromEntries(values.map((v) => [v, labels[v]?.[l] ?? v]))])) as Record<
        UiLocale,
        Record<string, string>
      >;
      return {
        ...base,
        widget: 'select',
        options: values.map((value) => ({ value, label: labels[value]?.[this.locale] ?? value })),
        option_labels: byLanguage,
      };
    }
    switch (node.type) {
      case 'string':
        return this.text(base, node, hint, emptyAllowed);
      case 'integer':
      case 'number': {
        const field: EditorField = { ...base, widget: 'number', value_type: node.type === 'integer' ? 'int' : 'float' };
        if (node.minimum !== undefined) field.min = node.minimum;
        if (node.maximum !== undefined) field.max = node.maximum;
        if (node.type === 'number') field.step = 0.001;
        return field;
      }
      case 'boolean':
        return { ...base, widget: 'boolean' };
      case 'array':
        return this.list(name, base, node, required, at);
      case 'object':
        return { ...base, widget: 'object', fields: this.objectFields(node, at), collapsed: false };
      default:
        return { ...base, widget: 'string' };
    }
  }

  /** The fields of an object node's properties, in the schema's order. */
  objectFields(node: Json, file: string): EditorField[] {
    const required = new Set<string>(node.required ?? []);
    return Object.entries(node.properties ?? {})
      .filter(([, child]) => child !== false && child !== true)
      .map(([key, child]) => this.field(key, child, required.has(key), file));
  }

  private text(base: FieldBase, node: Json, hint: string, emptyAllowed: boolean): EditorField {
    const t = UI_TEXT[this.locale];
    const media = node['x-media'];
    if (media)
      return {
        ...base,
        widget: media.kind === 'image' ? 'image' : 'file',
        media_folder: `/${media.folder}`,
        public_folder: media.public,
        choose_url: false,
        pattern: [node.pattern, t.pattern(hint)],
      };
    const field: EditorField = { ...base, widget: 'string' };
    if (node.pattern) field.pattern = [emptyAllowed ? `^(?:${node.pattern.replace(/^\^|\$$/g, '')})?$` : node.pattern, t.pattern(hint)];
    return field;
  }

  private list(name: string, base: FieldBase, node: Json, required: boolean, file: string): EditorField {
    const items = unwrapAlternatives(this.files, node.items, file);
    const nonEmpty = required && (node.minItems ?? 0) > 0;
    if (items.node.enum) return { ...this.field(name, node.items, required, file), ...base, multiple: true, required: false };
    if (items.node.type === 'object')
      return {
        ...base,
        widget: 'list',
        required: nonEmpty,
        fields: this.objectFields(items.node, items.file),
        summary: this.summary(items.node, items.file),
        collapsed: true,
        item_titles: { fa: items.node['x-fa']?.title ?? items.node.title, en: items.node.title },
      };
    return { ...base, widget: 'list', field: this.field('item', node.items, true, file), required: nonEmpty };
  }

  /** How a list item is named when collapsed: its first text in the interface's language, else its id. */
  private summary(node: Json, file: string): string | undefined {
    const entries = Object.entries(node.properties ?? {}).map(([k, c]) => [k, this.files.resolve(c, file).ref?.name] as const);
    const localized = entries.find(([, ref]) => ref === 'localizedString');
    const id = entries.find(([k]) => ['id', 'route', 'date', 'month', 'year'].includes(k));
    if (localized && id) return `{{fields.${localized[0]}.${this.locale}}} ({{fields.${id[0]}}})`;
    if (localized) return `{{fields.${localized[0]}.${this.locale}}}`;
    const figure = entries.find(([k, ref]) => k !== id?.[0] && ref === 'fraction');
    if (id && figure) return `{{fields.${id[0]}}}: {{fields.${figure[0]}}}`;
    return id ? `{{fields.${id[0]}}}` : undefined;
  }
}
