/** @jest-environment node */
// What a client can make the server hold, measured on the real server process: open descriptors
// (/proc/<pid>/fd) and memory return to their baseline after pipelined requests that are never read,
// brotli and gzip answers, a large file read in part, many pipelining clients at once; and /healthz
// reports descriptor pressure.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { descriptorProblem } from '../../server/descriptors';
import { until } from '../utils/until';
import { makePublicDir, startServer, type ServerProcess } from '../utils/server-process';

jest.setTimeout(120_000);

let publicDir: string;
let storeDir: string;
let server: ServerProcess;
let baseline: number;

const descriptors = () => fs.readdirSync(`/proc/${server.child.pid}/fd`).length;
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;

beforeAll(async () => {
  publicDir = makePublicDir();
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  // A script of 200 KB with its precompressed variants, and a large file.
  const script = 'console.log("a long script");\n'.repeat(7000);
  fs.writeFileSync(path.join(publicDir, 'component-big.js'), script);
  fs.writeFileSync(path.join(publicDir, 'component-big.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(publicDir, 'component-big.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(publicDir, 'large.bin'), Buffer.alloc(16 * 1024 * 1024, 1));
  server = await startServer({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, PAGE_RATE_LIMIT_MAX: '1000000' });
  await fetch(`${server.baseURL}/component-big.js`, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.arrayBuffer());
  baseline = descriptors();
});

afterAll(async () => {
  await server?.kill9();
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.rmSync(storeDir, { recursive: true, force: true });
});

async function connect(localAddress?: string): Promise<net.Socket> {
  const socket = net.connect({ port: server.port, host: '127.0.0.1', localAddress });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.on('error', () => undefined); // the server may cut it off: that is the point
  return socket;
}

const request = (file: string, encoding?: string) => `GET /${file} HTTP/1.1\r\nHost: site\r\n${encoding ? `Accept-Encoding: ${encoding}\r\n` : ''}\r\n`;

/** The most descriptors the server held while a client behaved as it does for `ms` (the client's behaviour, not a wait for a result). */
async function peakDescriptorsOver(ms: number): Promise<number> {
  let peak = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    peak = Math.max(peak, descriptors());
    await new Promise((r) => setTimeout(r, 50));
  }
  return peak;
}

async function backToBaseline(what: string) {
  await until(() => descriptors() <= baseline + 2, `${what}: descriptors back to ${baseline} (now ${descriptors()})`, 15_000);
}

describe('a client that pipelines and never reads', () => {
  it.each([
    ['a script', undefined],
    ['its brotli variant', 'br'],
    ['its gzip variant', 'gzip'],
  ])('2,000 requests for %s on one connection hold no descriptors once it closes', async (_what, encoding) => {
    const socket = await connect();
    socket.pause(); // never reads
    socket.write(request('component-big.js', encoding).repeat(2000));
    // The server does not hold a file per queued request while the connection lives (the client waits 5 s)...
    expect(await peakDescriptorsOver(5_000)).toBeLessThanOrEqual(baseline + 12);
    // ...and holds nothing once the client half-closes (it sends FIN but still does not read).
    socket.end();
    await backToBaseline(`pipelined ${encoding ?? 'identity'}`);
    socket.destroy();
  });
});

it('a client that reads part of a large file and closes leaves nothing open', async () => {
  for (let i = 0; i < 20; i += 1) {
    const socket = await connect();
    socket.write(request('large.bin'));
    await new Promise((resolve) => socket.once('data', resolve));
    socket.destroy();
  }
  for (let i = 0; i < 20; i += 1) {
    const socket = await connect();
    socket.write(request('component-big.js', 'br'));
    await new Promise((resolve) => socket.once('data', resolve));
    socket.end();
  }
  await backToBaseline('partial reads');
});

it('500 pipelining clients that never read (from 20 addresses): descriptors and memory come back', async () => {
  const before = rssMb();
  const sockets: net.Socket[] = [];
  for (let i = 0; i < 500; i += 1) {
    // 25 connections from each of 20 addresses: under the per-client limit (32), so every one is held.
    const socket = await connect(`127.0.1.${1 + (i % 20)}`);
    socket.pause();
    socket.write(request('component-big.js').repeat(200));
    sockets.push(socket);
  }
  expect(await peakDescriptorsOver(5_000)).toBeLessThanOrEqual(baseline + 500 * 10);
  const during = rssMb();
  for (const socket of sockets) socket.destroy();
  await backToBaseline('500 clients');
  const after = rssMb();
  console.log(`RSS ${before.toFixed(0)} MB before, ${during.toFixed(0)} MB during, ${after.toFixed(0)} MB after 500 pipelining clients`);
  // It was 199 MB → 681 MB for these clients, and 504 MB 30 s later.
  expect(during - before).toBeLessThan(150);
  expect(after - before).toBeLessThan(150);
});

it('/healthz reports descriptors in use against the limit', async () => {
  const res = await fetch(`${server.baseURL}/healthz`);
  const health = (await res.json()) as { descriptors: { open: number; limit: number } };
  expect(health.descriptors.limit).toBeGreaterThan(0);
  expect(health.descriptors.open).toBeGreaterThan(0);
  expect(health.descriptors.open).toBeLessThan(health.descriptors.limit);
});

it.each([
  [{ open: 100, limit: 1024 }, null],
  [{ open: 819, limit: 1024 }, null],
  [{ open: 820, limit: 1024 }, 'file descriptors nearly exhausted (820 of 1024 in use)'],
  [{ open: null, limit: null }, null],
])('descriptors %p: the problem /healthz reports is %p', (use, problem) => {
  expect(descriptorProblem(use)).toBe(problem);
});
