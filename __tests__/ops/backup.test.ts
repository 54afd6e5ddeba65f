/** @jest-environment node */
// `npm run backup` with the real restic on a temporary repository, against the real server: what the
// API acknowledged comes back byte for byte after the store is destroyed; a submission arriving during
// a backup is still acknowledged and kept; a damaged repository is found by `check`; a drill that finds
// a record missing fails and mails the operators (a real SMTP server here).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAUSE_FILE, PAUSE_MAX_MS, pauseWrites } from '../../server/backup-pause';
import { openStore, readRecords, TEMP_DIR } from '../../server/store';
import { timeOfRecordId } from '../../server/record-id';
import { contactBody, jobBody } from '../fixtures/form-bodies';
import { pdfOfSize } from '../fixtures/resume-files';
import { CONTACT, JOB, makePublicDir, postJson, ROOT, startServer, type ServerProcess } from '../utils/server-process';
import { operatorsEnv, startSmtp } from '../utils/smtp';
import { until } from '../utils/until';

jest.setTimeout(120_000);

const restic = spawnSync('restic', ['version'], { encoding: 'utf8' });
if (restic.status !== 0) throw new Error('restic is not installed: apt-get install restic goaccess');

let work: string;
let publicDir: string;
let storeDir: string;
let env: Record<string, string>;
let server: ServerProcess | null = null;

/** `npm run backup -- …` as the timer runs it: a child process. */
function backup(args: string[], extra: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', path.join(ROOT, 'scripts/ops/backup.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

/** Every file under a folder (but the pieces of work in progress), by relative path → SHA-256. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, file);
    if (rel.startsWith(`${TEMP_DIR}/`) || rel.startsWith('staff.db')) continue; // compared through SQLite
    files[rel] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return files;
}

/** node:sqlite in a child process (Jest's module loader does not know the builtin). */
function sqlite(file: string, query: string, setup = ''): string {
  const script = `const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec(${JSON.stringify(setup)}); console.log(JSON.stringify(db.prepare(${JSON.stringify(query)}).all()));`;
  const result = spawnSync(process.execPath, ['--no-warnings', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-backup-'));
  publicDir = makePublicDir();
  storeDir = path.join(work, 'store');
  fs.writeFileSync(path.join(work, 'password'), 'a long repository password\n');
  env = {
    RESTIC_REPOSITORY: path.join(work, 'repo'),
    RESTIC_PASSWORD_FILE: path.join(work, 'password'),
    RESTIC_CACHE_DIR: path.join(work, 'cache'),
    SUBMISSIONS_DIR: storeDir,
    SMTP_URL: '',
  };
  expect(await backup(['init'])).toMatchObject({ code: 0 });
});
afterEach(async () => {
  await server?.stop();
  server = null;
});
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(publicDir, { recursive: true, force: true });
});

const startSite = async () => (server = await startServer({ PUBLIC_DIR: publicDir, SUBMISSIONS_DIR: storeDir, SMTP_URL: '' }));

