/** @jest-environment node */
// The Prometheus endpoint (server/metrics.ts): scraped on its own loopback listener, its counters move
// with the requests and submissions the server answers (a replayed submission is not counted twice),
// its gauges read the outbox and the store's free space; it is not on the public port, and an address
// other than the loopback cannot reach it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer, configFromEnv, type Server } from '../../server/app';
import { OUTBOX_DIR } from '../../server/store';
import { contactBody, jobBody } from '../fixtures/form-bodies';
import { CONTACT, JOB, makePublicDir, postJson } from '../utils/server-process';

let publicDir: string;
let storeDir: string;
let app: Server;
let baseURL: string;
let metricsURL: string;

beforeAll(async () => {
  publicDir = makePublicDir();
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-metrics-'));
  const config = configFromEnv({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, LOG_LEVEL: 'silent', METRICS_PORT: '0' }, false);
  app = await buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  metricsURL = `http://127.0.0.1:${app.metricsAddress()!.port}/metrics`;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.rmSync(storeDir, { recursive: true, force: true });
});

/** The value of one series in a scrape (0 when absent). */
async function scrape() {
  const res = await fetch(metricsURL);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  return (series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
}

const contactStored = 'site_submissions_stored_total{kind="contact"}';
const jobStored = 'site_submissions_stored_total{kind="job"}';
const contactOk = `site_http_requests_total{route="${CONTACT}",method="POST",status="200"}`;
const pages = 'site_http_requests_total{route="/*",method="GET",status="200"}';
const notFound = 'site_http_requests_total{route="(unmatched)",method="GET",status="404"}';

it('counts requests by route and status, and submissions stored (not their replays)', async () => {
  const before = await scrape();
  expect(before(contactStored)).toBe(0);
  expect((await fetch(`${baseURL}/`)).status).toBe(200);
  expect((await fetch(`${baseURL}/`)).status).toBe(200);
  expect((await fetch(`${baseURL}/no-such-page/`)).status).toBe(404);
  const key = { 'Idempotency-Key': 'metrics-1' };
  expect((await postJson(baseURL, CONTACT, contactBody('metrics'), key)).status).toBe(200);
  const replay = await postJson(baseURL, CONTACT, contactBody('metrics'), key);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
  expect((await postJson(baseURL, JOB, jobBody('metrics', 10_000))).status).toBe(200);
  expect((await postJson(baseURL, CONTACT, { ...contactBody('bad'), email: 'nope' })).status).toBe(400);

  const after = await scrape();
  expect(after(pages) - before(pages)).toBe(2);
  expect(after(notFound) - before(notFound)).toBe(1);
  expect(after(contactOk) - before(contactOk)).toBe(2); // the request and its replay
  expect(after(`site_http_requests_total{route="${CONTACT}",method="POST",status="400"}`)).toBe(1);
  expect(after(contactStored)).toBe(1);
  expect(after(jobStored)).toBe(1);
});

it("reports the mail queues' depth and the store's free space", async () => {
  const id = fs
    .readdirSync(path.join(storeDir, 'records/contact'), { recursive: true })
    .map(String)
    .find((p) => /[0-9a-f-]{36}$/.test(p))!
    .slice(-36);
  const before = await scrape();
  expect(before('site_outbox_messages{queue="pending"}')).toBe(0);
  fs.writeFileSync(
    path.join(storeDir, OUTBOX_DIR, `${id}.json`),
    JSON.stringify({ id, kind: 'contact', messageId: 'x', attempts: 0, nextAttemptAt: new Date().toISOString() }),
  );
  const after = await scrape();
  expect(after('site_outbox_messages{queue="pending"}')).toBe(1);
  expect(after('site_outbox_messages{queue="failed"}')).toBe(0);
  const free = after('site_store_free_bytes');
  expect(free).toBeGreaterThan(0);
  expect(Math.abs(free - fs.statfsSync(storeDir).bavail * fs.statfsSync(storeDir).bsize)).toBeLessThan(64 * 1024 * 1024);
});

it('is on the loopback only: not on the public port, not reachable at another address', async () => {
  expect(app.metricsAddress()!.address).toBe('127.0.0.1');
  expect((await fetch(`${baseURL}/metrics`)).status).toBe(404);
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  expect(external).toBeDefined(); // a machine with a network address to try from
  const refused = await new Promise<string>((resolve) => {
    const socket = net.connect(app.metricsAddress()!.port, external!.address);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  expect(refused).toBe('ECONNREFUSED');
});

it('is off unless METRICS_PORT is set', async () => {
  const plain = await buildServer(configFromEnv({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, LOG_LEVEL: 'silent' }, false));
  await plain.ready();
  expect(plain.metricsAddress()).toBeNull();
  await plain.close();
});
