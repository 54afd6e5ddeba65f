/** @jest-environment node */
// The end of a day's references, at the boundary: with the day's space made small (3 instead of
// 100,000), the first three submissions are stored and the fourth is answered 503 with the server's
// localized message and a Retry-After until the next UTC day, while pages and /healthz still answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, configFromEnv, type Server } from '../../server/app';
import { readRecords } from '../../server/store';
import { contactBody } from '../fixtures/form-bodies';
import { CONTACT, makePublicDir, postJson } from '../utils/server-process';

const NOW = new Date('2026-11-24T18:00:00Z');
let publicDir: string;
let storeDir: string;
let app: Server;
let baseURL: string;

beforeAll(async () => {
  publicDir = makePublicDir();
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  const config = configFromEnv({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100' });
  app = await buildServer(config, { now: () => NOW, referenceSpace: 3 });
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.rmSync(storeDir, { recursive: true, force: true });
});

it('stores the day’s last reference, then answers 503 with the localized message until the next day', async () => {
  const references: string[] = [];
  for (const tag of ['1', '2', '3']) {
    const res = await postJson(baseURL, CONTACT, contactBody(tag));
    expect(res.status).toBe(200);
    references.push(res.json!.data!.reference);
  }
  expect(new Set(references).size).toBe(3);

  const full = await postJson(baseURL, CONTACT, { ...contactBody('4'), language: 'en' });
  expect(full.status).toBe(503);
  expect(full.headers.get('retry-after')).toBe(String(6 * 3600));
  expect(full.json!.messages[0].message).toMatch(/^We cannot register requests right now; please try again in 360 minutes/);
  const fa = await postJson(baseURL, CONTACT, contactBody('5'));
  expect(fa.status).toBe(503);
  expect(fa.json!.messages[0].message).toMatch(/^در حال حاضر امکان ثبت درخواست وجود ندارد/);

  // Nothing more stored; the server still serves pages and its health.
  expect(await readRecords(storeDir, 'contact')).toHaveLength(3);
  expect((await fetch(`${baseURL}/`)).status).toBe(200);
  expect((await fetch(`${baseURL}/healthz`)).status).toBe(200);
});
