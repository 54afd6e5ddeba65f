// Latin runs inside Persian text (a file type such as PDF, an address such as name@example.com, a code
// such as TEDPIX): each is wrapped in Unicode isolates (U+2068…U+2069), without which the bidirectional
// algorithm joins neighbouring runs across the Persian commas between them and reverses a list
// («PDF، DOC، DOCX» read as «DOCX، DOC، PDF»), and joined after its hyphens (U+2060), so that a date
// such as 2025-03-21 stays on one line. The same rule as the editor's (static/admin/bidi.js).

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
