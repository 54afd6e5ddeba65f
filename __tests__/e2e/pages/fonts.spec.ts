// Persian pages' fonts (docs/decisions.md, "Styles and fonts"): the build's cut of Vazirmatn covers every
// character of every built Persian page (read from the font file's own character map), except where an
// element asks for another family on purpose (the formulas' math fonts). That in Chromium each Persian
// page fetches that cut alone, at most 45 KB, is judged in every-page.spec.ts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fontCharacters } from '../../../gatsby/persian-font';
import { PERSIAN_FONTS } from '../../../scripts/lib/page-weight';
import { test, allPagePaths, ROOT } from '../fixtures';

const persianPages = [...allPagePaths().filter((p) => p.language === 'fa'), { path: '/no-such-page/', language: 'fa' as const, id: 'not-found' }];

test.describe('Persian pages are drawn in Vazirmatn from its cut alone', () => {
  test('the cut covers every character of every built Persian page', async () => {
    // The cut this build's pages name (public/static keeps earlier builds' files too).
    const cut = /\/static\/vazirmatn-fa-[0-9a-f]+\.woff2/.exec(fs.readFileSync(path.join(ROOT, 'public/index.html'), 'utf8'))?.[0];
    assert.ok(cut, 'the home page names the cut of Vazirmatn');
    const file = path.join(ROOT, 'public', cut);
    const covered = await fontCharacters(file);
    assert.ok(fs.statSync(file).size <= PERSIAN_FONTS);
    for (const p of persianPages.filter((p) => p.id !== 'not-found')) {
      const html = fs.readFileSync(path.join(ROOT, 'public', p.path, 'index.html'), 'utf8');
      const body = html.slice(html.indexOf('<body')).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
      const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
      const formulas = [...body.matchAll(/<math\b[\s\S]*?<\/math>/g)].map((m) => textOf(m[0])).join(' ');
      const text = textOf(body.replace(/<math\b[\s\S]*?<\/math>/g, ' '));
      // Format characters (direction isolates and marks) are not drawn. The formulas are set in a math
      // font on purpose: their operators, subscripts and Greek letters (∑, ⋯, ₜ) are not Vazirmatn's.
      const outside = (chars: string) => [...new Set(chars)].filter((c) => !/[\s\p{Cf}]/u.test(c) && !covered.has(c.codePointAt(0)!));
      const missing = [...outside(text), ...outside(formulas).filter((c) => !/[\p{Sm}\p{No}\p{Script=Greek}]/u.test(c))];
      assert.deepEqual(missing, [], `${p.path}: characters outside the cut`);
    }
  });
});
