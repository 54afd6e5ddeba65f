/** @jest-environment node */
// scripts/ops/unit-failed.ts as deploy/site-ops-failed@.service runs it (a process of its own), against
// a real SMTP server: a mail to MAIL_TO_OPERATORS naming the failed unit, with the time and the unit's
// last journal lines (journalctl asked for exactly those), still sent where journalctl is missing;
// without the mail settings it exits 1 saying which are missing, and mails nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../utils/server-process';
import { operatorsEnv, startSmtp } from '../utils/smtp';

jest.setTimeout(60_000);

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let work: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-unit-failed-'));
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  fs.rmSync(work, { recursive: true, force: true });
});
beforeEach(() => void smtp.received.splice(0));

/** The command as the unit runs it: node --import tsx scripts/ops/unit-failed.ts <args>. */
function run(args: string[], env: Record<string, string | undefined>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // The mail settings are the test's alone, never the machine's.
    const rest = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['SMTP_URL', 'MAIL_FROM', 'MAIL_TO_OPERATORS'].includes(name)));
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ops/unit-failed.ts', ...args], { cwd: ROOT, env: { ...rest, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

it('mails the operators naming the unit, with the time and its last journal lines as journalctl gives them', async () => {
  // A journalctl of the test's own in front of the real one: it says what it was asked, as the journal's lines.
  const bin = path.join(work, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(path.join(bin, 'journalctl'), '#!/bin/sh\necho "journal line: $*"\necho "site-backup.service: Failed with result \'exit-code\'."\n', {
    mode: 0o755,
  });
  const before = Date.now();
  const result = await run(['site-backup.service'], { ...operatorsEnv(smtp.port), PATH: `${bin}:${process.env.PATH}` });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('mailed ops@example.ir: FAILED: site-backup.service');
  expect(smtp.received).toHaveLength(1);
  const [{ mail, to }] = smtp.received;
  expect(to).toEqual(['ops@example.ir']);
  expect(mail.subject).toBe(`FAILED: site-backup.service on ${os.hostname()}`);
  expect(mail.text).toContain('journal line: -u site-backup.service -n 30 --no-pager');
  expect(mail.text).toContain("Failed with result 'exit-code'");
  expect(mail.text).toContain("Last night's backup was not made");
  expect(mail.text).toContain('systemctl start site-backup.service');
  const told = Date.parse(/told at (\S+) /.exec(mail.text ?? '')![1]);
  expect(told).toBeGreaterThanOrEqual(before - 1000);
  expect(told).toBeLessThanOrEqual(Date.now());
});

it('still mails where journalctl is missing, saying where to read the journal', async () => {
  const result = await run(['site-traffic.service'], { ...operatorsEnv(smtp.port), PATH: path.join(work, 'nothing-here') });
  expect(result.code).toBe(0);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0].mail.subject).toBe(`FAILED: site-traffic.service on ${os.hostname()}`);
  expect(smtp.received[0].mail.text).toContain('(journalctl is not available here: read "journalctl -u site-traffic.service"');
});

it('reads the real journal where there is one', async () => {
  const result = await run(['site-backup-drill.service'], operatorsEnv(smtp.port));
  expect(result.code).toBe(0);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0].mail.subject).toBe(`FAILED: site-backup-drill.service on ${os.hostname()}`);
  expect(smtp.received[0].mail.text).toContain('Its last 30 journal lines:');
});

it('without the mail settings exits 1 naming what is missing, and mails nothing', async () => {
  const result = await run(['site-backup.service'], { ...operatorsEnv(smtp.port), MAIL_TO_OPERATORS: '' });
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toBe('site-backup.service failed, and cannot mail the operators: MAIL_TO_OPERATORS not set (in /etc/site-server/env)');
  const none = await run(['site-backup.service'], {});
  expect(none.code).toBe(1);
  expect(none.stderr).toContain('SMTP_URL, MAIL_FROM, MAIL_TO_OPERATORS not set');
  expect(smtp.received).toHaveLength(0);
});

it('refuses a command line that names no unit, or not a unit (exit 2, with the usage)', async () => {
  for (const args of [[], ['--lines', '5'], ['-x; rm -rf /'], ['site-backup.service', 'other.service'], ['site-backup.service', '--lines', '0']]) {
    const result = await run(args, operatorsEnv(smtp.port));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: node --import tsx scripts/ops/unit-failed.ts <unit>');
  }
  expect(smtp.received).toHaveLength(0);
});
