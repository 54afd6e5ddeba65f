/** @jest-environment node */
// Staff notification emails against a real SMTP server (smtp-server on 127.0.0.1): one Persian email
// per submission to the address of its kind, with every field and the résumé attached; with SMTP down
// the message waits in the outbox and is delivered exactly once when it comes back, also across a
// restart of the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer, configFromEnv, type Server } from '../../server/app';
import { main } from '../../server/cli';
import { FAILED_MAIL_DIR, OUTBOX_DIR } from '../../server/store';
import { pdfOfSize } from '../fixtures/resume-files';
import { contactBody, jobBody } from '../fixtures/form-bodies';
import { CONTACT, JOB, makePublicDir, postJson, startServer } from '../utils/server-process';
import { until } from '../utils/until';
import { quietWindow } from '../e2e/quiet';
import { startSmtp } from '../utils/smtp';

jest.setTimeout(60_000);

let publicDir: string;
let storeDir: string;
const apps: Server[] = [];
const smtps: Array<{ close: () => Promise<void> }> = [];

async function startApp(smtpPort: number) {
  const config = configFromEnv(
    {
      PUBLIC_DIR: publicDir,
      SUBMISSIONS_DIR: storeDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Website <site@example.ir>',
      MAIL_TO_CONTACT: 'contact@example.ir',
      MAIL_TO_JOBS: 'jobs@example.ir',
    },
    false,
  );
  const app = await buildServer(config, { retryDelaysMs: [300, 300, 300] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return { app, baseURL: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const outbox = () => fs.readdirSync(path.join(storeDir, OUTBOX_DIR));
/** The attempts recorded in an outbox entry (written atomically: never half a file). */
const attemptsOf = (id: string): number => JSON.parse(fs.readFileSync(path.join(storeDir, OUTBOX_DIR, `${id}.json`), 'utf8')).attempts;

beforeAll(() => {
  publicDir = makePublicDir();
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));
beforeEach(() => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-mail-'));
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await Promise.all(smtps.splice(0).map((s) => s.close()));
  fs.rmSync(storeDir, { recursive: true, force: true });
});

it('sends one Persian email per submission to the address of its kind, with every field and the résumé attached', async () => {
  const smtp = await startSmtp();
  smtps.push(smtp);
  const { baseURL } = await startApp(smtp.port);

  const contact = await postJson(baseURL, CONTACT, contactBody('mail'));
  const job = await postJson(baseURL, JOB, { ...jobBody('mail', 50_000), qualifications: ['analysis', 'portfolio-management'] });
  expect([contact.status, job.status]).toEqual([200, 200]);
  await until(() => smtp.received.length >= 2, 'two emails received');
  await until(() => outbox().length === 0, 'the outbox empty'); // gone once the SMTP server has said 250
  await quietWindow('no third email', 500, () => smtp.received.length);
  expect(smtp.received).toHaveLength(2);

  const contactMail = smtp.received.find((m) => m.to.includes('contact@example.ir'))!;
  expect(contactMail.to).toEqual(['contact@example.ir']);
  expect(contactMail.mail.messageId).toBe(`<${contact.json!.data!.id}@example.ir>`);
  expect(contactMail.mail.subject).toBe('پیام تازه از فرم تماس: مشاوره mail');
  for (const line of [
    'نام و نام خانوادگی: سارا احمدی',
    'ایمیل: sara@example.ir',
    'شمارهٔ تماس: 09121234567',
    'پیام: سلام؛ لطفاً تماس بگیرید. mail',
    'زبان صفحه: فارسی',
    `شناسهٔ ثبت: ${contact.json!.data!.id}`,
    // The reference the visitor was shown.
    `کد رهگیری: ${contact.json!.data!.reference}`,
  ]) {
    expect(contactMail.mail.text).toContain(line);
  }
  expect(contactMail.mail.attachments).toEqual([]);

  const jobMail = smtp.received.find((m) => m.to.includes('jobs@example.ir'))!;
  expect(jobMail.mail.subject).toBe('درخواست همکاری تازه: سارا احمدی mail (تحلیلگر واحد سبدگردانی)');
  for (const line of [
    'نام: سارا',
    'جنسیت: زن',
    'تاریخ تولد: ۱ فروردین ۱۳۶۹ (1990-03-21)',
    'تعداد فرزندان: ۰',
    'تلفن همراه: 09121234567',
    'مدارک حرفه‌ای بازار سرمایه: تحلیلگری، سبدگردانی',
    'میزان تحصیلات: کارشناسی ارشد',
    'وضعیت نظام وظیفه: —',
  ]) {
    expect(jobMail.mail.text).toContain(line);
  }
  expect(jobMail.mail.html).toContain('dir="rtl"');
  expect(jobMail.mail.attachments).toHaveLength(1);
  const [attachment] = jobMail.mail.attachments;
  expect(attachment.filename).toBe('رزومه mail.pdf');
  expect(attachment.contentType).toBe('application/pdf');
  expect(Buffer.compare(attachment.content, Buffer.from(pdfOfSize(50_000)))).toBe(0);
});

it('keeps the email in the outbox while SMTP is down and delivers it exactly once when it is back', async () => {
  const smtp = await startSmtp();
  smtps.push(smtp);
  smtp.refuse.connect = true; // down: every connection answered 421
  const { baseURL } = await startApp(smtp.port);
  const res = await postJson(baseURL, CONTACT, contactBody('down'));
  expect(res.status).toBe(200);
  const id = res.json!.data!.id;
  await until(() => attemptsOf(id) >= 2, 'a few failed attempts recorded in the outbox');
  expect(outbox()).toEqual([`${id}.json`]);
  expect(smtp.received).toEqual([]);

  smtp.refuse.connect = false;
  await until(() => smtp.received.length >= 1, 'an email received');
  await until(() => outbox().length === 0, 'the outbox empty');
  await quietWindow('no second email over several retry periods', 1500, () => smtp.received.length);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0].mail.messageId).toBe(`<${res.json!.data!.id}@example.ir>`);
});

it('delivers a pending email once after a restart of the server', async () => {
  const smtp = await startSmtp();
  smtps.push(smtp);
  smtp.refuse.connect = true;
  const first = await startApp(smtp.port);
  const res = await postJson(first.baseURL, JOB, jobBody('restart', 10_000));
  expect(res.status).toBe(200);
  const id = res.json!.data!.id;
  await until(() => attemptsOf(id) >= 1, 'a failed attempt recorded in the outbox');
  await first.app.close();
  apps.splice(apps.indexOf(first.app), 1);
  expect(outbox()).toEqual([`${id}.json`]);

  smtp.refuse.connect = false;
  await startApp(smtp.port);
  await until(() => smtp.received.length >= 1, 'an email received');
  await until(() => outbox().length === 0, 'the outbox empty');
  await quietWindow('no second email', 1200, () => smtp.received.length);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0].to).toEqual(['jobs@example.ir']);
  expect(smtp.received[0].mail.attachments).toHaveLength(1);
});

