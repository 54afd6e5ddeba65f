// Latin runs inside Persian text (a pattern such as YYYY-MM, an address such as /directors/, a code such
// as TEDPIX, a date): each is wrapped in Unicode isolates (U+2068…U+2069), without which the
// bidirectional algorithm moves their slashes, hyphens and neighbouring numbers to the wrong side of the
// sentence, and joined after its hyphens (U+2060), so that a date such as 2025-03-21 stays on one line.
// Used for the editor's fixed texts (gatsby/cms/ui-text.ts, gatsby/cms/schema-fields.ts) and for the
// values the editor puts into its messages (src/admin/months.ts).

const FSI = '\u2068';
const PDI = '\u2069';
const WJ = '\u2060';

/** One value, isolated and kept on one line. */
export function isolate(value: string | number): string {
  return `${FSI}${String(value).replace(/-/g, `-${WJ}`)}${PDI}`;
}

/** Every Latin run of a text, isolated. */
export function isolateLatin(text: string): string {
  return text.replace(/[A-Za-z0-9/][A-Za-z0-9/._:@%+-]*/g, (run) => isolate(run));
}
