// How the repository writes its JSON (data/ and locales/): 2-space indentation, keys in the order they
// were read, a final newline. The editor saves with it, and a test holds every file to it, so a one-field
// edit is a one-line diff.
import type { EditorField } from './contract';

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The parts of a generated field that decide how its value is written. */
export type FieldOrder = Pick<EditorField, 'name' | 'widget' | 'required' | 'nullable' | 'keepEmpty'> & { fields?: FieldOrder[] };

/**
 * Decap keeps an entry in an Immutable map, which does not keep key order past eight keys. Before
 * writing, each object is rebuilt in the order of its fields (the schema's order, which is the file's),
 * keys the schema does not know kept after them; a cleared optional field is left out, a cleared field
 * that may be null becomes null and a required one that may be empty stays "", as the schemas expect.
 */
export function ordered(value: unknown, fields: readonly FieldOrder[]): unknown {
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const field of fields) {
    const name = field.name;
    if (!(name in value)) continue;
    let v = value[name];
    if (v === '' || v === undefined) {
      if (field.nullable) v = null;
      else if (field.keepEmpty) v = '';
      else if (field.required === false) continue;
    }
    if (field.widget === 'object' && isObject(v)) v = ordered(v, field.fields ?? []);
    else if (field.widget === 'list' && Array.isArray(v) && field.fields) v = v.map((item) => ordered(item, field.fields ?? []));
    else if (field.widget === 'localized' && isObject(v)) v = v.fa === '' && v.en === '' && field.nullable ? null : { fa: v.fa, en: v.en };
    out[name] = v;
  }
  for (const [k, v] of Object.entries(value)) if (!(k in out) && !fields.some((f) => f.name === k)) out[k] = v;
  return out;
}

/**
 * Key orders of the objects in files read so far, for files whose order no schema fields give (the page
 * copy): by key set, sorted, to the order the file had.
 */
export class KeyOrders {
  private readonly orders = new Map<string, string[]>();

  private static signature(keys: readonly string[]): string {
    return [...keys].sort().join('\u0000');
  }

  /** Notes the key order of every object in `value` (a file as read); returns `value`. */
  remember<T>(value: T): T {
    visit(value, (obj, keys) => {
      this.orders.set(KeyOrders.signature(keys), keys);
      return obj;
    });
    return value;
  }

  /** Puts each object's keys back in the order noted for the same keys (or for a set holding them). */
  restore<T>(value: T): T {
    return visit(value, (obj) => {
      const keys = Object.keys(obj);
      let order = this.orders.get(KeyOrders.signature(keys));
      if (!order) order = [...this.orders.values()].find((seen) => keys.every((k) => seen.includes(k)));
      if (!order) return obj;
      const out: JsonObject = {};
      for (const k of order) if (k in obj) out[k] = obj[k];
      for (const k of keys) if (!(k in out)) out[k] = obj[k];
      return out;
    }) as T;
  }
}

function visit(value: unknown, fn: (obj: JsonObject, keys: string[]) => JsonObject): unknown {
  if (Array.isArray(value)) return value.map((v) => visit(v, fn));
  if (!isObject(value)) return value;
  return fn(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, fn)])), Object.keys(value));
}
