/** @jest-environment node */
// Every storage fault is a 503 with the server's localized message, never a 500: the store's folders
// replaced by files (tmp/, a kind's folder, today's folder, the outbox with mail on), on the real
// server process; /healthz agrees (503) where a write cannot succeed, and a submission is stored
// again once the folder is back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRecords } from '../../server/store';
import { contactBody } from '../fixtures/form-bodies';
import { CONTACT, makePublicDir, postJson, startServer, type ServerProcess } from '../utils/server-process';

jest.setTimeout(60_000);

const STORAGE_UNAVAILABLE_EN = 'We cannot register requests right now; please try again in a minute. What you typed stays in the form';
const MAIL = { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Site <no-reply@example.ir>', MAIL_TO_CONTACT: 'a@example.ir', MAIL_TO_JOBS: 'b@example.ir' };

let publicDir: string;
let server: ServerProcess | undefined;
beforeAll(() => {
  publicDir = makePublicDir();
});
afterEach(async () => {
  await server?.kill9();
  server = undefined;
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const today = () => new Date().toISOString().slice(0, 10);

it.each([
  ['the temporary folder', 'tmp', true, {}],
  ['the contact records’ folder', 'records/contact', false, {}],
  ['today’s folder of contact records', () => `records/contact/${today()}`, false, {}],
  ['the outbox (mail on)', 'outbox', false, MAIL],
])('%s replaced by a file: 503 with the localized message, then stored once it is a folder again', async (_what, where, healthSees, env) => {
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-fault-'));
  server = await startServer({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, ...env });
  const target = path.join(storeDir, typeof where === 'function' ? where() : where);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, 'not a folder');

  const refused = await postJson(server.baseURL, CONTACT, { ...contactBody('fault'), language: 'en' });
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('60');
  expect(refused.json!.messages[0].message).toBe(STORAGE_UNAVAILABLE_EN);
  if (healthSees) expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(503);

  fs.rmSync(target);
  fs.mkdirSync(target);
  const stored = await postJson(server.baseURL, CONTACT, contactBody('back'));
  expect(stored.status).toBe(200);
  expect((await readRecords(storeDir, 'contact')).map((r) => r.id)).toEqual([stored.json!.data!.id]);
  fs.rmSync(storeDir, { recursive: true, force: true });
});
