// Shared by the investor pages' specs (risk self-check, key information, the record after inflation):
// opening a page once it has hydrated, axe with the project's WCAG tags, and a PDF's page count.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../../..');
export { axeViolations, WCAG_TAGS } from '../axe';

/** A JSON file of the repository (data/, locales/). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of the shape the caller knows
export const readJson = (file: string): any => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Pages of a PDF made by Chromium: one "/Type /Page" object per page. */
export const pdfPages = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
