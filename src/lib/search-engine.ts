// Site search over one language's index file (written by gatsby/search-index.ts): MiniSearch with the
// site's Persian normalisation (src/lib/search-text.ts) on both sides, results grouped by page with the
// best-matching section, and the passage to show with the matched words marked. Pure: no DOM.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Language } from './i18n-config';
import { foldWithMap, HALF_SPACE, queryTerms, searchTerms, termOf, wordSpans } from './search-text';

/** Bumped when the index file's shape changes; a page holding another version ignores the file. */
export const SEARCH_INDEX_VERSION = 1;

/** Where a language's index is served: revalidated on every use (server/cache-policy.ts), kept by the service worker for offline use. */
export function searchIndexUrl(language: Language): string {
  return `/search-index/${language}.json`;
}

/** One language's index: its pages (path, title) and their sections (text under one heading with an id). */
export type SearchIndexFile = {
  version: typeof SEARCH_INDEX_VERSION;
  language: Language;
  pages: { path: string; title: string }[];
  sections: { page: number; anchor: string | null; heading: string | null; text: string }[];
};

export type Segment = { text: string; mark: boolean };

export type SearchHit = {
  /** The page's path, and the link: the page's path with the section's anchor where it has one. */
  path: string;
  url: string;
  title: Segment[];
  heading: Segment[] | null;
  passage: Segment[];
  score: number;
};

/** Passage length in characters (about two lines in the dialog). */
const PASSAGE = 180;
/** Fuzzy matching (one edit) only for terms at least this long: shorter words have too many neighbours. */
const FUZZY_MIN = 5;
/** Queries of at least this many words also find sections holding half of them. */
const PARTIAL_MIN_WORDS = 3;

type Doc = { id: number; title: string; heading: string; text: string };

const splitOnSpace = (s: string) => s.split(' ').filter(Boolean);

export function isSearchIndex(value: unknown, language: Language): value is SearchIndexFile {
  const v = value as SearchIndexFile | null;
  return !!v && v.version === SEARCH_INDEX_VERSION && v.language === language && Array.isArray(v.pages) && Array.isArray(v.sections);
}

export type SiteSearch = { search: (query: string, limit?: number) => { hits: SearchHit[]; total: number } };

/** Sections indexed per task: the index is built in short tasks, so the page stays responsive meanwhile (about 8 ms each on a desktop). */
const INDEX_CHUNK = 20;

export async function createSiteSearch(index: SearchIndexFile): Promise<SiteSearch> {
  const mini = new MiniSearch<Doc>({
    fields: ['title', 'heading', 'text'],
    tokenize: searchTerms,
    processTerm: (term) => term,
    // Queries arrive as normalised terms joined by spaces (queryTerms).
    searchOptions: { tokenize: splitOnSpace, processTerm: (term) => term },
  });
  await mini.addAllAsync(
    index.sections.map((s, id) => ({ id, title: index.pages[s.page]?.title ?? '', heading: s.heading ?? '', text: s.text })),
    { chunkSize: INDEX_CHUNK },
  );

  const options = (combineWith: 'AND' | 'OR') => ({
    combineWith,
    boost: { title: 3, heading: 2 },
    // As you type, the last word is a beginning; other words find longer forms only when long enough
    // to say what they begin (a short one such as «می» would find every word it starts).
    prefix: (term: string, i: number, all: string[]) => i === all.length - 1 || term.length >= FUZZY_MIN,
    fuzzy: (term: string) => (term.length >= FUZZY_MIN ? 1 : false),
  });

  function search(query: string, limit = Infinity) {
    const alternatives = queryTerms(query);
    if (!alternatives.length) return { hits: [], total: 0 };
    // Every word of the query (or of one of its spellings), in one section; when a query of three words
    // or more finds few pages that way, then sections with at least half of its words, as written or
    // begun (no typo allowance), after those ("how are returns calculated"). Two words of which only
    // one is found are not half an answer: «زرافه پرنده» should not list every page with «پرونده».
    const all = mini.search({ combineWith: 'OR', queries: alternatives.map((terms) => ({ ...options('AND'), queries: [terms.join(' ')] })) });
    const words = alternatives[0];
    const some =
      words.length >= PARTIAL_MIN_WORDS && new Set(all.map((r) => index.sections[r.id].page)).size < 5
        ? mini.search({ ...options('OR'), fuzzy: false, queries: [words.join(' ')] }).filter((r) => new Set(r.queryTerms).size * 2 >= words.length)
        : [];
    const byPage = new Map<number, SearchResult>();
    for (const r of [...all, ...some]) {
      const page = index.sections[r.id].page;
      if (!byPage.has(page)) byPage.set(page, r);
    }
    const hits = [...byPage.values()].slice(0, limit).map((r) => toHit(index, r));
    return { hits, total: byPage.size };
  }
  return { search };
}

function toHit(index: SearchIndexFile, r: SearchResult): SearchHit {
  const section = index.sections[r.id];
  const page = index.pages[section.page];
  const terms = new Set(r.terms);
  return {
    path: page.path,
    url: section.anchor ? `${page.path}#${section.anchor}` : page.path,
    title: segments(page.title, markedSpans(page.title, terms)),
    heading: section.heading ? segments(section.heading, markedSpans(section.heading, terms)) : null,
    passage: passage(section.text, markedSpans(section.text, terms)),
    score: r.score,
  };
}

type Span = [start: number, end: number];

/** Where, in the original text, the words whose normalised form (or a half-space part of it) is one of `terms` are. */
export function markedSpans(text: string, terms: ReadonlySet<string>): Span[] {
  const { text: folded, from } = foldWithMap(text);
  const spans: Span[] = [];
  const original = (start: number, end: number): Span => {
    const last = from[end - 1];
    return [from[start], last + (text.codePointAt(last)! > 0xffff ? 2 : 1)];
  };
  for (const { word, start, end } of wordSpans(folded)) {
    const parts = word.split(HALF_SPACE);
    if (terms.has(termOf(parts.join('')))) {
      spans.push(original(start, end));
      continue;
    }
    let at = start;
    for (const part of parts) {
      if (part && terms.has(part)) spans.push(original(at, at + part.length));
      at += part.length + 1;
    }
  }
  return spans;
}

function segments(text: string, spans: Span[], from = 0, to = text.length): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const [s, e] of spans) {
    if (e <= from || s >= to) continue;
    if (s > at) out.push({ text: text.slice(at, s), mark: false });
    out.push({ text: text.slice(Math.max(s, at), Math.min(e, to)), mark: true });
    at = Math.min(e, to);
  }
  if (at < to) out.push({ text: text.slice(at, to), mark: false });
  return out;
}

/** About PASSAGE characters of `text` around the most marked words, cut at spaces, with an ellipsis where cut. */
export function passage(text: string, spans: Span[], length = PASSAGE): Segment[] {
  if (text.length <= length) return segments(text, spans);
  let start = 0;
  if (spans.length) {
    // The window (starting a little before a marked word) that holds the most marked words.
    let best = -1;
    for (const [s] of spans) {
      const from = Math.max(0, s - 30);
      const count = spans.filter(([a, b]) => a >= from && b <= from + length).length;
      if (count > best) {
        best = count;
        start = from;
      }
    }
  }
  start = Math.min(start, Math.max(0, text.length - length));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < start + 20) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const body = segments(text, spans, start, end);
  if (start > 0) body.unshift({ text: '… ', mark: false });
  if (end < text.length) body.push({ text: ' …', mark: false });
  return body;
}
