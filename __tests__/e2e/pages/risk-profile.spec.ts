// The risk self-check in both languages: the results of the three hand-worked answer sets, the error
// summary for unanswered questions, no request carrying an answer, the contact form opened with the
// profile's summary, 320 px, one printed page, and axe on every state.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, visitorTest as test } from '../fixtures';
import { TRUST_SEAL_ORIGIN } from '../page-problems';
import { vnuErrors } from '../vnu';
import { axeViolations, open, pdfPages, readJson } from './investor-helpers';

type Lang = 'fa' | 'en';
type Pick = 'low' | 'high';
const DATA = readJson('data/suitability.json');
const COPY = { fa: readJson('locales/fa/risk-profile.json'), en: readJson('locales/en/risk-profile.json') };
const FORMS = { fa: readJson('locales/fa/forms.json'), en: readJson('locales/en/forms.json') };
const PATH = { fa: '/risk-profile/', en: '/en/risk-profile/' };
const digits = (s: string | number, lang: Lang) => (lang === 'fa' ? String(s).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : String(s));
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
const profileName = (id: string, lang: Lang) => DATA.profiles.find((p: { id: string }) => p.id === id).name[lang];

/** Every question answered with its lowest- or highest-scoring option, part by part. */
async function answer(page: Page, lang: Lang, pick: Record<string, Pick>) {
  let n = 0;
  for (const part of DATA.parts) {
    for (const q of part.questions) {
      n += 1;
      const scores = q.options.map((o: { score: number }) => o.score);
      const index = scores.indexOf(pick[part.id] === 'high' ? Math.max(...scores) : Math.min(...scores));
      const group = page.getByRole('group', { name: fill(COPY[lang].questionLabel, { number: digits(n, lang), question: q.text[lang] }) });
      await group.getByRole('radio', { name: q.options[index].text[lang], exact: true }).check();
    }
  }
}

/**
 * Requests that could carry an answer: any with a body, or any address with a query, but the trust
 * seal's image, whose fixed address (data/company.json) the footer loads once it scrolls into view.
 */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}
const carriers = (requests: Request[]) =>
  requests
    .filter((r) => new URL(r.url()).origin !== TRUST_SEAL_ORIGIN)
    .filter((r) => r.postData() !== null || new URL(r.url()).search !== '')
    .map((r) => `${r.method()} ${r.url()}`);

const CASES: [string, Record<string, Pick>, string, number[], string[]][] = [
  ['all most cautious', { knowledge: 'low', capacity: 'low', attitude: 'low' }, 'cautious', [0, 0, 0], ['knowledge', 'capacity', 'attitude']],
  ['all most daring', { knowledge: 'high', capacity: 'high', attitude: 'high' }, 'growth', [12, 12, 12], ['knowledge', 'capacity', 'attitude']],
  ['most daring with the capacity most cautious', { knowledge: 'high', capacity: 'low', attitude: 'high' }, 'cautious', [12, 0, 12], ['capacity']],
];

for (const lang of ['fa', 'en'] as const) {
  test.describe(`${PATH[lang]}`, () => {
    for (const [name, pick, profile, scores, setBy] of CASES) {
      test(`${name} gives the ${profile} profile, each part's score and the rule, with no request carrying an answer`, async ({ page }) => {
        const requests = watchRequests(page);
        await open(page, PATH[lang]);
        const before = requests.length;
        await answer(page, lang, pick);
        await page.getByRole('button', { name: COPY[lang].submit }).click();
        const heading = page.getByRole('heading', { name: fill(COPY[lang].result.heading, { profile: profileName(profile, lang) }) });
        await expect(heading).toBeFocused();
        const result = page.locator('#risk-result');
        await expect(result).toHaveAttribute('data-profile', profile);
        await expect(result.getByText(COPY[lang].result.rule)).toBeVisible();
        await expect(result.locator('[data-set-by]')).toHaveAttribute('data-set-by', setBy.join(' '));
        for (const [i, part] of ['knowledge', 'capacity', 'attitude'].entries()) {
          const row = result.locator(`tr[data-part="${part}"]`);
          await expect(row).toHaveAttribute('data-score', String(scores[i]));
          await expect(row.getByRole('cell').first()).toHaveText(fill(COPY[lang].result.scoreValue, { score: digits(scores[i], lang), max: digits(12, lang) }));
        }
        await expect(result.getByText(COPY[lang].indication)).toBeVisible();
        expect(carriers(requests.slice(before))).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('an unanswered question gets the error summary, whose link focuses the question', async ({ page }) => {
      await open(page, PATH[lang]);
      await page.getByRole('button', { name: COPY[lang].submit }).click();
      const summary = page.getByRole('alert');
      await expect(summary.getByRole('heading', { name: FORMS[lang].common.errorSummaryTitle })).toBeVisible();
      await expect(summary.getByRole('link')).toHaveCount(12);
      await expect(page.locator('#risk-error-summary')).toBeFocused();
      await summary.getByRole('link').first().click();
      await expect(page.locator('#risk-products')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the consultation button opens the contact form with the subject and the summary, not the answers', async ({ page }) => {
      const requests = watchRequests(page);
      await open(page, PATH[lang]);
      await answer(page, lang, { knowledge: 'high', capacity: 'low', attitude: 'high' });
      await page.getByRole('button', { name: COPY[lang].submit }).click();
      await page.getByRole('button', { name: COPY[lang].result.consult }).click();
      await expect(page).toHaveURL(/\/contact-us\/\?subject=consultation#contact-fullName$/);
      const form = FORMS[lang].contact.fields;
      await expect(page.getByLabel(form.subject.label, { exact: true })).toHaveValue(FORMS[lang].contact.subjects.consultation);
      const message = page.getByLabel(form.message.label, { exact: true });
      await expect(message).toHaveValue(new RegExp(profileName('cautious', lang)));
      expect(carriers(requests).filter((r) => !r.endsWith('?subject=consultation'))).toEqual([]);
    });

    test('works at 320 px without sideways scrolling, and the result prints on one page', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await open(page, PATH[lang]);
      await answer(page, lang, { knowledge: 'high', capacity: 'high', attitude: 'high' });
      await page.getByRole('button', { name: COPY[lang].submit }).click();
      await expect(page.locator('#risk-result')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('#risk-form')).toBeHidden();
      expect(pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true }))).toBe(1);
    });
  });
}

test('the error summary and the result, as drawn in both languages, pass the Nu Html Checker (one JVM run)', async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-profile-html-'));
  const drawn = async (name: string) => {
    const file = path.join(dir, `${name}.html`);
    // Without the prefetch hints Gatsby's runtime adds for links in view (<link rel=prefetch as=fetch>,
    // which the checker holds to the preload rules): the page's own markup as drawn.
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('link[rel="prefetch"][as]').forEach((link) => link.remove());
      return copy.outerHTML;
    });
    fs.writeFileSync(file, `<!DOCTYPE html>\n${html}`);
    return file;
  };
  try {
    const files: string[] = [];
    for (const lang of ['fa', 'en'] as const) {
      await open(page, PATH[lang]);
      await page.getByRole('button', { name: COPY[lang].submit }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      files.push(await drawn(`${lang}-error-summary`));
      await answer(page, lang, { knowledge: 'high', capacity: 'low', attitude: 'high' });
      await page.getByRole('button', { name: COPY[lang].submit }).click();
      await expect(page.locator('#risk-result')).toBeVisible();
      files.push(await drawn(`${lang}-result`));
    }
    expect(vnuErrors(files).map((m) => `${path.basename(new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
