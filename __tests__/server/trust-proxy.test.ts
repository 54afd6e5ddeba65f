/** @jest-environment node */
// TRUST_PROXY through a real nginx in front of the server (the deploy's own site block): two visitors,
// connecting to nginx from 127.0.0.2 and 127.0.0.3, each get their own rate limit, for every form the
// setting takes (a hop count, as deploy/site-server.env.example sets it; addresses and CIDR ranges;
// true). A value of no known form stops the server at start, naming the variable.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../../server/config';
import { parseTrustProxy, trustFunction } from '../../server/trust-proxy';
import { contactBody } from '../fixtures/form-bodies';
import { startNginx, type NginxProcess } from '../utils/nginx-process';
import { CONTACT, makePublicDir, runServerExpectingExit, startServer, type ServerProcess } from '../utils/server-process';

jest.setTimeout(60_000);

let publicDir: string;
beforeAll(() => {
  publicDir = makePublicDir();
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

/** A contact post to nginx from the given source address. */
function postFrom(localAddress: string, port: number, tag: string): Promise<number> {
  const body = JSON.stringify(contactBody(tag));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: CONTACT,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('TRUST_PROXY behind a real nginx', () => {
  const cases = ['1', '127.0.0.1', '127.0.0.0/8, ::1', 'loopback', 'true'];
  let server: ServerProcess | undefined;
  let nginx: NginxProcess | undefined;
  afterEach(async () => {
    await nginx?.stop();
    await server?.kill9();
    nginx = server = undefined;
  });

  it.each(cases)('TRUST_PROXY=%s: two visitors behind nginx are limited separately', async (trust) => {
    const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
    server = await startServer({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, TRUST_PROXY: trust, RATE_LIMIT_MAX: '2' });
    nginx = await startNginx({ root: publicDir, apiUpstream: server.baseURL });
    expect(await postFrom('127.0.0.2', nginx.port, 'a1')).toBe(200);
    expect(await postFrom('127.0.0.2', nginx.port, 'a2')).toBe(200);
    expect(await postFrom('127.0.0.2', nginx.port, 'a3')).toBe(429);
    // The second visitor has their own allowance, untouched by the first's.
    expect(await postFrom('127.0.0.3', nginx.port, 'b1')).toBe(200);
    expect(await postFrom('127.0.0.3', nginx.port, 'b2')).toBe(200);
    expect(await postFrom('127.0.0.3', nginx.port, 'b3')).toBe(429);
    fs.rmSync(storeDir, { recursive: true, force: true });
  });
});

describe('TRUST_PROXY values', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    [' 10.0.0.1 , 10.0.0.0/8,::1 ', '10.0.0.1,10.0.0.0/8,::1'],
    ['loopback,uniquelocal', 'loopback,uniquelocal'],
  ])('%p is read as %p', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '-1', '1.5', '01', '10.0.0.0/33', '10.0.0.1,', 'nginx', '1e3', '::1/129', '10.0.0.1/8/1'])('%p stops the server at start', (value) => {
    expect(() => configFromEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('a hop count trusts that many hops; a list trusts the listed peers only', () => {
    const one = trustFunction(1) as (a: string, i: number) => boolean;
    expect([one('127.0.0.1', 0), one('203.0.113.9', 1)]).toEqual([true, false]);
    const list = trustFunction('10.0.0.0/8,::1') as (a: string, i: number) => boolean;
    expect([list('10.1.2.3', 0), list('::ffff:10.1.2.3', 0), list('::1', 0), list('127.0.0.1', 0), list('203.0.113.9', 1)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(trustFunction(false)).toBe(false);
  });

  it('the server refuses a bad TRUST_PROXY with a message naming it', async () => {
    const { code, output } = await runServerExpectingExit({ PUBLIC_DIR: publicDir, TRUST_PROXY: 'yes please' });
    expect(code).toBe(1);
    expect(output).toMatch(/The server did not start: TRUST_PROXY must be/);
  });
});
