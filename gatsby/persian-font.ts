// Vazirmatn cut to what Persian pages show (docs/decisions.md, "Styles and fonts"): before the bundles
// are built (onPreBootstrap), the characters of locales/fa, of the Persian side of data/ and of what
// the code writes (digits, separators, marks) are subset from the package's variable font with
// harfbuzz's hb-subset (package subset-font, which keeps the shaping features Persian needs), on the
// weight axis the styles use. src/styles/generated/vazirmatn-fa.css declares it with the package's
// own unicode-range faces (@fontsource-variable/vazirmatn), whose ranges leave out the cut's
// characters: Chromium fetches every face whose range meets the page's text, so overlapping ranges
// would fetch them all. A character outside the cut (typed into a form, or new in the copy before the
// next build) still shows in Vazirmatn, from the package's face that covers it.
import crypto from 'crypto';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import subsetFont from 'subset-font';
import fontverter from 'fontverter';
import { TABLE_MARKS } from '../src/lib/table-marks';

/** The weights the site's styles use (400 to 800); the variable font keeps this part of its axis. */
export const WEIGHT_AXIS = { min: 400, max: 800 } as const;
export const GENERATED_DIR = 'src/styles/generated';
export const FONT_FILE = 'vazirmatn-fa.woff2';
export const CSS_FILE = 'vazirmatn-fa.css';

/**
 * Characters the code puts on Persian pages besides the copy's own: Persian and Latin digits, number
 * signs (src/lib/format.ts), the tables' marks (src/lib/table-marks.ts), direction marks, the
 * half-space, typography and punctuation. Latin letters come from the copy (addresses, names) when it
 * has them.
 */
const WRITTEN_BY_CODE =
  TABLE_MARKS.join('') + '۰۱۲۳۴۵۶۷۸۹0123456789\u066B\u066C\u066A\u2212\u200C\u200E\u200F\u2066\u2067\u2068\u2069\u00A0«»…–—•·× !"#%&\'()*+,-./:;<=>?@[]_';

export function sourceFontPath(rootDir: string): string {
  const dir = path.dirname(createRequire(path.join(rootDir, 'package.json')).resolve('vazirmatn/package.json'));
  return path.join(dir, 'fonts/variable/Vazirmatn[wght].ttf');
}

function stringsOf(value: unknown, out: string[], persianOnly: boolean): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out, persianOnly);
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    // A localized value { fa, en }: only its Persian side is shown on Persian pages.
    if (persianOnly && 'fa' in obj && 'en' in obj) stringsOf(obj.fa, out, persianOnly);
    else for (const v of Object.values(obj)) stringsOf(v, out, persianOnly);
  }
}

/** Every character a Persian page may show, from the sources (the built pages are checked against it by a test). */
export function persianCharacters(rootDir: string): Set<number> {
  const strings: string[] = [WRITTEN_BY_CODE];
  const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const localeDir = path.join(rootDir, 'locales/fa');
  for (const f of fs.readdirSync(localeDir).filter((n) => n.endsWith('.json'))) stringsOf(readJson(path.join(localeDir, f)), strings, false);
  const dataDir = path.join(rootDir, 'data');
  for (const f of fs.readdirSync(dataDir).filter((n) => n.endsWith('.json'))) stringsOf(readJson(path.join(dataDir, f)), strings, true);
  const chars = new Set<number>();
  for (const s of strings) for (const c of s) chars.add(c.codePointAt(0)!);
  return chars;
}

/** The characters an OpenType/TrueType font maps to a glyph (its cmap: formats 4 and 12). */
export function cmapOf(sfnt: Buffer): Set<number> {
  const numTables = sfnt.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i += 1) {
    const rec = 12 + i * 16;
    if (sfnt.toString('latin1', rec, rec + 4) === 'cmap') cmap = sfnt.readUInt32BE(rec + 8);
  }
  if (cmap < 0) throw new Error('font has no cmap table');
  const subtables: { platform: number; encoding: number; offset: number }[] = [];
  for (let i = 0; i < sfnt.readUInt16BE(cmap + 2); i += 1) {
    const rec = cmap + 4 + i * 8;
    subtables.push({ platform: sfnt.readUInt16BE(rec), encoding: sfnt.readUInt16BE(rec + 2), offset: cmap + sfnt.readUInt32BE(rec + 4) });
  }
  const chars = new Set<number>();
  const pick = (format: number) => subtables.find((t) => (t.platform === 3 || t.platform === 0) && sfnt.readUInt16BE(t.offset) === format);
  const f12 = pick(12);
  if (f12) {
    const groups = sfnt.readUInt32BE(f12.offset + 12);
    for (let g = 0; g < groups; g += 1) {
      const at = f12.offset + 16 + g * 12;
      for (let c = sfnt.readUInt32BE(at); c <= sfnt.readUInt32BE(at + 4); c += 1) chars.add(c);
    }
    return chars;
  }
  const f4 = pick(4);
  if (!f4) throw new Error('font has no Unicode cmap (format 4 or 12)');
  const segs = sfnt.readUInt16BE(f4.offset + 6) / 2;
  const ends = f4.offset + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const rangeOffsets = deltas + segs * 2;
  for (let s = 0; s < segs; s += 1) {
    const start = sfnt.readUInt16BE(starts + s * 2);
    const end = sfnt.readUInt16BE(ends + s * 2);
    const delta = sfnt.readInt16BE(deltas + s * 2);
    const ro = sfnt.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c += 1) {
      const glyph = ro === 0 ? (c + delta) & 0xffff : sfnt.readUInt16BE(rangeOffsets + s * 2 + ro + (c - start) * 2);
      if (glyph !== 0) chars.add(c);
    }
  }
  return chars;
}

