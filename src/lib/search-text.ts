// Site search text, Persian as people type it: the one normalisation applied to the indexed text and
// to the query, and the words a text is indexed and searched by (docs/decisions.md, "Search").
// Pure: used by the build (gatsby/search-index.ts), the browser (src/lib/search-engine.ts) and tests.

/** Letters folded to one form after compatibility decomposition (so أ إ آ ؤ ئ ۀ have lost their marks). */
const FOLD: Record<string, string> = {
  ي: 'ی', // Arabic yeh
  ى: 'ی', // alef maksura
  ك: 'ک', // Arabic kaf
  ة: 'ه', // teh marbuta
  ە: 'ه', // ae: what ۀ decomposes to (with its hamza, removed below)
  ٱ: 'ا', // alef wasla
};
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** Removed outright: combining marks (harakat, hamza above, madda, Latin accents), tatweel, bidi marks, soft hyphen, BOM; and ZWJ. */
const REMOVED = /[\p{Mn}\u0640\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u00AD\uFEFF]/u;
const ZWJ = '\u200D';
/** The half-space (ZWNJ): kept in the normalised text, where it joins the parts of one word. */
export const HALF_SPACE = '\u200C';
/** A word: letters and digits, and half-spaces between them. */
const WORD = /[\p{L}\p{N}]+(?:\u200C+[\p{L}\p{N}]+)*/gu;

function foldChar(ch: string): string {
  let out = '';
  for (const c of ch.normalize('NFKD')) {
    if (c === ZWJ || REMOVED.test(c)) continue;
    const p = PERSIAN_DIGITS.indexOf(c);
    const a = ARABIC_DIGITS.indexOf(c);
    if (p >= 0 || a >= 0) out += String(p >= 0 ? p : a);
    else out += FOLD[c] ?? c;
  }
  // آ decomposes to ا and a madda (removed), أ إ to ا and a hamza: all are ا now.
  return /\s/.test(out) && out !== HALF_SPACE ? ' ' : out.toLowerCase();
}

export type Folded = {
  /** The normalised text. */
  text: string;
  /** For each UTF-16 unit of `text`, the index in the original text of the character it came from. */
  from: number[];
};

/** The normalisation with a map back to the original text (for marking the matched words in it). */
export function foldWithMap(input: string): Folded {
  let text = '';
  const from: number[] = [];
  for (let i = 0; i < input.length;) {
    const cp = input.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    const out = ch === HALF_SPACE ? HALF_SPACE : foldChar(ch);
    text += out;
    for (let k = 0; k < out.length; k += 1) from.push(i);
    i += ch.length;
  }
  return { text, from };
}

/**
 * The one normalisation of search text: ي ى → ی, ك → ک, ة ۀ (and هٔ) → ه, أ إ ٱ آ → ا, Persian and
 * Arabic-Indic digits → Latin; tatweel, diacritics, bidi marks and ZWJ removed; Arabic presentation
 * forms and ligatures decomposed; Latin lower-cased without accents; any space one space. The
 * half-space stays: `searchTerms` and `queryTerms` decide what it joins.
 */
export function normalizeSearchText(input: string): string {
  return foldWithMap(input).text.replace(/ {2,}/g, ' ').trim();
}

/** The words of normalised text with their spans: [start, end) in the normalised text. */
export function wordSpans(folded: string): { word: string; start: number; end: number }[] {
  return [...folded.matchAll(WORD)].map((m) => ({ word: m[0], start: m.index!, end: m.index! + m[0].length }));
}

/**
 * An English word's common endings folded (returns → return, calculated/calculation → calculat), so a
 * query finds the other forms of its words; Persian words are left whole (their suffixes usually follow
 * a half-space, and `wordForms` indexes the parts).
 */
export function termOf(word: string): string {
  if (!/^[a-z]{5,}$/.test(word)) return word;
  return word.replace(/(?:ations?|ings?|ions?|ed|es|ly|s)$/, '').replace(/(.)\1$/, '$1') || word;
}

/** A word with half-spaces: its solid form and its parts ("سبدگردانی‌ها" → "سبدگردانیها", "سبدگردانی", "ها"). */
export function wordForms(word: string): string[] {
  if (!word.includes(HALF_SPACE)) return [termOf(word)];
  const parts = word.split(HALF_SPACE).filter(Boolean);
  return [parts.join(''), ...parts];
}

/**
 * The terms an indexed text is found by: each word in its solid form and, where it was written with
 * a half-space, each part too. So «سبدگردانی‌ها» is found by «سبدگردانیها» (one term) and by
 * «سبدگردانی ها» (two terms).
 */
export function searchTerms(input: string): string[] {
  return wordSpans(foldWithMap(input).text).flatMap(({ word }) => wordForms(word));
}

/** Words a query can do without when it has others (normalised forms): they are in nearly every section. */
const QUERY_STOP_WORDS = new Set(
  (
    'و در به از که را با این ان است برای یا تا هم چه چگونه چطور کجا ایا ' +
    'a an the and or of to in on for is are was be how what where when who why do does my your i it with by at as'
  ).split(' '),
);

/**
 * The terms of a query, and the same query with each pair of neighbouring words written as one word:
 * «می شود» also looks for «میشود», for text that writes it solid. A half-space in the query joins.
 * Words such as «و», «در», "how" or "the" are dropped when the query has others. Returns the
 * alternatives, the words as typed first; every alternative needs all its terms.
 */
export function queryTerms(query: string, maxWords = 6): string[][] {
  const typed = wordSpans(foldWithMap(query).text).map(({ word }) => word.split(HALF_SPACE).join(''));
  const kept = typed.filter((w) => !QUERY_STOP_WORDS.has(w));
  const words = (kept.length ? kept : typed).map(termOf).slice(0, maxWords);
  if (!words.length) return [];
  const alternatives = [words];
  for (let i = 0; i + 1 < words.length; i += 1) alternatives.push([...words.slice(0, i), termOf(words[i] + words[i + 1]), ...words.slice(i + 2)]);
  return alternatives;
}
