// Characters never meant in text a visitor gave and the site shows back: C0 controls but tab and line
// breaks (NUL, ESC…), DEL, C1 controls (U+009B starts a terminal escape), bidi embeddings and overrides
// (LRE, RLE, PDF, LRO, RLO) and isolates, which can make text render reversed ("exe.fdp" shown as
// "pdf.exe"), and a stray BOM. The forms strip them from what they store (src/forms/schemas.ts, the
// server too); the search page strips them from the query it echoes. ZWNJ/ZWJ stay: Persian needs them.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** The text without control characters and bidi overrides/isolates. */
export function stripControls(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** A one-line text to show back (a search query): stripped, white space (tabs, line breaks) collapsed, trimmed. */
export function displayLine(text: string): string {
  return stripControls(text).replace(/\s+/g, ' ').trim();
}
