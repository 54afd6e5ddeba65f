// How the repository writes its JSON (data/ and locales/): 2-space indentation, keys in the order they
// were read, a final newline. The editor saves with it, and a test holds every file to it, so a one-field
// edit is a one-line diff. Shared by the editor (static/admin/admin.js) and the tests.
export function formatJson(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}

// Decap file collections edit an object; a data file whose top level is a list is shown as one list
// field named `items`.
export const LIST_FIELD = 'items';

/**
 * Decap keeps an entry in an Immutable map, which does not keep key order past eight keys. Before
 * writing, each object is rebuilt in the order of its fields (the schema's order, which is the file's),
 * keys the schema does not know kept after them; a cleared optional field is left out and a cleared
 * field that may be null becomes null, as the schemas expect.
 */
export function ordered(value, fields) {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const field of fields) {
    const name = field.name;
    if (!(name in value)) continue;
    let v = value[name];
    if (v === '' || v === undefined) {
      if (field.nullable) v = null;
      else if (field.required === false) continue;
    }
    if (field.widget === 'object' && v && typeof v === 'object') v = ordered(v, field.fields || []);
    else if (field.widget === 'list' && Array.isArray(v) && field.fields) v = v.map((item) => ordered(item, field.fields));
    else if (field.widget === 'localized' && v && typeof v === 'object') v = v.fa === '' && v.en === '' && field.nullable ? null : { fa: v.fa, en: v.en };
    out[name] = v;
  }
  for (const [k, v] of Object.entries(value)) if (!(k in out) && !fields.some((f) => f.name === k)) out[k] = v;
  return out;
}


// Key orders seen in the files read so far, by key set ("a,b,c" sorted → the file's order).
const KEY_ORDERS = new Map();
const signature = (keys) => [...keys].sort().join('\u0000');

function visit(value, fn) {
  if (Array.isArray(value)) return value.map((v) => visit(v, fn));
  if (value === null || typeof value !== 'object') return value;
  return fn(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, fn)])), Object.keys(value));
}

/** Notes the key order of every object in a file as read (for files without a schema's field order). */
export function rememberKeyOrder(value) {
  visit(value, (obj, keys) => {
    KEY_ORDERS.set(signature(keys), keys);
    return obj;
  });
  return value;
}

/** Puts each object's keys back in the order noted for the same keys (or for a set holding them). */
export function restoreKeyOrder(value) {
  return visit(value, (obj) => {
    const keys = Object.keys(obj);
    let order = KEY_ORDERS.get(signature(keys));
    if (!order) for (const seen of KEY_ORDERS.values()) if (keys.every((k) => seen.includes(k))) { order = seen; break; }
    if (!order) return obj;
    const out = {};
    for (const k of order) if (k in obj) out[k] = obj[k];
    for (const k of keys) if (!(k in out)) out[k] = obj[k];
    return out;
  });
}
