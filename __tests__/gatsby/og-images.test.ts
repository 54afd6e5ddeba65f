/** @jest-environment node */
// Link-preview images: 1200×630 PNG, one per page and language, the title drawn at the reading start of
// its language (right for Persian, left for English), and written for every page the build makes.
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { renderOgImage, writeOgImages } from '../../gatsby/og-images';
import { planPages, type RouteEntry } from '../../gatsby/pages';

const ROOT = path.resolve(__dirname, '../..');

/** Horizontal extent of the pixels brighter than the background in the title band (y 200–490). */
async function titleExtent(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let min = info.width;
  let max = -1;
  for (let y = 200; y < 490; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * info.channels;
      if (data[i] + data[i + 1] + data[i + 2] > 450) {
        min = Math.min(min, x);
        max = Math.max(max, x);
      }
    }
  }
  return { min, max };
}

describe('renderOgImage', () => {
  it.each([
    ['fa', 'سبدگردانی اختصاصی', 'right'],
    ['en', 'Contact us', 'left'],
  ] as const)('%s: draws "%s" on a 1200×630 PNG, aligned %s', async (language, title, side) => {
    const png = await renderOgImage({ language, brand: language === 'fa' ? 'سبدگردان نگین آریا' : 'Negin Aria Portfolio Management', title });
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 1200, height: 630 });
    const { min, max } = await titleExtent(png);
    expect(max).toBeGreaterThan(min);
    if (side === 'right') expect(max).toBeGreaterThan(1100);
    else expect(min).toBeLessThan(100);
    if (side === 'right') expect(min).toBeGreaterThan(400);
    else expect(max).toBeLessThan(800);
  });

  it('a long title wraps onto more lines inside the margins', async () => {
    const long = await renderOgImage({ language: 'fa', brand: 'ب', title: 'سبدگردان سرمایه‌گذاری در بازار سرمایهٔ ایران با مجوز سازمان بورس' });
    const { min, max } = await titleExtent(long);
    expect(min).toBeGreaterThanOrEqual(80);
    expect(max).toBeLessThanOrEqual(1120);
  });
});

describe('writeOgImages', () => {
  it('writes one image per route and language, the not-found pages included', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-'));
    try {
      const routes = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/routes.json'), 'utf8')) as RouteEntry[];
      const pages = planPages(routes.slice(0, 3), path.join(ROOT, 'src/templates'));
      const written = await writeOgImages({ dataDir: path.join(ROOT, 'data'), localesDir: path.join(ROOT, 'locales'), publicDir, pages });
      const expected = [...routes.slice(0, 3).map((r) => r.id), 'not-found'].flatMap((id) => [`/og/fa/${id}.png`, `/og/en/${id}.png`]);
      expect([...written].sort()).toEqual(expected.sort());
      for (const file of written) expect((await sharp(path.join(publicDir, file)).metadata()).width).toBe(1200);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  }, 30000);
});
