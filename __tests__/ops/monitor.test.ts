/** @jest-environment node */
// `npm run monitor` against the real server and a real SMTP server: nothing is mailed while the site is
// healthy; once the server is killed, two checks in a row fail and the operators get one mail naming
// what failed (and no more while it stays down); once it is back, one recovery mail. The state is a file,
// read afresh by each run as the per-minute timer's runs do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main, readState } from '../../scripts/ops/monitor';
import { makePublicDir, startServer, type ServerProcess } from '../utils/server-process';
import { operatorsEnv, startSmtp } from '../utils/smtp';

jest.setTimeout(90_000);

let work: string;
let publicDir: string;
let server: ServerProcess | null = null;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let env: Record<string, string>;
let sitePort = 0;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-monitor-'));
  publicDir = makePublicDir();
  smtp = await startSmtp();
  env = { ...operatorsEnv(smtp.port), MONITOR_STATE: path.join(work, 'state.json') };
});
afterAll(async () => {
  await server?.stop();
  await smtp.close();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(publicDir, { recursive: true, force: true });
});

/** The site on a port the system picks; started again (after it was killed) on the same one, which the monitor watches. */
async function startSite() {
  server = await startServer({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: path.join(work, 'store'), SMTP_URL: '' }, sitePort ? { port: sitePort } : {});
  sitePort = server.port;
}

/** One run of `npm run monitor -- --url … --once`, as the timer starts it each minute. */
async function check(extra: string[] = []) {
  const io = { out: '', err: '' };
  const code = await main(['--url', `http://127.0.0.1:${sitePort}`, '--once', '--timeout', '5', ...extra], env, {
    out: (s) => void (io.out += s),
    err: (s) => void (io.err += s),
  });
  return { code, ...io };
}

it('mails nothing while the site is healthy', async () => {
  await startSite();
  for (let i = 0; i < 3; i += 1) {
    const result = await check();
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/ ok \[outbox: 0 waiting; mail refused for good: 0; store: writable, \d+ MB free\]/);
  }
  expect(smtp.received).toHaveLength(0);
});

it('mails the operators once after two failed checks in a row, naming what failed', async () => {
  await server!.kill9();
  const first = await check();
  expect(first.code).toBe(0);
  expect(first.out).toContain('FAIL (1 in a row)');
  expect(smtp.received).toHaveLength(0);
  expect((await readState(env.MONITOR_STATE)).failures).toBe(1);

  const second = await check();
  expect(second.out).toContain('FAIL (2 in a row)');
  expect(second.out).toContain('mailed ops@example.ir');
  expect(smtp.received).toHaveLength(1);
  const [down] = smtp.received;
  expect(down.to).toEqual(['ops@example.ir']);
  expect(down.mail.subject).toBe(`DOWN: http://127.0.0.1:${sitePort}/: home page http://127.0.0.1:${sitePort}/: no answer (ECONNREFUSED)`);
  expect(down.mail.text).toContain(`health check http://127.0.0.1:${sitePort}/healthz: no answer (ECONNREFUSED)`);

  // Still down: no more mail.
  expect((await check()).out).toContain('FAIL (3 in a row)');
  expect(smtp.received).toHaveLength(1);
});

it('mails once more when the site recovers, then nothing while healthy', async () => {
  await startSite();
  const recovered = await check();
  expect(recovered.out).toContain(' ok ');
  expect(smtp.received).toHaveLength(2);
  expect(smtp.received[1].mail.subject).toBe(`RECOVERED: http://127.0.0.1:${sitePort}/`);
  expect(smtp.received[1].mail.text).toContain('no answer (ECONNREFUSED)');
  await check();
  await check();
  expect(smtp.received).toHaveLength(2);
});

it('counts low store space from /healthz as a failure', async () => {
  // More free space asked for than any disk has: the check fails on space, naming it.
  const result = await check(['--min-free-mb', '999999999']);
  expect(result.out).toMatch(/FAIL \(1 in a row\): store space low: \d+ MB left \(alert below 999999999 MB\)/);
  await check(); // healthy again before the alert was due: no mail at all
  expect(smtp.received).toHaveLength(2);
});

it('refuses malformed arguments with exit 2', async () => {
  for (const args of [
    [],
    ['--url', 'ftp://x'],
    ['--url', 'http://x', '--every', '0'],
    ['--url', 'http://x', '--min-free-mb', '1e3'],
    ['--url', 'http://x', '--bogus'],
  ]) {
    let err = '';
    const code = await main(args, env, { out: () => undefined, err: (s) => void (err += s) });
    expect({ args, code }).toEqual({ args, code: 2 });
    expect(err).toContain('usage: npm run monitor');
  }
});
