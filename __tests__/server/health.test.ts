/** @jest-environment node */
// GET /healthz over real HTTP (server/app.ts over a stand-in build): 200 with a writable store, 503 on
// a read-only one (and 200 again once writable), 503 with a backed-up outbox and with a message the
// SMTP server refused for good; counts only, no personal data; never rate-limited for loopback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer, configFromEnv, type Server } from '../../server/app';
import { newRecordId } from '../../server/record-id';
import { openStore } from '../../server/store';
import { contactBody } from '../fixtures/form-bodies';
import { startSmtp } from '../utils/smtp';
import { CONTACT, makePublicDir, postJson, remount, requireTmpfs, unmount } from '../utils/server-process';

// fastify.inject (for other client addresses than loopback) loads light-my-request, which requires the ESM-only
// cookie 2: the same CommonJS stand-in as api.test.ts.
const lightMyRequestDir = path.dirname(require.resolve('light-my-request'));
jest.doMock(require.resolve('cookie', { paths: [lightMyRequestDir] }), () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${encodeURIComponent(value)}`,
}));

let publicDir: string;
const apps: Server[] = [];
const cleanups: Array<() => void> = [];

async function start(storeDir: string, env: Record<string, string> = {}) {
  const config = configFromEnv({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, LOG_LEVEL: 'silent', ...env }, false);
  const app = await buildServer(config, { retryDelaysMs: [60_000] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return { app, baseURL: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function health(baseURL: string) {
  const res = await fetch(`${baseURL}/healthz`);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

beforeAll(() => {
  publicDir = makePublicDir();
  fs.mkdirSync(path.join(publicDir, 'page-data'));
  fs.writeFileSync(path.join(publicDir, 'page-data/app-data.json'), JSON.stringify({ webpackCompilationHash: 'abc123def456' }));
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempStore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-health-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

it('is 200 with a writable store, names the build, and holds no personal data', async () => {
  const storeDir = tempStore();
  const { baseURL } = await start(storeDir);
  expect((await postJson(baseURL, CONTACT, contactBody('health'))).status).toBe(200);
  const { status, headers, body } = await health(baseURL);
  expect(status).toBe(200);
  expect(headers.get('cache-control')).toBe('no-store');
  expect(body).toEqual({
    healthy: true,
    problems: [],
    build: { id: 'abc123def456' },
    store: { writable: true, freeBytes: expect.any(Number) },
    outbox: { pending: 0, oldestPendingSeconds: null },
    mail: { configured: false, failed: 0 },
    descriptors: { open: expect.any(Number), limit: expect.any(Number) },
  });
  const text = JSON.stringify(body);
  for (const value of Object.values(contactBody('health'))) if (value.length > 3) expect(text).not.toContain(value);
});

it('names the release when the deploy sets BUILD_ID', async () => {
  const { baseURL } = await start(tempStore(), { BUILD_ID: '20260101T000000Z-1a2b3c4' });
  expect((await health(baseURL)).body.build).toEqual({ id: '20260101T000000Z-1a2b3c4' });
});

it('is 503 while the store is read-only, and 200 again once it is writable, without a restart', async () => {
  const storeDir = requireTmpfs('1m');
  cleanups.push(() => unmount(storeDir));
  const { baseURL } = await start(storeDir);
  remount(storeDir, 'ro');
  const readOnly = await health(baseURL);
  expect(readOnly.status).toBe(503);
  expect(readOnly.body).toMatchObject({ healthy: false, problems: ['store not writable'], store: { writable: false } });
  remount(storeDir, 'rw');
  expect((await health(baseURL)).status).toBe(200);
});

it('is 503 when the outbox is backed up (its oldest message over 15 minutes old) and when an email was refused for good', async () => {
  const storeDir = tempStore();
  const store = await openStore(storeDir);
  const hourAgo = new Date(Date.now() - 3600_000);
  const id = newRecordId(hourAgo);
  await store.write(
    {
      kind: 'contact',
      receivedAt: hourAgo.toISOString(),
      idempotency: null,
      payload: contactBody('late'),
      outbox: { id, kind: 'contact', messageId: `<${id}@x>`, attempts: 5, nextAttemptAt: new Date(Date.now() + 3600_000).toISOString() },
    },
    id,
  );
  // An SMTP server that is down (answers 421): the entry is not due for an hour anyway.
  const down = await startSmtp();
  down.refuse.connect = true;
  cleanups.push(() => void down.close());
  const smtp = {
    SMTP_URL: `smtp://127.0.0.1:${down.port}`,
    MAIL_FROM: 'site@example.ir',
    MAIL_TO_CONTACT: 'c@example.ir',
    MAIL_TO_JOBS: 'j@example.ir',
  };
  const { baseURL } = await start(storeDir, smtp);
  const backedUp = await health(baseURL);
  expect(backedUp.status).toBe(503);
  expect(backedUp.body.outbox.pending).toBe(1);
  expect(backedUp.body.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(3600);
  expect(backedUp.body.problems).toEqual([expect.stringMatching(/^outbox backed up/)]);
  expect(backedUp.body.mail).toEqual({ configured: true, failed: 0 });

  fs.mkdirSync(path.join(storeDir, 'mail-failed'));
  fs.renameSync(path.join(storeDir, 'outbox', `${id}.json`), path.join(storeDir, 'mail-failed', `${id}.json`));
  const failed = await health(baseURL);
  expect(failed.status).toBe(503);
  expect(failed.body).toMatchObject({ outbox: { pending: 0 }, mail: { configured: true, failed: 1 } });
  expect(failed.body.problems).toEqual(['1 email(s) refused for good (npm run submissions -- failed)']);
});

it('is never rate-limited for loopback; other addresses get 60 a minute', async () => {
  const { app } = await start(tempStore());
  const from = (remoteAddress: string) => app.inject({ method: 'GET', url: '/healthz', remoteAddress });
  for (let i = 0; i < 80; i += 1) expect((await from('127.0.0.1')).statusCode).toBe(200);
  const codes: number[] = [];
  for (let i = 0; i < 61; i += 1) codes.push((await from('203.0.113.7')).statusCode);
  expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
  expect(codes[60]).toBe(429);
  expect((await from('::1')).statusCode).toBe(200);
});