describe('when the store is destroyed after a backup', () => {
  it('restores every acknowledged record and résumé byte for byte, and the staff database', async () => {
    const site = await startSite();
    const acknowledged: Array<{ id: string; resume?: Uint8Array }> = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await postJson(site.baseURL, CONTACT, contactBody(`backup ${i}`));
      expect(res.status).toBe(200);
      acknowledged.push({ id: res.json!.data!.id });
    }
    for (const size of [20_000, 45_000]) {
      const res = await postJson(site.baseURL, JOB, jobBody(`backup ${size}`, size));
      expect(res.status).toBe(200);
      acknowledged.push({ id: res.json!.data!.id, resume: pdfOfSize(size) });
    }
    // The staff state another part of the server keeps (SQLite, in WAL mode as a live server would).
    sqlite(path.join(storeDir, 'staff.db'), 'SELECT 1', "PRAGMA journal_mode=WAL; CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('یادداشت');");

    const run = await backup(['run']);
    expect(run).toMatchObject({ code: 0 });
    expect(run.out).toContain('3 contact, 2 job record(s), 2 résumé(s), staff.db');
    expect(run.out).toContain('kept 7 daily, 8 weekly, 12 monthly snapshots');
    expect(fs.existsSync(path.join(storeDir, 'backup-snapshot'))).toBe(false);
    await site.stop();
    server = null;

    const before = filesOf(storeDir);
    fs.rmSync(storeDir, { recursive: true, force: true });

    const restored = await backup(['restore', '--target', storeDir]);
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.out).toContain(`restored snapshot latest into ${storeDir}`);
    expect(filesOf(storeDir)).toEqual(before);
    const contacts = await readRecords(storeDir, 'contact');
    const jobs = await readRecords(storeDir, 'job');
    expect([...contacts, ...jobs].map((r) => r.id).sort()).toEqual(acknowledged.map((a) => a.id).sort());
    for (const { id, resume } of acknowledged.filter((a) => a.resume)) {
      const record = jobs.find((r) => r.id === id)!;
      const stored = fs.readFileSync(path.join(storeDir, 'records/job', record.receivedAt.slice(0, 10), id, 'resume.pdf'));
      expect(Buffer.compare(stored, Buffer.from(resume!))).toBe(0);
    }
    expect(JSON.parse(sqlite(path.join(storeDir, 'staff.db'), 'SELECT text FROM notes'))).toEqual([{ text: 'یادداشت' }]);
    // Nothing of the restore's own is left beside the store.
    expect(fs.readdirSync(work).filter((n) => n.includes('restoring'))).toEqual([]);
  });

  it('refuses to restore over a store that is not empty, unless --force (which moves it aside)', async () => {
    const before = filesOf(storeDir);
    const refused = await backup(['restore', '--target', storeDir]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('is not empty: nothing restored');
    expect(filesOf(storeDir)).toEqual(before);

    fs.writeFileSync(path.join(storeDir, 'marker'), 'the store that was here');
    const forced = await backup(['restore', '--target', storeDir, '--force']);
    expect(forced).toMatchObject({ code: 0 });
    const aside = fs.readdirSync(work).filter((n) => n.startsWith('store.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(work, aside[0], 'marker'), 'utf8')).toBe('the store that was here');
    expect(fs.existsSync(path.join(storeDir, 'marker'))).toBe(false);
    expect(filesOf(storeDir)).toEqual(before);
    fs.rmSync(path.join(work, aside[0]), { recursive: true });
  });

  it('refuses malformed arguments with exit 2', async () => {
    for (const args of [['restore'], ['restore', '--target', storeDir, '--snapshot', '../x'], ['check', '--subset', '0%'], ['run', '--now'], ['nothing'], []]) {
      const result = await backup(args);
      expect({ args, code: result.code }).toEqual({ args, code: 2 });
      expect(result.err).toContain('usage: npm run backup');
    }
  });
});

describe('when a submission arrives during a backup', () => {
  it('waits out the pause of the copy, then is stored and acknowledged', async () => {
    const site = await startSite();
    const resume = await pauseWrites(storeDir, path.join(storeDir, TEMP_DIR));
    let answered = false;
    const pending = postJson(site.baseURL, CONTACT, contactBody('paused')).finally(() => (answered = true));
    // Written whole in tmp/, waiting to be renamed into records/ until the pause ends.
    await until(() => fs.readdirSync(path.join(storeDir, TEMP_DIR)).some((n) => /^[0-9a-f-]{36}$/.test(n)), 'the submission written, waiting in tmp/');
    expect(answered).toBe(false);
    await resume();
    const res = await pending;
    expect(res.status).toBe(200);
    expect((await readRecords(storeDir, 'contact')).map((r) => r.id)).toContain(res.json!.data!.id);
  });

  it('refuses a second pause while one holds, and ignores the pause of a backup that died (30 s old)', async () => {
    const site = await startSite();
    const resume = await pauseWrites(storeDir, path.join(storeDir, TEMP_DIR));
    await expect(pauseWrites(storeDir, path.join(storeDir, TEMP_DIR))).rejects.toThrow('another backup is running');
    const old = new Date(Date.now() - PAUSE_MAX_MS - 1000);
    fs.utimesSync(path.join(storeDir, PAUSE_FILE), old, old);
    const res = await postJson(site.baseURL, CONTACT, contactBody('stale pause'));
    expect(res.status).toBe(200);
    await resume();
    expect(fs.existsSync(path.join(storeDir, PAUSE_FILE))).toBe(false);
  });

  it('acknowledges and keeps every one of a burst sent while `backup run` copies the store', async () => {
    const site = await startSite();
    const running = backup(['run']);
    const ids: string[] = [];
    const answeredAt = new Map<string, number>();
    let done = false;
    void running.then(() => (done = true));
    // Submissions one after another for as long as the backup runs (at least a few).
    while (!done || ids.length < 5) {
      const res = await postJson(site.baseURL, CONTACT, contactBody(`burst ${ids.length}`));
      expect(res.status).toBe(200);
      ids.push(res.json!.data!.id);
      answeredAt.set(res.json!.data!.id, Date.now());
    }
    expect(await running).toMatchObject({ code: 0 });
    const live = (await readRecords(storeDir, 'contact')).map((r) => r.id);
    for (const id of ids) expect(live).toContain(id);

    // The snapshot is one instant: it holds every record acknowledged before it, and none received after it
    // (one received just before it may have waited out the pause and be stored right after).
    const target = path.join(work, 'burst-restore');
    const restored = await backup(['restore', '--target', target]);
    expect(restored).toMatchObject({ code: 0 });
    const takenAt = Date.parse(/taken at (\S+)/.exec(restored.out)![1]);
    const inSnapshot = new Set((await readRecords(target, 'contact')).map((r) => r.id));
    const acknowledgedBefore = ids.filter((id) => answeredAt.get(id)! < takenAt);
    expect(acknowledgedBefore.filter((id) => !inSnapshot.has(id))).toEqual([]);
    for (const id of inSnapshot) {
      expect(live).toContain(id);
      expect(timeOfRecordId(id)!).toBeLessThanOrEqual(takenAt);
    }
    fs.rmSync(target, { recursive: true });
  });
});

describe('the weekly drill', () => {
  it('passes while the latest snapshot holds the store; fails and mails the operators naming each record that differs', async () => {
    const smtp = await startSmtp();
    try {
      // Records of an hour ago (the drill compares those received before the snapshot's last minute).
      const store = await openStore(storeDir);
      const hourAgo = () => new Date(Date.now() - 3_600_000 - Math.floor(Math.random() * 1000)).toISOString();
      const contact = { fullName: 'x', subject: 'x', email: 'x@example.ir', phone: '09121234567', message: 'x', language: 'fa' };
      const kept = await store.write({ kind: 'contact', receivedAt: hourAgo(), idempotency: null, payload: contact });
      const lost = await store.write({ kind: 'contact', receivedAt: hourAgo(), idempotency: null, payload: contact });
      const applicant = await store.write({
        kind: 'job',
        receivedAt: hourAgo(),
        idempotency: null,
        payload: { resume: { fileName: 'cv.pdf', contentType: 'application/pdf', size: 5000 } },
        resume: { bytes: pdfOfSize(5000), extension: 'pdf' },
      });
      expect(await backup(['run'])).toMatchObject({ code: 0 });
      const passed = await backup(['drill'], operatorsEnv(smtp.port));
      expect(passed.code).toBe(0);
      expect(passed.out).toContain('drill passed');
      expect(Number(/(\d+) record\(s\) received before it compared/.exec(passed.out)![1])).toBeGreaterThanOrEqual(3);
      expect(smtp.received).toHaveLength(0);

      // Since the snapshot: a record lost (a mistaken rm), a résumé changed on disk, and a record of an
      // hour ago the snapshot does not have.
      const dirOf = (r: { kind: string; id: string; receivedAt: string }) => path.join(storeDir, 'records', r.kind, r.receivedAt.slice(0, 10), r.id);
      fs.rmSync(dirOf(lost), { recursive: true });
      fs.appendFileSync(path.join(dirOf(applicant), 'resume.pdf'), 'x');
      const unsaved = await store.write({ kind: 'contact', receivedAt: hourAgo(), idempotency: null, payload: contact });
      const failed = await backup(['drill'], operatorsEnv(smtp.port));
      expect(failed.code).toBe(1);
      expect(failed.err).toContain(`${lost.id}: in the snapshot, missing from the live store`);
      expect(failed.err).toContain(`${applicant.id}: differs between the live store and the snapshot (record or résumé)`);
      expect(failed.err).toContain(`${unsaved.id}: in the live store, missing from the snapshot`);
      expect(failed.err).not.toContain(kept.id);
      expect(failed.err).toContain('mailed to ops@example.ir');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(['ops@example.ir']);
      expect(smtp.received[0].mail.subject).toMatch(/^Backup drill failed on /);
      for (const id of [lost.id, applicant.id, unsaved.id]) expect(smtp.received[0].mail.text).toContain(id);
    } finally {
      await smtp.close();
    }
  });
});

describe('when the repository is damaged', () => {
  it('`check` reads the data back and fails naming the damage', async () => {
    expect(await backup(['check'])).toMatchObject({ code: 0 });
    const repo = path.join(work, 'damaged-repo');
    fs.cpSync(env.RESTIC_REPOSITORY, repo, { recursive: true });
    const packs = fs
      .readdirSync(path.join(repo, 'data'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    const largest = packs.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
    const bytes = fs.readFileSync(largest);
    for (let i = 100; i < 200; i += 1) bytes[Math.floor(bytes.length / 2) + i] ^= 0xff;
    fs.chmodSync(largest, 0o644);
    fs.writeFileSync(largest, bytes);
    const checked = await backup(['check'], { RESTIC_REPOSITORY: repo, RESTIC_CACHE_DIR: path.join(work, 'cache-damaged') });
    expect(checked.code).toBe(1);
    expect(checked.err).toContain('the repository is damaged');
  });
});
