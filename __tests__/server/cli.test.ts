/** @jest-environment node */
// `npm run submissions`: the export opened as a spreadsheet would open it (the CSV parsed back with
// Persian intact, formulas defused), the JSON export, résumés copied out by id, and purge deleting
// exactly what is older than N days.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { main, run, safeCell, UsageError } from '../../server/cli';
import { newRecordId } from '../../server/record-id';
import { outboxState } from '../../server/outbox';
import { OUTBOX_DIR, openStore, readRecords, recordDir, type Store } from '../../server/store';
import { PDF_BYTES } from '../fixtures/resume-files';
import { leftovers } from '../utils/server-process';

let storeDir: string;
let store: Store;
const DAY = 86_400_000;

beforeEach(async () => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-cli-'));
  store = await openStore(storeDir);
});
afterEach(() => fs.rmSync(storeDir, { recursive: true, force: true }));

const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function contact(days: number, fields: Record<string, string> = {}) {
  return store.write({
    kind: 'contact',
    receivedAt: daysAgo(days),
    idempotency: null,
    payload: {
      fullName: 'سارا احمدی',
      subject: 'مشاورهٔ سبدگردانی',
      email: 'sara@example.ir',
      phone: '09121234567',
      message: 'سلام،\nلطفاً "تماس" بگیرید.',
      language: 'fa',
      ...fields,
    },
  });
}

function job(days: number) {
  return store.write({
    kind: 'job',
    receivedAt: daysAgo(days),
    idempotency: null,
    payload: {
      firstName: 'علی',
      lastName: 'کریمی',
      qualifications: ['analysis', 'portfolio-management'],
      jobPosition: 'financial',
      resume: { fileName: 'رزومهٔ من.pdf', contentType: 'application/pdf', size: PDF_BYTES.length },
      language: 'fa',
    },
    resume: { bytes: PDF_BYTES, extension: 'pdf' },
    outbox: { id: 'pending' },
  });
}

async function cli(...argv: string[]): Promise<string> {
  let out = '';
  const code = await run(argv, { SUBMISSIONS_DIR: storeDir }, (s) => {
    out += s;
  });
  expect(code).toBe(0);
  return out;
}

