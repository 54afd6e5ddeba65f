/** @jest-environment node */
// SIGTERM with 20 contact posts in flight, 10 of them with half their body sent: every one is read to
// its end, stored and answered 200, a request that arrives after the signal is answered 503 with
// Retry-After and the localized message, and the process exits 0 within the drain time.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readRecords } from '../../server/store';
import { contactBody } from '../fixtures/form-bodies';
import { until } from '../utils/until';
import { CONTACT, makePublicDir, startServer, type ServerProcess } from '../utils/server-process';

jest.setTimeout(90_000);

let publicDir: string;
let storeDir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  publicDir = makePublicDir();
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-drain-'));
});
afterAll(async () => {
  await server?.kill9();
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.rmSync(storeDir, { recursive: true, force: true });
});

type Exchange = { socket: net.Socket; answer: Promise<string> };

/** A raw connection; `answer` is everything the server sent once it closes the connection. */
async function open(port: number): Promise<Exchange> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (d) => (received += d));
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => undefined);
  return { socket, answer };
}

const head = (length: number) => `POST ${CONTACT} HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
const requestsLogged = () => (server!.output().match(/"msg":"incoming request"/g) ?? []).length;

it('drains 20 contacts in flight at SIGTERM (10 with half a body), refuses newcomers 503, exits 0', async () => {
  server = await startServer({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, LOG_LEVEL: 'info', DRAIN_TIMEOUT_MS: '20000' });
  const before = requestsLogged();
  const bodies = Array.from({ length: 20 }, (_, i) => Buffer.from(JSON.stringify(contactBody(`drain-${i}`))));
  const exchanges = await Promise.all(bodies.map(() => open(server!.port)));
  exchanges.forEach(({ socket }, i) => {
    socket.write(head(bodies[i].length));
    socket.write(i < 10 ? bodies[i].subarray(0, bodies[i].length >> 1) : bodies[i]);
  });
  // In flight: the server has begun every one of them (Fastify logs each request as it starts).
  await until(() => requestsLogged() >= before + 20, 'the server began all 20 requests');

  const started = Date.now();
  server.child.kill('SIGTERM');
  await until(() => server!.output().includes('shutting down'), 'the server took the signal');

  // A request after the signal: 503, Retry-After, the localized message.
  const late = await fetch(`${server.baseURL}${CONTACT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ ...contactBody('late'), language: 'en' }),
  });
  expect(late.status).toBe(503);
  expect(late.headers.get('retry-after')).toBe('10');
  expect(((await late.json()) as { messages: Array<{ message: string }> }).messages[0].message).toBe(
    'The server is restarting; please try again in 10 seconds. What you typed stays in the form',
  );

  // The rest of the half-sent bodies, after the signal: still read and answered.
  // (Written, not ended: the server closes each connection after its answer while it drains.)
  exchanges.slice(0, 10).forEach(({ socket }, i) => socket.write(bodies[i].subarray(bodies[i].length >> 1)));
  const answers = await Promise.all(exchanges.map((e) => e.answer));
  for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 200 /);

  expect(await server.stop()).toBe(0);
  expect(Date.now() - started).toBeLessThan(20_000);
  const stored = await readRecords(storeDir, 'contact');
  expect(stored.map((r) => r.payload.subject).sort()).toEqual(bodies.map((_, i) => contactBody(`drain-${i}`).subject).sort());
});
