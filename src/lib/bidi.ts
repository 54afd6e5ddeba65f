// Latin runs inside Persian text (a pattern such as YYYY-MM, a file type such as PDF, an address such as
// name@example.com or /directors/, a code such as TEDPIX, a date): each is wrapped in Unicode isolates
// (U+2068…U+2069), without which the bidirectional algorithm moves their slashes, hyphens and
// neighbouring numbers to the wrong side of the sentence and joins neighbouring runs across the Persian
// commas between them, reversing a list («PDF، DOC، DOCX» read as «DOCX، DOC، PDF»); and joined after its
// hyphens (U+2060), so that a date such as 2025-03-21 stays on one line. Used by the site's hints and
// messages and by the editor's fixed texts and messages (gatsby/cms/, src/admin/months.ts).

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