describe('export', () => {
  it('writes a CSV that a spreadsheet opens with Persian intact: BOM, CRLF, RFC 4180 quoting, formulas defused', async () => {
    const a = await contact(2);
    const b = await contact(1, { fullName: '=HYPERLINK("http://evil.example","click")', subject: '+98 خط', message: '-1+2', email: '@x' });
    const file = path.join(storeDir, 'contact.csv');
    expect(await cli('export', '--kind', 'contact', '--format', 'csv', '--out', file)).toBe('');
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('\r\n');
    expect(text.replace(/\r\n/g, '').replace(/"[^"]*"/g, '')).not.toContain('\n');

    const rows = parse(bytes, { bom: true, relax_column_count: false }) as string[][];
    expect(rows[0]).toEqual(['شناسهٔ ثبت', 'کد رهگیری', 'زمان دریافت', 'نام و نام خانوادگی', 'موضوع', 'ایمیل', 'شمارهٔ تماس', 'پیام', 'زبان صفحه']);
    // Newest first.
    expect(rows.slice(1).map((r) => r.slice(0, 2))).toEqual([
      [b.id, b.reference],
      [a.id, a.reference],
    ]);
    expect(rows[2].slice(3)).toEqual(['سارا احمدی', 'مشاورهٔ سبدگردانی', 'sara@example.ir', '09121234567', 'سلام،\nلطفاً "تماس" بگیرید.', 'fa']);
    expect(rows[1].slice(3, 8)).toEqual([`'=HYPERLINK("http://evil.example","click")`, "'+98 خط", "'@x", '09121234567', "'-1+2"]);
  });

  it('writes JSON: an array of the stored records with their ids and receipt times, to standard output', async () => {
    const a = await contact(3);
    await job(1);
    const out = JSON.parse(await cli('export', '--kind', 'contact', '--format', 'json'));
    expect(out).toEqual([{ id: a.id, reference: a.reference, kind: 'contact', receivedAt: a.receivedAt, idempotency: null, payload: a.payload }]);
    const jobs = JSON.parse(await cli('export', '--kind', 'job', '--format', 'json'));
    expect(jobs).toHaveLength(1);
    expect(jobs[0].payload.resume).toEqual({ fileName: 'رزومهٔ من.pdf', contentType: 'application/pdf', size: PDF_BYTES.length, storedAs: 'resume.pdf' });
  });

  it('lists, shows and copies résumés out by id', async () => {
    const a = await contact(1);
    const j = await job(0);
    const list = await cli('list');
    expect(list.split('\n').filter(Boolean)).toHaveLength(2);
    expect(list).toContain(`${j.id}`);
    expect(JSON.parse(await cli('show', a.id)).payload.fullName).toBe('سارا احمدی');
    // …or by the reference the visitor quotes, in Persian digits too.
    expect(list).toContain(a.reference);
    const persian = a.reference.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect(JSON.parse(await cli('show', persian)).id).toBe(a.id);
    expect(JSON.parse(await cli('show', a.reference.replace('-', ' '))).id).toBe(a.id);
    // A mistyped reference (its check digit disagrees) is no reference: refused (exit 2).
    await expect(
      run(['show', `${a.reference.slice(0, -1)}${(Number(a.reference.slice(-1)) + 1) % 10}`], { SUBMISSIONS_DIR: storeDir }, () => undefined),
    ).rejects.toThrow(UsageError);
    const out = path.join(storeDir, 'out');
    const copied = (await cli('resumes', j.id, '--out', out)).trim();
    expect(path.basename(copied)).toBe(`${j.id}-رزومهٔ_من.pdf`);
    expect(Buffer.compare(fs.readFileSync(copied), Buffer.from(PDF_BYTES))).toBe(0);
  });

  it('refuses unknown commands and values with a usage message', async () => {
    await expect(run(['export', '--kind', 'everything'], { SUBMISSIONS_DIR: storeDir }, () => undefined)).rejects.toThrow(UsageError);
    await expect(run(['frobnicate'], { SUBMISSIONS_DIR: storeDir }, () => undefined)).rejects.toThrow(UsageError);
    await expect(run(['show', 'not-an-id'], { SUBMISSIONS_DIR: storeDir }, () => undefined)).rejects.toThrow(UsageError);
    await expect(run(['show', newRecordId(new Date())], { SUBMISSIONS_DIR: storeDir }, () => undefined)).rejects.toThrow(/No record/);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+98', "'+98"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['سلام', 'سلام'],
    ['09121234567', '09121234567'],
  ])('safeCell(%j) = %j', (value, expected) => {
    expect(safeCell(value)).toBe(expected);
  });
});

describe('purge', () => {
  it('deletes records, résumés and pending emails older than N days, and nothing else', async () => {
    const old = await job(400);
    const oldContact = await contact(366);
    const recent = await job(10);
    const fresh = await contact(0);
    expect(fs.readdirSync(path.join(storeDir, OUTBOX_DIR)).sort()).toEqual([`${old.id}.json`, `${recent.id}.json`].sort());

    expect(await cli('purge', '--older-than', '365', '--dry-run')).toMatch(/^2 record\(s\) received before .* would be deleted$/m);
    expect(await readRecords(storeDir, 'job')).toHaveLength(2);

    expect(await cli('purge', '--older-than', '365')).toMatch(/^2 record\(s\)/);
    expect((await readRecords(storeDir, 'job')).map((r) => r.id)).toEqual([recent.id]);
    expect((await readRecords(storeDir, 'contact')).map((r) => r.id)).toEqual([fresh.id]);
    expect(fs.existsSync(recordDir(storeDir, 'job', old.id))).toBe(false);
    expect(fs.existsSync(recordDir(storeDir, 'contact', oldContact.id))).toBe(false);
    expect(fs.readdirSync(recordDir(storeDir, 'job', recent.id)).sort()).toEqual(['record.json', 'resume.pdf']);
    expect(fs.readdirSync(path.join(storeDir, OUTBOX_DIR))).toEqual([`${recent.id}.json`]);
    expect(leftovers(storeDir)).toEqual([]);
  });
});

/** The command as the shell runs it: exit code, standard output and standard error. */
async function shell(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, { SUBMISSIONS_DIR: storeDir }, { out: (s) => void (out += s), err: (s) => void (err += s) });
  return { code, out, err };
}

