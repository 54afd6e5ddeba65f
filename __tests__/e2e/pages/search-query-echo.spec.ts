// The search page echoes the query of its address (?q=) in "Nothing found for …": the query shown is
// stripped of control characters (NUL, ESC, DEL, C1) and bidi overrides and isolates, as the forms
// strip stored text, and isolated in a <bdi>, so a right-to-left override cannot reverse the sentence
// ("Nothing found for “.sdrow rehto yrT .”pdf.exe") in either language. The field holds it stripped too.
import { expect, visitorTest as test } from '../fixtures';
import { CONTROL_CHARACTERS } from '../../../src/lib/strip-controls';
import fa from '../../../locales/fa/common.json';
import en from '../../../locales/en/common.json';

// NUL, ESC with a terminal sequence, DEL, a C1 CSI, RLO … PDF, LRO, an isolate: none may reach the page.
const RAW = 'zq\u0000x\u001b[2Jv\u007f\u009b \u202eexe.fdp\u202c\u202d\u2067';
const SHOWN = 'zqx[2Jv exe.fdp';

for (const [path, common] of [
  ['/search/', fa],
  ['/en/search/', en],
] as const) {
  test(`${path}?q= with controls and a right-to-left override shows the query stripped and isolated`, async ({ page }) => {
    await page.goto(`${path}?q=${encodeURIComponent(RAW)}`);
    const main = page.getByRole('main');
    const status = main.getByRole('status');
    await expect(status).toHaveText(common.search.none.replace('{{query}}', SHOWN));
    await expect(status.locator('bdi')).toHaveText(SHOWN);
    // The isolation is the element's, not characters: the sentence holds no control or bidi character.
    const text = await status.evaluate((el) => el.textContent ?? '');
    expect(text).not.toMatch(CONTROL_CHARACTERS);
    await expect(main.getByRole('searchbox', { name: common.search.label })).toHaveValue(SHOWN);
  });
}