it('sends nothing and says so once at start when SMTP_URL is not set', async () => {
  const server = await startServer({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, SMTP_URL: '' });
  try {
    expect((await postJson(server.baseURL, CONTACT, contactBody('no-mail'))).status).toBe(200);
    expect((await postJson(server.baseURL, CONTACT, contactBody('no-mail-2'))).status).toBe(200);
    expect(outbox()).toEqual([]);
    expect(server.output().match(/SMTP_URL is not set/g)).toHaveLength(1);
  } finally {
    await server.stop();
  }
});

it('sets a permanently refused (5xx) email aside as failed after a few tries, and `resend` sends it once SMTP accepts', async () => {
  const smtp = await startSmtp();
  smtps.push(smtp);
  smtp.refuse.rcpt = 550;
  const { baseURL } = await startApp(smtp.port);
  const res = await postJson(baseURL, CONTACT, contactBody('refused'));
  expect(res.status).toBe(200);
  const id = res.json!.data!.id;
  const failedDir = path.join(storeDir, FAILED_MAIL_DIR);
  await until(() => fs.existsSync(path.join(failedDir, `${id}.json`)), 'the email set aside in mail-failed/');
  expect(outbox()).toEqual([]);
  expect(smtp.refuse.count).toBe(3);
  await quietWindow('no more tries once set aside', 1000, () => smtp.refuse.count);
  expect(JSON.parse(fs.readFileSync(path.join(failedDir, `${id}.json`), 'utf8'))).toMatchObject({
    attempts: 3,
    rejections: 3,
    lastError: expect.stringContaining('Mailbox does not exist'),
  });

  const env = {
    SUBMISSIONS_DIR: storeDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Website <site@example.ir>',
    MAIL_TO_CONTACT: 'contact@example.ir',
    MAIL_TO_JOBS: 'jobs@example.ir',
  };
  const cli = async (...argv: string[]) => {
    const io = { out: '', err: '' };
    const code = await main(argv, env, { out: (s) => void (io.out += s), err: (s) => void (io.err += s) });
    return { code, ...io };
  };
  const listed = await cli('failed');
  expect(listed.code).toBe(0);
  expect(listed.out).toContain(id);
  expect(listed.out).toContain('1 email(s) refused for good');

  const stillRefused = await cli('resend', id);
  expect(stillRefused.code).toBe(1);
  expect(stillRefused.err).toContain(id);
  expect(fs.readdirSync(failedDir).filter((n) => n.endsWith('.json'))).toEqual([`${id}.json`]);

  smtp.refuse.rcpt = 0;
  const resent = await cli('resend', '--all');
  expect(resent).toMatchObject({ code: 0, out: `${id} sent\n` });
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0].mail.messageId).toBe(`<${id}@example.ir>`);
  expect(fs.readdirSync(failedDir).filter((n) => n.endsWith('.json'))).toEqual([]);
  expect((await cli('resend')).code).toBe(2);
});
