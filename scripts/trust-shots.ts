// Screenshots for a visual check: /, /fees and /efficiency at 375 and 1280 px, both languages and themes,
// from the built public/ through the project's server.
//   node --import tsx scripts/trust-shots.ts [outDir]
import path from 'node:path';
import { launchBrowser, startSite } from './lib/local-site';

const PARTS: Record<string, [string, string][]> = {
  '/': [
    ['top', 'main > div:first-child'],
    ['trust', 'section[aria-labelledby="trust-heading"]'],
    ['investor', 'section[aria-labelledby="investor-heading"]'],
  ],
  '/fees/': [['results', '[data-results]']],
  '/efficiency/': [['annual', 'section:has(table[data-table="annual"])']],
};

async function main() {
  const out = process.argv[2] ?? '/work/shots/trust';
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    for (const theme of ['light', 'dark']) {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addCookies([{ name: 'theme', value: theme, url: site.baseURL }]);
        const page = await context.newPage();
        for (const prefix of ['', '/en']) {
          for (const p of ['/', '/fees/', '/efficiency/']) {
            await page.goto(`${site.baseURL}${prefix}${p}`, { waitUntil: 'load' });
            await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
            const name = `${prefix ? 'en' : 'fa'}-${p.replace(/\//g, '') || 'home'}-${width}-${theme}.png`;
            await page.screenshot({ path: path.join(out, name), fullPage: true });
            // The parts the issue is about, at a size a person can read.
            for (const [part, selector] of PARTS[p] ?? []) {
              const el = page.locator(selector).first();
              if (await el.count()) await el.screenshot({ path: path.join(out, name.replace('.png', `-${part}.png`)) });
            }
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
