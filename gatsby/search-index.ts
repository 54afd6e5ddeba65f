// The site search's index (docs/decisions.md, "Search"): read from the built pages at the end of the
// build, one file per language (public/search-index/<lng>.json, src/lib/search-engine.ts reads it).
// What a visitor reads in each page's <main>, cut into sections at its headings, each section linked
// by the id of its heading (or of the element the heading opens, such as a FAQ question); not the
// header, footer, forms, hidden text or pictures.
import fs from 'fs';
import path from 'path';
import { parse, NodeType, type HTMLElement, type Node } from 'node-html-parser';
import type { PagePlan } from './pages';
import { LANGUAGES, type Language } from '../src/lib/i18n-config';
import { isSignInPath } from '../src/lib/sign-in-pages';
import { SUPERSEDED_BY } from '../src/lib/page-meta';
import { SEARCH_INDEX_VERSION, searchIndexUrl, type SearchIndexFile } from '../src/lib/search-engine';

/** Pages that are not searched: the search page itself (it lists every page) and the not-found page. */
export const UNSEARCHED_ROUTES = new Set(['search', 'not-found']);
/** Left out of the text: what is not read as the page's text, or is read only by screen readers. */
const SKIPPED = 'form, script, style, template, noscript, svg, img, [aria-hidden="true"], [hidden], .visually-hidden';
const HEADING = /^h[1-4]$/;
/**
 * Elements that run on inside a line of text. Every other element is a block of its own for the index
 * (a space either side): spans laid out side by side («DOCX (فارسی)» beside «حجم: ۴۲ کیلوبایت») read as
 * separate items on the page, so their words must not run together in a result.
 */
const INLINE = /^(a|b|strong|em|i|bdi|bdo|abbr|time|code|small|sub|sup|mark|q|cite|dfn|kbd|var|data|s|u|wbr)$/;

type Section = SearchIndexFile['sections'][number];

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The anchor a heading is linked by: the element it opens (its nearest ancestor with an id whose first heading it is), else its own id. */
function anchorOf(heading: HTMLElement): string | null {
  for (let el = heading.parentNode as HTMLElement | null; el && el.tagName && el.tagName !== 'MAIN'; el = el.parentNode as HTMLElement | null) {
    const id = el.getAttribute('id');
    if (!id) continue;
    return el.querySelector('h1, h2, h3, h4') === heading ? id : (heading.getAttribute('id') ?? null);
  }
  return heading.getAttribute('id') ?? null;
}

/** One built page's title (its h1) and sections. */
export function extractPage(html: string): { title: string; sections: Omit<Section, 'page'>[] } {
  const root = parse(html, { comment: false });
  const main = root.querySelector('main');
  if (!main) throw new Error('no <main> element');
  for (const el of main.querySelectorAll(SKIPPED)) el.remove();
  const title = clean(main.querySelector('h1')?.text ?? root.querySelector('title')?.text ?? '');
  const sections: Omit<Section, 'page'>[] = [];
  let current = { anchor: null as string | null, heading: null as string | null, parts: [] as string[] };
  const flush = () => {
    const text = clean(current.parts.join(''));
    if (text || current.heading) sections.push({ anchor: current.anchor, heading: current.heading, text });
  };
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      current.parts.push(node.text);
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const el = node as HTMLElement;
    const tag = el.tagName.toLowerCase();
    if (HEADING.test(tag)) {
      if (tag === 'h1') return; // the page's title
      flush();
      current = { anchor: anchorOf(el), heading: clean(el.text), parts: [] };
      return;
    }
    const block = !INLINE.test(tag);
    if (block) current.parts.push(' ');
    for (const child of el.childNodes) walk(child);
    if (block) current.parts.push(' ');
  };
  walk(main);
  flush();
  return { title, sections };
}

/** The index of one language from its built pages. */
export function buildSearchIndex(publicDir: string, pages: PagePlan[], language: Language): SearchIndexFile {
  const index: SearchIndexFile = { version: SEARCH_INDEX_VERSION, language, pages: [], sections: [] };
  for (const page of pages) {
    if (page.context.language !== language || UNSEARCHED_ROUTES.has(page.context.routeId) || page.context.routeId in SUPERSEDED_BY || isSignInPath(page.path))
      continue;
    const file = path.join(publicDir, page.path, 'index.html');
    if (!fs.existsSync(file)) throw new Error(`Search index: ${page.path} was not built (${file} is missing)`);
    let extracted;
    try {
      extracted = extractPage(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Search index: ${page.path}: ${(error as Error).message}`);
    }
    const pageIndex = index.pages.push({ path: page.path, title: extracted.title }) - 1;
    for (const s of extracted.sections) index.sections.push({ page: pageIndex, ...s });
  }
  return index;
}

/** Writes public/search-index/<lng>.json for every language; returns the number of pages indexed per language. */
export function writeSearchIndexes(publicDir: string, pages: PagePlan[]): Record<Language, number> {
  const counts = {} as Record<Language, number>;
  for (const language of LANGUAGES) {
    const index = buildSearchIndex(publicDir, pages, language);
    const file = path.join(publicDir, searchIndexUrl(language));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(index));
    counts[language] = index.pages.length;
  }
  return counts;
}