/** The characters a font file (TTF, OTF, WOFF or WOFF2) covers. */
export async function fontCharacters(file: string): Promise<Set<number>> {
  return cmapOf(await fontverter.convert(fs.readFileSync(file), 'sfnt'));
}

/** CSS unicode-range of a set of code points: "U+20-7E, U+600-6FF, …". */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    const hex = (n: number) => n.toString(16).toUpperCase();
    ranges.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return ranges.join(', ');
}

/** The package's faces: file and unicode-range (code point ranges), from its stylesheet. */
export function packageFaces(rootDir: string): { file: string; ranges: [number, number][] }[] {
  const dir = path.dirname(createRequire(path.join(rootDir, 'package.json')).resolve('@fontsource-variable/vazirmatn/package.json'));
  const css = fs.readFileSync(path.join(dir, 'wght.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const src = /url\(\.\/([^)]+)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!src || !range) throw new Error(`@fontsource-variable/vazirmatn/wght.css: a face without src or unicode-range`);
    const ranges = range.split(',').map((r): [number, number] => {
      const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(a, 16), parseInt(b ?? a, 16)];
    });
    return { file: path.join(dir, src), ranges };
  });
}

/** Ranges minus a set of code points. */
function without(ranges: [number, number][], taken: Set<number>): number[] {
  const out: number[] = [];
  for (const [a, b] of ranges) for (let c = a; c <= b; c += 1) if (!taken.has(c)) out.push(c);
  return out;
}

/**
 * The characters of `wanted` a font has no glyph for, which a page would draw in another font: controls,
 * spaces and format characters (direction isolates, never drawn) aside.
 */
export function drawnWithoutGlyph(wanted: Iterable<number>, inFont: Set<number>): string[] {
  return [...wanted].map((c) => String.fromCodePoint(c)).filter((c) => !inFont.has(c.codePointAt(0)!) && !/[\s\p{Cc}\p{Cf}]/u.test(c));
}

export type PersianFontResult = { characters: number; bytes: number; notInVazirmatn: string[]; written: boolean };

const face = (src: string, range: string) => `@font-face {
  font-family: 'Vazirmatn Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(${src}) format('woff2');
  unicode-range: ${range};
}
`;

/** Writes src/styles/generated/vazirmatn-fa.{woff2,css} (only when they change); returns what it holds. */
export async function writePersianFont(rootDir: string): Promise<PersianFontResult> {
  const source = fs.readFileSync(sourceFontPath(rootDir));
  const inFont = cmapOf(source);
  const wanted = persianCharacters(rootDir);
  const kept = [...wanted].filter((c) => inFont.has(c)).sort((a, b) => a - b);
  const notInVazirmatn = drawnWithoutGlyph(wanted, inFont);
  const text = String.fromCodePoint(...kept);
  const dir = path.join(rootDir, GENERATED_DIR);
  const cssFile = path.join(dir, CSS_FILE);
  const fontFile = path.join(dir, FONT_FILE);
  const faces = packageFaces(rootDir);
  // Format characters the pages use (direction isolates) are never drawn, but a face whose range holds
  // them would still be fetched: they are left out of the package's faces too.
  const taken = new Set([...kept, ...[...wanted].filter((c) => /\p{Cf}/u.test(String.fromCodePoint(c)))]);
  const stamp = crypto
    .createHash('sha256')
    .update(source)
    .update(text)
    .update(JSON.stringify(WEIGHT_AXIS))
    .update(JSON.stringify(faces))
    .update(JSON.stringify([...taken]))
    .digest('hex')
    .slice(0, 16);
  if (fs.existsSync(fontFile) && fs.existsSync(cssFile) && fs.readFileSync(cssFile, 'utf8').includes(`build ${stamp}`)) {
    return { characters: kept.length, bytes: fs.statSync(fontFile).size, notInVazirmatn, written: false };
  }
  const woff2 = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_AXIS } });
  const rest = faces
    .map((f) => ({ src: path.relative(dir, f.file).split(path.sep).join('/'), points: without(f.ranges, taken) }))
    .filter((f) => f.points.length)
    .map((f) => face(f.src, unicodeRange(f.points)));
  // font-display: optional: a first visit on a slow line is painted at once in the system font and never
  // shifts; later pages use the cached font (docs/decisions.md, "Styles and fonts").
  const css =
    `/* Generated by gatsby/persian-font.ts (build ${stamp}). Do not edit. Vazirmatn for Persian pages: its cut to the\n` +
    `   ${kept.length} characters of the Persian pages (weights ${WEIGHT_AXIS.min} to ${WEIGHT_AXIS.max}), then the package's faces for every other character. */\n` +
    [face(`./${FONT_FILE}`, unicodeRange(kept)), ...rest].join('\n');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(fontFile, woff2);
  fs.writeFileSync(cssFile, css);
  return { characters: kept.length, bytes: woff2.length, notInVazirmatn, written: true };
}
