// Link-preview images (Open Graph / X card): one 1200×630 PNG per page and language, written to
// public/og/<lng>/<route id>.png after the build. Each shows the logo, the company's short name and the
// page's title in the page's own language, drawn from the same data and locale files as the page's
// <title> (src/lib/page-meta.ts). The text is set by libvips' Pango renderer (through sharp)
// with the Vazirmatn TTF files, which shapes Persian (joined letters) and lays it out right to left;
// the background and logo are an SVG rendered by librsvg. No browser and no network are involved.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import sharp from 'sharp';
import { LOCALE_META, SITE_URL, type Language } from '../src/lib/i18n-config';
import { buildFacts, type CompanyFacts, type Terms } from '../src/lib/facts';
import { translatorFromNodes } from '../src/lib/locale-data';
import { OG_IMAGE, ogImagePath, pageMeta } from '../src/lib/page-meta';
import type { PagePlan } from './pages';

// Resolved from the project root when first needed: Gatsby bundles gatsby-node and its imports, and
// a bundled require.resolve cannot see node_modules.
function fontFile(weight: 'bold' | 'regular'): string {
  const dir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('vazirmatn/package.json'));
  return path.join(dir, 'fonts/ttf', weight === 'bold' ? 'Vazirmatn-Bold.ttf' : 'Vazirmatn-Medium.ttf');
}

// The site's dark theme (src/styles/global.css) and brand colour (gatsby-config THEME_COLOUR).
const COLOUR = { bg: '#10151c', surface: '#18202a', brand: '#E89E2E', onBrand: '#1b1307', text: '#eef1f5', muted: '#b9c2cd' };
const MARGIN = 80;

type OgInput = { dataDir: string; localesDir: string; publicDir: string; pages: readonly PagePlan[] };

/** Pango markup needs &, < and > escaped; the text itself is the locale's. */
const markup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** A translator over every namespace of one language, the same one the pages' Head uses. */
function translatorFor(localesDir: string, language: Language) {
  const dir = path.join(localesDir, language);
  const edges = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ node: { ns: f.replace(/\.json$/, ''), data: fs.readFileSync(path.join(dir, f), 'utf8') } }));
  return translatorFromNodes({ edges });
}

function background(language: Language): Buffer {
  const rtl = LOCALE_META[language].dir === 'rtl';
  // The logo (src/components/layout/Logo.tsx) at the reading start, a brand rule along the bottom.
  const logoX = rtl ? OG_IMAGE.width - MARGIN - 96 : MARGIN;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" viewBox="0 0 ${OG_IMAGE.width} ${OG_IMAGE.height}">
  <rect width="100%" height="100%" fill="${COLOUR.bg}"/>
  <rect x="0" y="0" width="100%" height="12" fill="${COLOUR.brand}"/>
  <rect x="${MARGIN}" y="${OG_IMAGE.height - 120}" width="${OG_IMAGE.width - 2 * MARGIN}" height="2" fill="${COLOUR.surface}"/>
  <g transform="translate(${logoX} 72) scale(2)">
    <rect width="48" height="48" rx="12" fill="${COLOUR.brand}"/>
    <path d="M10 34l9-10 7 6 12-15" fill="none" stroke="${COLOUR.onBrand}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="38" cy="15" r="3.5" fill="${COLOUR.onBrand}"/>
  </g>
</svg>`);
}

/** One block of text as a transparent PNG, aligned to the reading start of the language. */
async function text(
  content: string,
  { language, font, size, colour, width }: { language: Language; font: 'bold' | 'regular'; size: number; colour: string; width: number },
) {
  const rtl = LOCALE_META[language].dir === 'rtl';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}" size="${size * 1024}">${markup(content)}</span>`,
      font: `Vazirmatn ${font === 'bold' ? 'Bold' : 'Medium'}`,
      fontfile: fontFile(font),
      width,
      align: rtl ? 'right' : 'left',
      wrap: 'word',
      spacing: Math.round(size * 0.2),
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** Draws one page's image: logo and brand at the top, the title below, the site's address at the foot. */
export async function renderOgImage({ language, brand, title }: { language: Language; brand: string; title: string }): Promise<Buffer> {
  const rtl = LOCALE_META[language].dir === 'rtl';
  const textWidth = OG_IMAGE.width - 2 * MARGIN;
  const place = (w: number) => (rtl ? OG_IMAGE.width - MARGIN - w : MARGIN);
  const brandBlock = await text(brand, { language, font: 'bold', size: 38, colour: COLOUR.brand, width: textWidth - 130 });
  const titleBlock = await text(title, { language, font: 'bold', size: 64, colour: COLOUR.text, width: textWidth });
  const host = await text(new URL(SITE_URL).host, { language: 'en', font: 'regular', size: 28, colour: COLOUR.muted, width: textWidth });
  const brandLeft = rtl ? OG_IMAGE.width - MARGIN - 96 - 32 - brandBlock.width : MARGIN + 96 + 32;
  // The title sits in the band between the brand row and the foot rule, centred vertically in it.
  const band = { top: 200, bottom: OG_IMAGE.height - 140 };
  const titleTop = Math.max(band.top, Math.round(band.top + (band.bottom - band.top - titleBlock.height) / 2));
  return sharp(background(language))
    .composite([
      { input: brandBlock.input, left: brandLeft, top: Math.round(120 - brandBlock.height / 2) },
      { input: titleBlock.input, left: place(titleBlock.width), top: titleTop },
      { input: host.input, left: place(host.width), top: OG_IMAGE.height - 96 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Writes every page's image; returns the files written (site-relative paths). */
export async function writeOgImages({ dataDir, localesDir, publicDir, pages }: OgInput): Promise<string[]> {
  const company = readJson<CompanyFacts>(path.join(dataDir, 'company.json'));
  const terms = readJson<Terms>(path.join(dataDir, 'terms.json'));
  const seen = new Set<string>();
  const written: string[] = [];
  const translators = new Map<Language, ReturnType<typeof translatorFor>>();
  for (const { context } of pages) {
    const { routeId, language, pageNamespace } = context;
    const file = ogImagePath(routeId, language);
    if (seen.has(file)) continue;
    seen.add(file);
    if (!translators.has(language)) translators.set(language, translatorFor(localesDir, language));
    const t = translators.get(language)!;
    const facts = buildFacts(company, terms, language, { billionRials: t('common:units.billionRials'), percent: t('common:units.percent') });
    const { page } = pageMeta(t, pageNamespace, facts);
    const png = await renderOgImage({ language, brand: company.shortName[language], title: page });
    const target = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, png);
    written.push(file);
  }
  return written;
}