describe('purge --older-than refuses anything but a whole number of days in digits, and deletes nothing then', () => {
  it.each([
    ['empty (an unset variable in a cron line)', ''],
    ['a space', ' '],
    ['minus zero', '-0'],
    ['zero', '0'],
    ['hexadecimal', '0x10'],
    ['a fraction', '1.5'],
    ['an exponent', '1e3'],
    ['a plus sign', '+5'],
    ['a leading zero', '030'],
    ['letters', 'abc'],
    ['Persian digits', '۳۶۵'],
    ['a negative number', '-5'],
  ])('%s', async (_case, value) => {
    const old = await contact(400);
    const result = await shell('purge', `--older-than=${value}`);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/nothing was deleted/);
    expect(result.err).toContain('usage: npm run submissions');
    expect((await readRecords(storeDir, 'contact')).map((r) => r.id)).toEqual([old.id]);
  });

  it('without the option, or with an unknown one, is a usage error too', async () => {
    await contact(400);
    expect((await shell('purge')).code).toBe(2);
    expect((await shell('purge', '--older-than', '30', '--force')).code).toBe(2);
    expect((await shell('purge', '--older', '30')).code).toBe(2);
    expect(await readRecords(storeDir, 'contact')).toHaveLength(1);
  });

  it('with --dry-run lists what would go and deletes nothing', async () => {
    const old = await contact(40);
    await contact(10);
    const result = await shell('purge', '--older-than', '30', '--dry-run');
    expect(result.code).toBe(0);
    expect(result.out.split('\n')[0]).toMatch(new RegExp(`^${old.id}  ${old.receivedAt}  contact$`));
    expect(result.out).toMatch(/^1 record\(s\) received before .* would be deleted$/m);
    expect(await readRecords(storeDir, 'contact')).toHaveLength(2);
  });
});

