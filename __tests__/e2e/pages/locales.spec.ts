// Each language's home page declares its language and direction in the static HTML.
import { expect, visitorTest as test } from '../fixtures';

for (const [path, lang, dir] of [
  ['/', 'fa', 'rtl'],
  ['/en/', 'en', 'ltr'],
] as const) {
  test(`${path} is lang=${lang} dir=${dir}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
  });
}
