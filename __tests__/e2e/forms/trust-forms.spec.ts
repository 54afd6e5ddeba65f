// The forms' behaviour in Chromium on the built site: after sending, the success toast does not
// cover the confirmation (bounding boxes, at 375 and 1280 px); the birth date's month box takes a month
// name in either language; the résumé's type and size are judged the moment a file is chosen, with the
// message beside the control.
import { expect, visitorTest as test } from '../fixtures';

const EN = { fullName: 'First and last name', subject: 'Subject', email: 'Email', phone: 'Phone', message: 'Message' };

for (const width of [375, 1280]) {
  test(`at ${width}px the success toast does not cover the confirmation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/en/contact-us/');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    await box(EN.fullName).fill('Sara Ahmadi');
    await box(EN.subject).fill('Portfolio');
    await box(EN.email).fill('sara@example.com');
    await box(EN.phone).fill('09123456789');
    await box(EN.message).fill('Please call me.');
    await page.getByRole('button', { name: 'Send' }).click();
    const receipt = page.getByTestId('submission-receipt');
    const toast = page.getByText('Your request has been successfully registered');
    await expect(receipt).toBeVisible();
    await expect(toast).toBeVisible();
    // Wait for the scroll that brings the receipt clear of the toast to settle.
    await expect
      .poll(async () => {
        const r = (await receipt.boundingBox())!;
        const tb = (await toast.locator('xpath=ancestor::*[@role="alert" or @role="status"][1]').first().boundingBox()) ?? (await toast.boundingBox())!;
        const overlaps = r.x < tb.x + tb.width && tb.x < r.x + r.width && r.y < tb.y + tb.height && tb.y < r.y + r.height;
        return overlaps;
      })
      .toBe(false);
  });
}

for (const [prefix, month] of [
  ['', 'شهریور'],
  ['', 'Shahrivar'],
  ['/en', 'September'],
  ['/en', 'سپتامبر'],
] as const) {
  test(`${prefix || '/'} job form: the birth month «${month}» is accepted`, async ({ page }) => {
    await page.goto(`${prefix}/cooperation-request/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const fa = prefix === '';
    await page.locator('#job-birthDate-day').fill(fa ? '۲۱' : '21');
    await page.locator('#job-birthDate-month').fill(month);
    await page.locator('#job-birthDate-year').fill(fa ? '۱۳۷۰' : '1991');
    await page.getByRole('button', { name: fa ? 'ارسال' : 'Send' }).click();
    // The summary lists other fields, never the birth date.
    const summary = page.locator('#job-error-summary');
    await expect(summary).toBeVisible();
    await expect(summary.locator('a[href="#job-birthDate-day"]')).toHaveCount(0);
    await expect(page.locator('#job-birthDate-error')).toHaveCount(0);
  });
}

test('the résumé is judged the moment it is chosen, the message beside the control', async ({ page }) => {
  await page.goto('/en/cooperation-request/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  const error = page.locator('#job-resume-error');
  await expect(error).toContainText(/PDF, DOC, DOCX, JPEG or PNG|PDF/);
  await expect(page.locator('#job-resume')).toHaveAttribute('aria-invalid', 'true');
  // A file over the size limit: the size message, still before sending.
  const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2.9 * 1024 * 1024, 32)]);
  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(error).toContainText(/MB/);
  // A good file clears it.
  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n') });
  await expect(error).toHaveCount(0);
});