describe('list', () => {
  it('shows the newest first, honours --limit and --since, and refuses a bad value', async () => {
    const a = await contact(3);
    const b = await contact(2);
    const c = await contact(1);
    const ids = (out: string) =>
      out
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')[0]);
    expect(ids(await cli('list'))).toEqual([c.id, b.id, a.id]);
    expect(ids(await cli('list', '--limit', '2'))).toEqual([c.id, b.id]);
    expect(ids(await cli('list', '--since', b.receivedAt))).toEqual([c.id, b.id]);
    for (const bad of [['--limit', '0'], ['--limit', 'x'], ['--since', '15/06/2025'], ['--kind', 'all'], ['--everything']]) {
      expect((await shell('list', ...bad)).code).toBe(2);
    }
  });

  it('never prints a control character raw: C1, DEL, bidi overrides and C0 become visible escapes', async () => {
    const r = await contact(1, { fullName: 'Sara\u009b31mRED\u0007 \u202eevil', subject: 'a\u0085b\u007f' });
    const out = await cli('list');
    expect(out).toContain('Sara\\u009b31mRED\\u0007 \\u202eevil');
    expect(out).toContain('a\\u0085b\\u007f');
    // eslint-disable-next-line no-control-regex -- what must not reach the terminal
    expect(out.replace(/\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    const shown = await cli('show', r.id);
    // eslint-disable-next-line no-control-regex -- what must not reach the terminal
    expect(shown.replace(/\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.parse(shown).payload.fullName).toBe('Sara\u009b31mRED\u0007 \u202eevil'); // still the stored value, as JSON
  });
});

describe('resumes', () => {
  it('copies a résumé named with 120 Persian letters under a name that fits 255 bytes, and goes on past one that fails (exit 1 naming it)', async () => {
    const longName = `${'ب'.repeat(120)}.pdf`;
    const long = await store.write({
      kind: 'job',
      receivedAt: daysAgo(1),
      idempotency: null,
      payload: { firstName: 'علی', lastName: 'کریمی', resume: { fileName: longName, contentType: 'application/pdf', size: PDF_BYTES.length } },
      resume: { bytes: PDF_BYTES, extension: 'pdf' },
    });
    const short = await job(0);
    const missing = newRecordId(new Date());
    const out = path.join(storeDir, 'out');
    const result = await shell('resumes', long.id, missing, short.id, '--out', out);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`not copied (1 of 3)`);
    expect(result.err).toContain(missing);
    const copied = fs.readdirSync(out).sort();
    expect(copied).toHaveLength(2);
    const longCopy = copied.find((n) => n.startsWith(long.id))!;
    expect(Buffer.byteLength(longCopy)).toBeLessThanOrEqual(255);
    expect(longCopy).toMatch(/^[0-9a-f-]{36}-ب+\.pdf$/);
    expect(Buffer.compare(fs.readFileSync(path.join(out, longCopy)), Buffer.from(PDF_BYTES))).toBe(0);
    expect(copied.some((n) => n.startsWith(short.id))).toBe(true);
  });
});

describe('ids a command takes: checked against the allowlist, never joined into a path raw', () => {
  const SMTP = { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Site <no-reply@example.ir>', MAIL_TO_CONTACT: 'a@example.ir', MAIL_TO_JOBS: 'b@example.ir' };

  /** Every file under the store and the victim, with its bytes: what must not change. */
  function snapshot(...dirs: string[]): Record<string, string> {
    const files: Record<string, string> = {};
    for (const dir of dirs)
      for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        const full = path.join(dir, f);
        if (fs.statSync(full).isFile()) files[full] = fs.readFileSync(full, 'base64');
      }
    return files;
  }

  it.each([
    ['resend', (id: string) => ['resend', `../outbox/${id}`]],
    ['resend', (id: string, day: string) => ['resend', `../records/contact/${day}/${id}/record`]],
    ['resend', () => ['resend', '../../../../../../../../victim/secret']],
    ['resend', (id: string) => ['resend', id, `${id}/..`]],
    ['show', (id: string, day: string) => ['show', `../records/contact/${day}/${id}`]],
    ['resumes', () => ['resumes', '../../../../../../../../victim/secret', '--out', 'OUT']],
    ['resumes', (id: string) => ['resumes', id, '..', '--out', 'OUT']],
  ])('%s with a path for an id exits 2 and changes nothing', async (_command, argv) => {
    const record = await contact(0);
    const outbox = path.join(storeDir, OUTBOX_DIR);
    fs.mkdirSync(outbox, { recursive: true });
    fs.writeFileSync(
      path.join(outbox, `${record.id}.json`),
      JSON.stringify({ id: record.id, kind: 'contact', messageId: 'm', attempts: 0, nextAttemptAt: record.receivedAt }),
    );
    const victim = fs.mkdtempSync(path.join(os.tmpdir(), 'victim-'));
    fs.writeFileSync(path.join(victim, 'secret'), 'keep me');
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    fs.rmdirSync(out);
    const args = argv(record.id, record.receivedAt.slice(0, 10)).map((a) => a.replace('victim', path.relative('/', victim)).replace('OUT', out));
    const before = snapshot(storeDir, victim);
    let err = '';
    const code = await main(args, { SUBMISSIONS_DIR: storeDir, ...SMTP }, { out: () => undefined, err: (s) => void (err += s) });
    expect(code).toBe(2);
    expect(err).toMatch(/^not record ids( or references)? \(see list and failed\): .*; nothing was changed/);
    expect(snapshot(storeDir, victim)).toEqual(before);
    expect(fs.existsSync(out)).toBe(false);
    fs.rmSync(victim, { recursive: true, force: true });
  });

  it('failed and resend share one rule for an entry: an unparseable file is one, a folder named like one is not', async () => {
    const record = await contact(0);
    const failedDir = path.join(storeDir, 'mail-failed');
    fs.mkdirSync(failedDir, { recursive: true });
    fs.writeFileSync(path.join(failedDir, `${record.id}.json`), '{ cut off');
    const folderId = newRecordId(new Date());
    fs.mkdirSync(path.join(failedDir, `${folderId}.json`));
    const listed = await cli('failed');
    expect(listed).toContain(`${record.id}  unreadable entry`);
    expect(listed).not.toContain(folderId);
    expect(listed).toMatch(/^1 email\(s\) refused for good/m);
    expect((await outboxState(storeDir, new Date())).failed).toBe(1);

    // resend takes the entry failed lists (here the SMTP server is unreachable: refused again, not "unknown").
    let err = '';
    const code = await main(['resend', '--all'], { SUBMISSIONS_DIR: storeDir, ...SMTP }, { out: () => undefined, err: (s) => void (err += s) });
    expect(code).toBe(1);
    expect(err).toContain(`not sent (1):\n  ${record.id}: `);
    expect(err).not.toContain('not among the failed emails');
    // The entry is readable again, one attempt more; the folder is left alone.
    expect(JSON.parse(fs.readFileSync(path.join(failedDir, `${record.id}.json`), 'utf8'))).toMatchObject({ id: record.id, kind: 'contact', attempts: 1 });
    expect(fs.statSync(path.join(failedDir, `${folderId}.json`)).isDirectory()).toBe(true);
  });

  it.each([
    [['list', '--limit', '1', '--limit', '2']],
    [['export', '--kind', 'contact', '--kind', 'job']],
    [['purge', '--older-than', '400', '--older-than', '1']],
    [['purge', '--older-than', '400', '--dry-run', '--dry-run']],
  ])('%p: a repeated option is a usage error (exit 2)', async (argv) => {
    await contact(10);
    let err = '';
    expect(await main(argv, { SUBMISSIONS_DIR: storeDir }, { out: () => undefined, err: (s) => void (err += s) })).toBe(2);
    expect(err).toMatch(/is given twice/);
    expect(await readRecords(storeDir, 'contact')).toHaveLength(1);
  });
});
