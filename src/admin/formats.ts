// Saving in the repository's form (src/admin/json-format.ts): each data file with its keys in its
// schema's order (the order of the generated fields), the page copy with the key order its files had.
import { COPY_FORMAT, LIST_FIELD, type DataFormat, type EditorField, type GeneratedConfig } from './contract';
import { plain, type Formatter } from './decap';
import { formatJson, KeyOrders, ordered } from './json-format';

/** The page copy's `{ fa, en }`: each object's keys in the order the files had them when read. */
export function copyFormatter(orders = new KeyOrders()): Formatter {
  return {
    fromFile: (text) => orders.remember(JSON.parse(text)),
    toFile: (data) => formatJson(orders.restore(plain(data))),
  };
}

/** One data file: a list file is edited as the one list field `LIST_FIELD` and unwrapped again on saving. */
export function dataFormatter(format: DataFormat, fields: readonly EditorField[]): Formatter {
  if (!format.list)
    return {
      fromFile: (text) => JSON.parse(text),
      toFile: (data) => formatJson(ordered(plain(data) ?? {}, fields)),
    };
  const itemFields = fields.find((f) => f.name === LIST_FIELD)?.fields ?? [];
  return {
    fromFile: (text) => ({ [LIST_FIELD]: JSON.parse(text) }),
    toFile: (data) => {
      const items = plain<Record<string, unknown> | null>(data)?.[LIST_FIELD];
      return formatJson((Array.isArray(items) ? items : []).map((item) => ordered(item, itemFields)));
    },
  };
}

/** Every format the generated configuration names, as `[name, formatter]`. */
export function formatsOf({ decap, editor }: GeneratedConfig): [string, Formatter][] {
  const data = editor.formats.map((format): [string, Formatter] => {
    const collection = decap.collections.find((c) => c.name === format.collection);
    const fields = collection?.files?.[0]?.fields;
    if (!fields) throw new Error(`The configuration has no fields for the data file of collection "${format.collection}"`);
    return [format.name, dataFormatter(format, fields)];
  });
  return [[COPY_FORMAT, copyFormatter()], ...data];
}
