/** @jest-environment node */
// The whole server in this process (server/app.ts over a stand-in build), over real HTTP: the build's
// security headers on every status, Vary on what depends on Accept-Encoding, and a table of crafted
// and clumsy inputs, each answered 4xx with a localized message (never 500) or accepted as it should be.
import { promises as fsp } from 'node:fs';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer, configFromEnv, type Server } from '../../server/app';
import { readRecords } from '../../server/store';
import { DOCM_BYTES, DOC_MACRO_BYTES, resumeOf } from '../fixtures/resume-files';
import { contactBody, jobBody } from '../fixtures/form-bodies';
import { CONTACT, JOB, makePublicDir, postJson, recordDirsOnDisk, SECURITY_HEADERS } from '../utils/server-process';

let publicDir: string;
let storeDir: string;
let app: Server;
let baseURL: string;

async function start(env: Record<string, string> = {}) {
  const config = configFromEnv({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000', ...env }, false);
  app = await buildServer(config);
  app.get('/api/test-failure', async () => {
    throw new Error('a bug');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  publicDir = makePublicDir();
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));
beforeEach(() => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-responses-'));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await app?.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

const expectSecurityHeaders = (headers: Headers) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name)).toBe(value);
};

describe('security headers and Vary', () => {
  it('are on every response: pages, files, API answers and every error status', async () => {
    await start({ RATE_LIMIT_MAX: '3' });
    const seen = new Map<number, Headers>();
    const keep = (status: number, headers: Headers) => seen.set(status, headers);

    const page = await fetch(`${baseURL}/`);
    keep(page.status, page.headers);
    const missingPage = await fetch(`${baseURL}/no-such-page/`);
    expect(missingPage.status).toBe(404);
    expect(await missingPage.text()).toContain('پیدا نشد');
    const missingApi = await fetch(`${baseURL}/api/Nothing`, { headers: { 'accept-language': 'en' } });
    expect(missingApi.status).toBe(404);
    expect(await missingApi.json()).toEqual({ success: false, data: null, messages: [{ type: 'error', message: 'This service was not found' }] });
    keep(404, missingApi.headers);
    expectSecurityHeaders(missingPage.headers);

    const stored = await postJson(baseURL, CONTACT, contactBody('headers'), { 'idempotency-key': 'h-1' });
    expect(stored.status).toBe(200);
    keep(200, stored.headers);
    const conflict = await postJson(baseURL, CONTACT, contactBody('other'), { 'idempotency-key': 'h-1' });
    expect(conflict.status).toBe(422);
    keep(422, conflict.headers);
    const bad = await postJson(baseURL, CONTACT, { ...contactBody(), email: 'nope' });
    expect(bad.status).toBe(400);
    keep(400, bad.headers);
    const tooBig = await postJson(baseURL, CONTACT, { ...contactBody(), message: 'x'.repeat(100_000) });
    expect(tooBig.status).toBe(413);
    keep(413, tooBig.headers);
    const notJson = await fetch(`${baseURL}${CONTACT}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(notJson.status).toBe(415);
    keep(415, notJson.headers);
    const limited = await postJson(baseURL, CONTACT, contactBody('over'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    keep(429, limited.headers);
    const failed = await fetch(`${baseURL}/api/test-failure`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ success: false, data: null, messages: [{ type: 'error', message: 'ثبت درخواست شما ناموفق بود' }] });
    keep(500, failed.headers);

    expect([...seen.keys()].sort()).toEqual([200, 400, 404, 413, 415, 422, 429, 500]);
    for (const headers of seen.values()) expectSecurityHeaders(headers);
  });

  it('marks a file with precompressed variants Vary: Accept-Encoding, whichever variant is sent', async () => {
    await start();
    const file = `${baseURL}/app-0123456789abcdef0123.js`;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await fetch(file, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expectSecurityHeaders(res.headers);
    }
  });

  it('answers pages, files and not-found pages without passing Node’s listener limit (over it, each printed a memory-leak warning)', async () => {
    await start();
    // Node warns when an emitter's listeners of one event pass its limit; this is that test, on every response.
    const over: string[] = [];
    app.server.on('request', (req, res) =>
      res.on('newListener', (event) => {
        if (event === 'close' && res.listenerCount('close') + 1 > res.getMaxListeners()) over.push(`${req.url} ${req.headers['accept-encoding']}`);
      }),
    );
    for (const url of ['/', '/app-0123456789abcdef0123.js', '/no-such-page/', '/en/no-such-page/', '/no-such-file.js', '/en/no-such'])
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const res = await fetch(`${baseURL}${url}`, { headers: { 'accept-encoding': encoding } });
        expect([url, res.status]).toEqual([url, url.includes('no-such') ? 404 : 200]);
        await res.arrayBuffer();
      }
    expect(over).toEqual([]);
  });

  it('answers 503 with the localized "try again later" when the file layer reports ENOSPC (the tmpfs test in faults.test.ts does it for real)', async () => {
    await start();
    const realOpen = fsp.open;
    jest.spyOn(fsp, 'open').mockImplementation(async (file, flags, mode) => {
      if (flags === 'wx') throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      return realOpen(file, flags, mode);
    });
    const res = await postJson(baseURL, JOB, { ...jobBody('enospc'), language: 'en' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.json).toEqual({
      success: false,
      data: null,
      messages: [{ type: 'error', message: 'We cannot register requests right now; please try again in a minute. What you typed stays in the form' }],
    });
    expectSecurityHeaders(res.headers);
    jest.restoreAllMocks();
    expect(await readRecords(storeDir, 'job')).toEqual([]);
    expect(recordDirsOnDisk(storeDir, 'job')).toEqual([]);
  });
});

describe('Range requests', () => {
  beforeEach(() => start());
  const INDEX_BYTES = 34; // the stand-in build's index.html

  it('answers a satisfiable range 206 with its part', async () => {
    const res = await fetch(`${baseURL}/index.html`, { headers: { range: 'bytes=0-5' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-5/${INDEX_BYTES}`);
    expect(await res.text()).toBe('<!doct');
  });

  it.each([
    ['bytes=abc', 'not a range'],
    ['bytes=999999-', 'past the end'],
    ['bytes=5-2', 'backwards'],
  ])('answers %s (%s) 416 with Content-Range: bytes */N and the localized envelope', async (range) => {
    const res = await fetch(`${baseURL}/index.html`, { headers: { range, 'accept-language': 'en' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${INDEX_BYTES}`);
    expect(await res.json()).toEqual({ success: false, data: null, messages: [{ type: 'error', message: 'The requested part of the file does not exist' }] });
    expectSecurityHeaders(res.headers);
  });

  it('answers a range on a missing page with the whole not-found page and a plain 404', async () => {
    for (const [url, title] of [
      ['/no-such-page/', 'پیدا نشد'],
      ['/en/no-such-page/', 'Not found'],
    ]) {
      const res = await fetch(`${baseURL}${url}`, { headers: { range: 'bytes=0-5' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-range')).toBeNull();
      expect(await res.text()).toContain(title);
    }
  });
});

/** Raw bytes to the server; resolves with everything it sends back before it closes. */
function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (d) => (text += d));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
}

describe('malformed requests', () => {
  beforeEach(() => start());

  it.each([
    [
      'a chunk size that is not hexadecimal',
      `POST ${CONTACT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
    ],
    ['Content-Length and chunked together', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n'],
    ['chunked not last in Transfer-Encoding', 'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n'],
  ])("answers %s 400 in the site's error format, with the security headers, and closes", async (_case, bytes) => {
    const port = (app.server.address() as AddressInfo).port;
    const text = await exchange(port, bytes.replace('Host: x\r\n', 'Host: x\r\nAccept-Language: en\r\n'));
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    const [head, body] = text.split('\r\n\r\n');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head).toContain(`Content-Security-Policy: ${SECURITY_HEADERS['Content-Security-Policy']}`);
    expect(JSON.parse(body)).toEqual({ success: false, data: null, messages: [{ type: 'error', message: 'The request could not be read; please try again' }] });
  });
});

// ---------------------------------------------------------------------------------------------

/** JSON text of `depth` arrays nested in one another, as a crafted body would carry them. */
const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
const withField = (body: object, field: string, json: string) => raw(JSON.stringify({ ...body, [field]: '@@' }).replace('"@@"', json));
const raw = (text: string) => ({ raw: text });
const ZW = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u200E', '\u200F', '\u061C', '\u00A0', '\u202F'];

type Case = [string, string, unknown, number, RegExp | string];

const refused: Case[] = [
  ['an object where a string belongs', CONTACT, { ...contactBody(), fullName: { toString: 1 } }, 400, /^نام و نام خانوادگی: اطلاعات فرم به شکل درست/],
  ['an array where a string belongs', CONTACT, { ...contactBody(), email: ['a@b.co'] }, 400, /^ایمیل: اطلاعات فرم/],
  ['deeply nested arrays in a text field', CONTACT, withField(contactBody(), 'message', nested(5000)), 400, /^پیام: اطلاعات فرم/],
  ['arrays nested 500 000 deep', JOB, withField(jobBody(), 'address', nested(500_000)), 400, /^نشانی: اطلاعات فرم/],
  ['deeply nested arrays in qualifications', JOB, withField(jobBody(), 'qualifications', nested(5000)), 400, /^مدارک حرفه‌ای بازار سرمایه: اطلاعات فرم/],
  ['objects inside qualifications', JOB, { ...jobBody(), qualifications: [{ a: 1 }] }, 400, /^مدارک حرفه‌ای/],
  ['a résumé that is an array', JOB, { ...jobBody(), resume: [1, 2] }, 400, /^بارگذاری رزومه: اطلاعات فرم/],
  ['a résumé size that is text', JOB, { ...jobBody(), resume: { ...jobBody().resume, size: '10' } }, 400, /^بارگذاری رزومه/],
  ['a résumé with an object for base64', JOB, { ...jobBody(), resume: { ...jobBody().resume, base64: { a: 1 } } }, 400, /^بارگذاری رزومه/],
  ['a __proto__ key', CONTACT, raw(`{"__proto__":{"admin":true},${JSON.stringify(contactBody()).slice(1)}`), 400, /./],
  ['a constructor key', CONTACT, raw(`{"constructor":{"prototype":{"admin":true}},${JSON.stringify(contactBody()).slice(1)}`), 400, /./],
  ['a __proto__ key inside the résumé', JOB, raw(JSON.stringify(jobBody()).replace('"resume":{', '"resume":{"__proto__":{"x":1},')), 400, /./],
  ['a number as the body', CONTACT, raw('42'), 400, /./],
  ['a number (1e309) as the name', CONTACT, raw(JSON.stringify(contactBody()).replace('"سارا احمدی"', '1e309')), 400, /^نام و نام خانوادگی: اطلاعات فرم/],
  ['true as the subject', CONTACT, { ...contactBody(), subject: true }, 400, /^موضوع: اطلاعات فرم/],
  ['a number as the message', CONTACT, { ...contactBody(), message: 12345 }, 400, /^پیام: اطلاعات فرم/],
  ['a number as the first name', JOB, { ...jobBody(), firstName: 7 }, 400, /^نام: اطلاعات فرم/],
  ['false as the address', JOB, { ...jobBody(), address: false }, 400, /^نشانی: اطلاعات فرم/],
  ['a number as the gender', JOB, { ...jobBody(), gender: 1 }, 400, /^جنسیت: اطلاعات فرم/],
  ['a number as the résumé file name', JOB, { ...jobBody(), resume: { ...jobBody().resume, fileName: 5 } }, 400, /^بارگذاری رزومه: اطلاعات فرم/],
  [
    'an e-mail local part of 65 characters',
    CONTACT,
    { ...contactBody(), email: `${'a'.repeat(65)}@example.ir` },
    400,
    'ایمیل: بخش پیش از @ حداکثر ۶۴ نویسه است',
  ],
  [
    'an e-mail local part of 200 characters',
    CONTACT,
    { ...contactBody(), email: `${'a'.repeat(200)}@example.ir` },
    400,
    'ایمیل: بخش پیش از @ حداکثر ۶۴ نویسه است',
  ],
  [
    'an e-mail of 255 characters',
    CONTACT,
    { ...contactBody(), email: `a@${['b', 'c', 'd'].map((c) => c.repeat(62)).join('.')}.${'e'.repeat(61)}.ir` },
    400,
    'ایمیل: حداکثر ۲۵۴ نویسه وارد کنید',
  ],
  ['a huge name (60 KB)', CONTACT, { ...contactBody(), fullName: 'ب'.repeat(30_000) }, 400, /حداکثر ۱۰۰ نویسه/],
  ['a huge unknown field', CONTACT, { ...contactBody(), extra: 'x'.repeat(70_000) }, 413, /حجم درخواست/],
  ...ZW.map((c): Case => [
    `a name made only of U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
    CONTACT,
    { ...contactBody(), fullName: c.repeat(3) },
    400,
    'نام و نام خانوادگی: پر کردن این بخش الزامی است',
  ]),
  ['a message of zero-width spaces and word joiners', CONTACT, { ...contactBody(), message: '\u200B\u2060\n\u200B' }, 400, 'پیام: پر کردن این بخش الزامی است'],
  ['a first name of a BOM and bidi marks', JOB, { ...jobBody(), firstName: '\uFEFF\u200F\u200E' }, 400, 'نام: پر کردن این بخش الزامی است'],
  [
    'a macro-enabled Word file renamed .docx',
    JOB,
    { ...jobBody(), resume: resumeOf(DOCM_BYTES, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') },
    400,
    /ماکرو/,
  ],
  [
    'a .docm file',
    JOB,
    { ...jobBody(), resume: resumeOf(DOCM_BYTES, 'cv.docm', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') },
    400,
    /PDF، DOC، DOCX، JPEG یا PNG/,
  ],
  ['an old .doc with macros', JOB, { ...jobBody(), resume: resumeOf(DOC_MACRO_BYTES, 'cv.doc', 'application/msword') }, 400, /ماکرو/],
];

describe('crafted and clumsy bodies', () => {
  beforeEach(() => start());

  it.each(refused)('refuses %s with a localized 4xx and stores nothing', async (_case, url, body, status, message) => {
    const payload = body && typeof body === 'object' && 'raw' in (body as object) ? (body as { raw: string }).raw : body;
    const res = await postJson(baseURL, url, payload);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ success: false, data: null });
    const text = res.json!.messages.map((m) => m.message).join(' | ');
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
    expect([...(await readRecords(storeDir, 'contact')), ...(await readRecords(storeDir, 'job'))]).toEqual([]);
  });

  it.each([
    ['0098 912 123 4567 as the mobile', JOB, { ...jobBody(), mobile: '0098 912 123 4567' }, 'mobile', '09121234567'],
    ['۰۰۹۸۹۱۲۱۲۳۴۵۶۷ (Persian digits) as the contact phone', CONTACT, { ...contactBody(), phone: '۰۰۹۸۹۱۲۱۲۳۴۵۶۷' }, 'phone', '09121234567'],
    ['a name with a ZWNJ inside and invisible edges', CONTACT, { ...contactBody(), fullName: '\u200B\u00A0علی\u200Cرضا\u2060 ' }, 'fullName', 'علی\u200Cرضا'],
    [
      'a name with C1 controls (U+009B would start an escape sequence on a terminal)',
      CONTACT,
      { ...contactBody(), fullName: 'Sara\u009b31m Ahmadi\u0080\u009f' },
      'fullName',
      'Sara31m Ahmadi',
    ],
    ['a message with NEL (U+0085) and ASCII controls', CONTACT, { ...contactBody(), message: 'one\u0085two\u0007' }, 'message', 'onetwo'],
    [
      'an e-mail local part of exactly 64 characters',
      CONTACT,
      { ...contactBody(), email: `${'a'.repeat(64)}@example.ir` },
      'email',
      `${'a'.repeat(64)}@example.ir`,
    ],
  ])('accepts %s and stores it normalised', async (_case, url, body, field, stored) => {
    const res = await postJson(baseURL, url, body);
    expect(res.status).toBe(200);
    const [record] = await readRecords(storeDir, url === JOB ? 'job' : 'contact');
    expect(record.payload[field]).toBe(stored);
  });

  it('drops unknown fields, however deep, and stores the rest', async () => {
    const res = await postJson(baseURL, CONTACT, withField({ ...contactBody(), admin: true }, 'extra', nested(2000)).raw);
    expect(res.status).toBe(200);
    const [record] = await readRecords(storeDir, 'contact');
    expect(Object.keys(record.payload)).toEqual(['fullName', 'subject', 'email', 'phone', 'message', 'language']);
  });
});
