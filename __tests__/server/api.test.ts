/** @jest-environment node */
// The reference API end to end through fastify.inject: storage on disk, localized field errors, limits, idempotency, rate limit, CORS.
// The store's own guarantees under faults (full disk, kill -9, read-only) are in faults.test.ts.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { apiPlugin } from '../../server/api';
import type { ApiOptions } from '../../server/api';
import { errorHandler } from '../../server/errors';
import { createIdempotency } from '../../server/idempotency';
import { createTranslator, languageFromHeader } from '../../server/messages';
import { openStore, readRecords, recordDir, resumePath } from '../../server/store';
import { recordDirsOnDisk } from '../utils/server-process';
import { MAX_RESUME_BYTES } from '../../src/lib/file-signature';
import { DOCX_BYTES, GIF_BYTES, pdfOfSize, PDF_BYTES, resumeOf } from '../fixtures/resume-files';

// fastify.inject loads light-my-request, which requires cookie 2: an ESM-only package that this Jest setup does not
// transform (jest.config.js transformIgnorePatterns). inject never uses cookies here, so a CommonJS stand-in for the
// one function light-my-request imports is enough; drop this once the config lets Babel transform that package.
const lightMyRequestDir = path.dirname(require.resolve('light-my-request'));
jest.doMock(require.resolve('cookie', { paths: [lightMyRequestDir] }), () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${encodeURIComponent(value)}`,
}));

const CONTACT = '/api/Contact/ContactWithUs';
const JOB = '/api/Contact/JobApplication';
const START = new Date('2025-06-15T12:00:00Z');

let storeDir: string;
let clock: Date;
const apps: FastifyInstance[] = [];

const translator = createTranslator();

/** The API as server/app.ts assembles it: the error handler, a store and an idempotency memory of its own (a fresh start). */
async function build(options: Partial<ApiOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(errorHandler(translator));
  const now = () => clock;
  const store = await openStore(storeDir);
  const idempotency = createIdempotency({ recent: (since) => store.recentKeyed(since), now });
  await app.register(apiPlugin, { store, idempotency, now, ...options });
  await app.ready();
  apps.push(app);
  return app;
}

beforeEach(async () => {
  storeDir = await mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  clock = new Date(START);
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await rm(storeDir, { recursive: true, force: true });
});

const contact = {
  fullName: '  علي\u200cرضا   کریمی ',
  subject: 'سبدگردانی اختصاصی',
  email: 'ali@example.com',
  phone: '۰۹۱۲ ۱۲۳-۴۵۶۷',
  message: 'سلام\r\nلطفاً تماس بگیرید.',
  language: 'fa',
};

const job = {
  firstName: 'Sara',
  lastName: 'Ahmadi',
  gender: 'male',
  birthDate: '1990-03-21',
  birthPlace: 'Tehran',
  maritalStatus: 'married',
  childrenCount: '۲',
  militaryServiceStatus: 'completed',
  landline: '021-8877 6655',
  mobile: '+98 912 123 4567',
  address: 'Valiasr St.',
  qualifications: ['analysis', 'portfolio-management'],
  jobPosition: 'portfolio-analyst',
  educationLevel: 'masters',
  referralSource: '',
  resume: resumeOf(PDF_BYTES, '../../etc/passwd.pdf'),
  language: 'en',
};

const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });

describe('when a contact message is valid', () => {
  it('stores the normalised payload durably and answers with its id and the reference the visitor can quote', async () => {
    const app = await build();
    const res = await post(app, CONTACT, { ...contact, admin: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, data: { id: expect.any(String), reference: expect.stringMatching(/^\d{4}-\d{6}$/) }, messages: [] });

    const records = await readRecords(storeDir, 'contact');
    expect(records).toHaveLength(1);
    const text = await readFile(path.join(recordDir(storeDir, 'contact', body.data.id), 'record.json'), 'utf8');
    expect(JSON.parse(text)).toEqual(records[0]);
    expect(records[0]).toEqual({
      id: body.data.id,
      reference: body.data.reference,
      kind: 'contact',
      receivedAt: START.toISOString(),
      idempotency: null,
      payload: {
        fullName: 'علی\u200cرضا کریمی',
        subject: 'سبدگردانی اختصاصی',
        email: 'ali@example.com',
        phone: '09121234567',
        message: 'سلام\nلطفاً تماس بگیرید.',
        language: 'fa',
      },
    });
  });
});

describe('references', () => {
  it("are unique among a day's submissions of both forms, also after a restart, and a replay answers with the same one", async () => {
    const unlimited = { rateLimit: { max: 1000, windowMs: 60_000 } };
    const first = await build(unlimited);
    const references: string[] = [];
    for (let i = 0; i < 20; i += 1) references.push((await post(first, CONTACT, { ...contact, message: `پیام ${i}` })).json().data.reference);
    references.push((await post(first, JOB, job, { 'idempotency-key': 'ref-key' })).json().data.reference);
    const afterRestart = await build(unlimited);
    for (let i = 0; i < 20; i += 1) references.push((await post(afterRestart, CONTACT, { ...contact, message: `دوم ${i}` })).json().data.reference);
    expect(new Set(references).size).toBe(41);
    expect(references.every((r) => r.startsWith(references[0].slice(0, 4)))).toBe(true); // the same day
    const replay = await post(afterRestart, JOB, job, { 'idempotency-key': 'ref-key' });
    expect(replay.json().data.reference).toBe(references[20]);
  });
});

describe('when a job application is valid', () => {
  it('stores the record without the base64 and the résumé under a server-chosen name', async () => {
    const app = await build();
    const res = await post(app, JOB, job);
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data;

    const [record] = await readRecords(storeDir, 'job');
    expect(record.id).toBe(id);
    const payload = record.payload as Record<string, unknown> & { resume: Record<string, unknown> };
    expect(payload.mobile).toBe('09121234567');
    expect(payload.landline).toBe('02188776655');
    expect(payload.childrenCount).toBe(2);
    expect(payload.militaryServiceStatus).toBe('completed');
    expect(payload.resume).toEqual({
      fileName: '../../etc/passwd.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
      storedAs: 'resume.pdf',
    });
    const dir = recordDir(storeDir, 'job', id);
    expect(await readFile(path.join(dir, 'record.json'), 'utf8')).not.toContain(job.resume.base64);
    expect((await readdir(dir)).sort()).toEqual(['record.json', 'resume.pdf']);
    const stored = await readFile(resumePath(storeDir, record)!);
    expect(Buffer.compare(stored, Buffer.from(PDF_BYTES))).toBe(0);
  });

  it('keeps a DOCX with the .docx extension', async () => {
    const app = await build();
    const docx = resumeOf(DOCX_BYTES, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const res = await post(app, JOB, { ...job, resume: docx });
    expect(res.statusCode).toBe(200);
    const [record] = await readRecords(storeDir, 'job');
    expect((record.payload.resume as { storedAs: string }).storedAs).toBe('resume.docx');
  });
});

describe('when fields are invalid', () => {
  it('answers 400 naming each field, in Persian by default, with Persian digits', async () => {
    const app = await build();
    const res = await post(app, CONTACT, { ...contact, fullName: '   ', email: 'nope', subject: 'x'.repeat(151) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.messages).toEqual([
      { type: 'error', field: 'fullName', message: 'نام و نام خانوادگی: پر کردن این بخش الزامی است' },
      { type: 'error', field: 'subject', message: 'موضوع: حداکثر ۱۵۰ نویسه وارد کنید' },
      { type: 'error', field: 'email', message: 'ایمیل: نشانی ایمیل را به شکل name@example.com وارد کنید' },
    ]);
    expect(await readRecords(storeDir, 'contact')).toEqual([]);
  });

  it('answers in English when the body says language "en"', async () => {
    const app = await build();
    const res = await post(app, JOB, { ...job, mobile: '0212', gender: 'male', militaryServiceStatus: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([
      { type: 'error', field: 'militaryServiceStatus', message: 'Military service status: Choose an option' },
      { type: 'error', field: 'mobile', message: 'Mobile: Enter a mobile number like 09123456789' },
    ]);
  });

  it('falls back to Accept-Language when the language itself is missing', async () => {
    const app = await build();
    const { language: _ignored, ...withoutLanguage } = contact;
    const res = await post(app, CONTACT, { ...withoutLanguage, phone: '123' }, { 'accept-language': 'de;q=0.9, en-GB;q=0.8' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages.map((m: { field: string }) => m.field)).toEqual(['phone', 'language']);
    expect(res.json().messages[1].message).toBe('Choose an option');
    expect(res.json().messages[0].message).toMatch(/^Phone: Enter a mobile number/);
  });

  it('answers 400 naming the résumé when its bytes are not what it claims', async () => {
    const app = await build();
    const res = await post(app, JOB, { ...job, resume: resumeOf(GIF_BYTES, 'cv.pdf') });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([
      { type: 'error', field: 'resume', message: "Résumé upload: The file's content does not match a PDF, DOC, DOCX, JPEG or PNG file" },
    ]);
    expect(recordDirsOnDisk(storeDir, 'job')).toEqual([]);
  });

  it('answers 400 when the declared size is not the decoded size', async () => {
    const app = await build();
    const res = await post(app, JOB, { ...job, resume: { ...job.resume, size: PDF_BYTES.length - 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0]).toMatchObject({ field: 'resume', message: 'Résumé upload: The file could not be read; choose it again' });
  });

  it('answers 400 with the envelope when the JSON does not parse', async () => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: CONTACT, payload: '{"fullName":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, data: null, messages: [{ type: 'error', message: 'درخواست خوانده نشد؛ لطفاً دوباره تلاش کنید' }] });
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('answers 400 when the body is %s', async (_d, raw) => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: CONTACT, payload: raw, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('when the request is too large', () => {
  it('answers 413 with a localized envelope past the body limit', async () => {
    const app = await build();
    const huge = JSON.stringify({ ...job, resume: { ...job.resume, base64: 'A'.repeat(3.2 * 1024 * 1024) } });
    const res = await app.inject({ method: 'POST', url: JOB, payload: huge, headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      messages: [{ type: 'error', message: 'The request is too large; the résumé must be 2 MB or smaller' }],
    });
  });

  it('answers 413 for a résumé one byte over 2 MB even though the body fits', async () => {
    const app = await build();
    const res = await post(app, JOB, { ...job, resume: resumeOf(pdfOfSize(MAX_RESUME_BYTES + 1)) });
    expect(res.statusCode).toBe(413);
    expect(res.json().messages).toEqual([{ type: 'error', field: 'resume', message: 'Résumé upload: The file must be 2 MB or smaller' }]);
  });

  it('accepts a résumé of exactly 2 MB', async () => {
    const app = await build();
    const res = await post(app, JOB, { ...job, resume: resumeOf(pdfOfSize(MAX_RESUME_BYTES)) });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the contact call to a small body', async () => {
    const app = await build();
    const res = await post(app, CONTACT, { ...contact, message: 'x'.repeat(100 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().messages[0].message).toMatch(/حجم درخواست/);
  });
});

describe('when the content type is not JSON', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('answers 415 for %s', async (_d, type) => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: CONTACT, payload: JSON.stringify(contact), headers: { 'content-type': type } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      messages: [{ type: 'error', message: 'فرم به شکل درست فرستاده نشد؛ صفحه را دوباره بارگذاری کنید و فرم را از همان صفحه بفرستید' }],
    });
    expect(await readRecords(storeDir, 'contact')).toEqual([]);
  });

  it('accepts application/json with a charset', async () => {
    const app = await build();
    const res = await post(app, CONTACT, contact, { 'content-type': 'application/json; charset=utf-8' });
    expect(res.statusCode).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('stores a submission once and replays the first answer for the same key and body', async () => {
    const app = await build();
    const first = await post(app, CONTACT, contact, { 'idempotency-key': 'k-1' });
    const second = await post(app, CONTACT, { ...contact }, { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const records = await readRecords(storeDir, 'contact');
    expect(records).toHaveLength(1);
    expect(records[0].idempotency).toEqual({ keyHash: expect.stringMatching(/^[0-9a-f]{64}$/), bodyHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(records[0])).not.toContain('k-1');
  });

  it('refuses the same key with a different body: 422 with a clear message, nothing stored', async () => {
    const app = await build();
    const first = await post(app, CONTACT, contact, { 'idempotency-key': 'k-1' });
    const changed = await post(app, CONTACT, { ...contact, subject: 'changed' }, { 'idempotency-key': 'k-1', 'accept-language': 'en' });
    expect(first.statusCode).toBe(200);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      success: false,
      data: null,
      messages: [{ type: 'error', message: 'این درخواست پیش‌تر با اطلاعات دیگری ثبت شده است؛ صفحه را دوباره بارگذاری کنید و فرم را دوباره بفرستید' }],
    });
    expect(await readRecords(storeDir, 'contact')).toHaveLength(1);
  });

  it('stores one record when the same key arrives twice at once', async () => {
    const app = await build();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(app, JOB, job, { 'idempotency-key': 'k-2' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await readRecords(storeDir, 'job')).toHaveLength(1);
    expect(recordDirsOnDisk(storeDir, 'job')).toHaveLength(1);
  });

  it('treats each endpoint and each key separately', async () => {
    const app = await build();
    const c = await post(app, CONTACT, contact, { 'idempotency-key': 'shared' });
    const j = await post(app, JOB, job, { 'idempotency-key': 'shared' });
    const other = await post(app, CONTACT, contact, { 'idempotency-key': 'other' });
    expect(new Set([c.json().data.id, j.json().data.id, other.json().data.id]).size).toBe(3);
    expect(await readRecords(storeDir, 'contact')).toHaveLength(2);
    expect(await readRecords(storeDir, 'job')).toHaveLength(1);
  });

  it('remembers keys across a restart, for 24 hours', async () => {
    const first = await post(await build(), JOB, job, { 'idempotency-key': 'persist' });
    clock = new Date(START.getTime() + 23 * 3600_000);
    const afterRestart = await post(await build(), JOB, job, { 'idempotency-key': 'persist' });
    expect(afterRestart.json()).toEqual(first.json());
    expect(await readRecords(storeDir, 'job')).toHaveLength(1);
    expect(recordDirsOnDisk(storeDir, 'job')).toHaveLength(1);

    clock = new Date(START.getTime() + 25 * 3600_000);
    const dayLater = await post(await build(), JOB, job, { 'idempotency-key': 'persist' });
    expect(dayLater.json().data.id).not.toBe(first.json().data.id);
    expect(await readRecords(storeDir, 'job')).toHaveLength(2);
  });

  it('does not remember a rejected attempt, so the corrected one is stored', async () => {
    const app = await build();
    const bad = await post(app, CONTACT, { ...contact, email: 'x' }, { 'idempotency-key': 'fix-me' });
    expect(bad.statusCode).toBe(400);
    const good = await post(app, CONTACT, contact, { 'idempotency-key': 'fix-me' });
    expect(good.statusCode).toBe(200);
    expect(await readRecords(storeDir, 'contact')).toHaveLength(1);
  });

  it('refuses an unusable key', async () => {
    const app = await build();
    const res = await post(app, CONTACT, contact, { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].message).toBe('کلید یکتایی درخواست معتبر نیست');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, per client IP, until the window passes', async () => {
    const app = await build({ rateLimit: { max: 2, windowMs: 1500 } });
    const from = (ip: string) => app.inject({ method: 'POST', url: CONTACT, payload: { ...contact, language: 'en' }, remoteAddress: ip });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    const limited = await from('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^[12]$/);
    expect(limited.json()).toEqual({
      success: false,
      data: null,
      messages: [{ type: 'error', message: `Too many requests; please try again in ${limited.headers['retry-after'] === '1' ? 'a second' : '2 seconds'}` }],
    });
    expect((await from('10.0.0.2')).statusCode).toBe(200);
    // The window passes: the limiter's store reads Date.now(), moved on past the window instead of waited for.
    const afterWindow = Date.now() + 1600;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(afterWindow);
    try {
      expect((await from('10.0.0.1')).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
    expect(await readRecords(storeDir, 'contact')).toHaveLength(4);
  });

  it('allows 10 a minute by default', async () => {
    const app = await build();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await post(app, CONTACT, { ...contact, language: 'x' })).statusCode);
    expect(codes).toEqual([...Array(10).fill(400), 429]);
  });
});

describe('CORS', () => {
  const ORIGIN = 'https://site.example';
  const preflight = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: JOB,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' },
    });

  it('allows the configured origin', async () => {
    const app = await build({ allowedOrigin: `${ORIGIN}/` });
    const res = await preflight(app, ORIGIN);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
    const posted = await post(app, CONTACT, contact, { origin: ORIGIN });
    expect(posted.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(posted.headers.vary).toContain('Origin');
  });

  it('refuses any other origin without CORS headers', async () => {
    const app = await build({ allowedOrigin: ORIGIN });
    const res = await preflight(app, 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.json()).toEqual({ success: false, data: null, messages: [{ type: 'error', message: 'درخواست از این سایت پذیرفته نمی‌شود' }] });
    const posted = await post(app, CONTACT, contact, { origin: 'https://evil.example' });
    expect(posted.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses every preflight when no cross-origin site is configured', async () => {
    const app = await build();
    const res = await preflight(app, ORIGIN);
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'fa'],
    ['en-US,en;q=0.9', 'en'],
    ['fa-IR', 'fa'],
    ['de, en;q=0.5, fa;q=0.8', 'fa'],
    ['fr', 'fa'],
    ['en;q=0, fa;q=0.1', 'fa'],
  ])('%j → %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});
