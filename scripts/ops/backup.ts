// `npm run backup -- init | run | check | restore --target DIR | drill`: the submissions store backed up
// with restic (Debian's package), configured by restic's own RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE
// and the server's SUBMISSIONS_DIR. A snapshot is one point in time: new records wait an instant
// (server/backup-pause.ts) while the store is copied as hard links (the store never changes a file in
// place: every file is written once, or replaced by a rename), and staff.db, where it exists, through
// SQLite's own consistent copy (VACUUM INTO). restic then reads that copy at leisure. docs/operations.md
// is the runbook.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run as submissions } from '../../server/cli';
import { pauseWrites, PAUSE_FILE } from '../../server/backup-pause';
import { FORM_KINDS } from '../../server/form-kind';
import { timeOfRecordId } from '../../server/record-id';
import { DEFAULT_STORE_DIR, records, resumePath, TEMP_DIR, type StoredRecord } from '../../server/store';
import { CommandFailed, exitCodeOf, parse, processIo, runTool, UsageError, type Io } from './command';
import { mailOperators, operatorsMailOf } from './operators-mail';

export const USAGE = `usage: npm run backup -- <command>
  init                                   creates the restic repository (RESTIC_REPOSITORY)
  run                                    one snapshot of the store, then forget and prune (7 daily, 8 weekly, 12 monthly)
  check [--subset 1/7|10%]               checks the repository and reads back its data (all, or the part given)
  restore --target DIR [--snapshot ID] [--force]
                                         the latest (or a given) snapshot into DIR, which must be empty unless --force
                                         (then the store there is moved aside to DIR.before-restore-<time>, not deleted)
  drill                                  reads the whole repository back (check), restores the latest snapshot into a
                                         temporary folder and compares it with the live store; any damage or
                                         difference fails and mails MAIL_TO_OPERATORS
Settings: RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE (restic's own), SUBMISSIONS_DIR (the server's store),
SMTP_URL, MAIL_FROM, MAIL_TO_OPERATORS (the drill's mail), RETENTION_DAYS (the purge's, default 365).`;

/** Snapshots kept by `run`: one a day for a week, one a week for two months, one a month for a year. */
export const KEEP = { daily: 7, weekly: 8, monthly: 12 } as const;
export const TAG = 'site-store';
/** The copy restic reads, inside the store (hard links need the same file system); the server ignores it. */
export const SNAPSHOT_DIR = 'backup-snapshot';
/** What the copy holds and when it was taken, read by restore and the drill. */
export const MANIFEST = 'BACKUP.json';
export const STAFF_DB = 'staff.db';
/** Not copied: work in progress, the copy itself, the pause, SQLite's live files (copied through SQLite). */
const NOT_COPIED = new Set([TEMP_DIR, SNAPSHOT_DIR, PAUSE_FILE, STAFF_DB, `${STAFF_DB}-wal`, `${STAFF_DB}-shm`, `${STAFF_DB}-journal`]);
/**
 * A record's time is taken just before it is written (server/submission.ts), and the write takes
 * milliseconds to seconds: one received this long before the snapshot had its write finished before
 * the pause, so it must be in it. Younger ones may have waited out the pause and been stored after.
 */
export const SETTLED_MS = 60_000;
const SNAPSHOT_ID = /^(latest|[0-9a-f]{8,64})$/;
const SUBSET = /^([1-9][0-9]?%|[1-9][0-9]*\/[1-9][0-9]*)$/;
const DAYS = /^[1-9][0-9]*$/;

export type Manifest = { takenAt: string; records: Record<string, number>; resumes: number; staffDb: boolean };

type Context = { storeDir: string; env: NodeJS.ProcessEnv; io: Io; now: () => Date };

// ---------------------------------------------------------------------------------------------
// restic

function resticEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!env.RESTIC_REPOSITORY?.trim()) throw new CommandFailed('RESTIC_REPOSITORY is not set (where the backups go, e.g. sftp:backup@host:/srv/restic/site)');
  if (!env.RESTIC_PASSWORD_FILE?.trim() && !env.RESTIC_PASSWORD)
    throw new CommandFailed("RESTIC_PASSWORD_FILE is not set (the file holding the repository's password)");
  return env;
}

async function restic(ctx: Context, args: string[], cwd?: string): Promise<string> {
  const result = await runTool('restic', args, { env: resticEnv(ctx.env), cwd });
  if (result.code !== 0) throw new CommandFailed(`restic ${args[0]} failed (exit ${result.code}):\n${result.stderr.trim() || result.stdout.trim()}`);
  return result.stdout;
}

// ---------------------------------------------------------------------------------------------
// The copy

/** Hard links of every file under `from` at the same places under `to`. */
async function linkTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) await linkTree(source, path.join(to, entry.name));
    else if (entry.isFile()) await fs.link(source, path.join(to, entry.name));
  }
}

/** SQLite's consistent copy of a live database (a read transaction: writers are not stopped). */
async function copySqlite(file: string, target: string): Promise<void> {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
}

/** Counts the records and résumés of a store. */
async function census(storeDir: string): Promise<Pick<Manifest, 'records' | 'resumes'>> {
  const counts: Record<string, number> = Object.fromEntries(FORM_KINDS.map((k) => [k, 0]));
  let resumes = 0;
  for await (const record of records(storeDir)) {
    counts[record.kind] += 1;
    if (resumePath(storeDir, record)) resumes += 1;
  }
  return { records: counts, resumes };
}

/** The store as it is at one instant, as hard links in <store>/backup-snapshot, with its manifest. */
export async function takeSnapshot(storeDir: string, now: () => Date = () => new Date()): Promise<{ dir: string; manifest: Manifest }> {
  const dir = path.join(storeDir, SNAPSHOT_DIR);
  await fs.rm(dir, { recursive: true, force: true }); // left by a backup that died
  await fs.mkdir(path.join(storeDir, TEMP_DIR), { recursive: true });
  const resume = await pauseWrites(storeDir, path.join(storeDir, TEMP_DIR));
  let takenAt: Date;
  let staffDb = false;
  try {
    takenAt = now();
    await fs.mkdir(dir);
    for (const entry of await fs.readdir(storeDir, { withFileTypes: true })) {
      if (NOT_COPIED.has(entry.name)) continue;
      if (entry.isDirectory()) await linkTree(path.join(storeDir, entry.name), path.join(dir, entry.name));
      else if (entry.isFile()) await fs.link(path.join(storeDir, entry.name), path.join(dir, entry.name));
    }
    const db = path.join(storeDir, STAFF_DB);
    staffDb = await fs.stat(db).then(
      (s) => s.isFile(),
      () => false,
    );
    if (staffDb) await copySqlite(db, path.join(dir, STAFF_DB));
  } finally {
    await resume();
  }
  const manifest: Manifest = { takenAt: takenAt.toISOString(), ...(await census(dir)), staffDb };
  await fs.writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

const describe = (m: Manifest) =>
  `${Object.entries(m.records)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ')} record(s), ${m.resumes} résumé(s)${m.staffDb ? `, ${STAFF_DB}` : ''}, taken at ${m.takenAt}`;

// ---------------------------------------------------------------------------------------------
// Commands

async function init(args: string[], ctx: Context): Promise<void> {
  parse(args, {});
  await restic(ctx, ['init']);
  ctx.io.out(`restic repository created at ${ctx.env.RESTIC_REPOSITORY}; keep its password apart from the server (without it nothing restores)\n`);
}

async function backup(args: string[], ctx: Context): Promise<void> {
  parse(args, {});
  resticEnv(ctx.env);
  const { dir, manifest } = await takeSnapshot(ctx.storeDir, ctx.now);
  try {
    const output = await restic(ctx, ['backup', '--json', '--tag', TAG, '.'], dir);
    const summary = output
      .split('\n')
      .map((line) => {
        try {
          return JSON.parse(line) as { message_type?: string; snapshot_id?: string };
        } catch {
          return null;
        }
      })
      .find((m) => m?.message_type === 'summary');
    ctx.io.out(`snapshot ${summary?.snapshot_id ?? '?'}: ${describe(manifest)}\n`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  // Grouped by paths and tag, not host name: a store restored on a new machine keeps its history.
  await restic(ctx, [
    'forget',
    '--tag',
    TAG,
    '--group-by',
    'paths,tags',
    '--keep-daily',
    String(KEEP.daily),
    '--keep-weekly',
    String(KEEP.weekly),
    '--keep-monthly',
    String(KEEP.monthly),
    '--prune',
  ]);
  ctx.io.out(`kept ${KEEP.daily} daily, ${KEEP.weekly} weekly, ${KEEP.monthly} monthly snapshots; older ones pruned\n`);
}

async function check(args: string[], ctx: Context): Promise<void> {
  const { values } = parse(args, { subset: { type: 'string' } });
  if (values.subset !== undefined && !SUBSET.test(values.subset)) throw new UsageError(`--subset must be like 1/7 or 10%, not "${values.subset}"`);
  const result = await runTool('restic', ['check', values.subset ? `--read-data-subset=${values.subset}` : '--read-data'], { env: resticEnv(ctx.env) });
  if (result.code !== 0)
    throw new CommandFailed(`the repository is damaged (restic check, exit ${result.code}):\n${`${result.stdout}\n${result.stderr}`.trim()}`);
  ctx.io.out(`repository ${ctx.env.RESTIC_REPOSITORY} checked${values.subset ? ` (data subset ${values.subset})` : ', all data read back'}: no errors\n`);
}

/** Restores a snapshot into a new folder beside `near` and checks it against its manifest. */
async function restoreBeside(ctx: Context, snapshot: string, near: string): Promise<{ dir: string; manifest: Manifest }> {
  const dir = await fs.mkdtemp(path.join(path.dirname(near), `.${path.basename(near)}.restoring-`));
  try {
    await restic(ctx, ['restore', snapshot, ...(snapshot === 'latest' ? ['--tag', TAG] : []), '--target', dir]);
    const manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8').catch(() => 'null')) as Manifest | null;
    if (!manifest) throw new CommandFailed(`snapshot ${snapshot} has no ${MANIFEST}: not a snapshot made by npm run backup`);
    const found = await census(dir);
    if (JSON.stringify(found) !== JSON.stringify({ records: manifest.records, resumes: manifest.resumes })) {
      throw new CommandFailed(`snapshot ${snapshot} restored incomplete: ${JSON.stringify(found)} where it holds ${JSON.stringify(manifest)}`);
    }
    return { dir, manifest };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function restore(args: string[], ctx: Context): Promise<void> {
  const { values } = parse(args, { target: { type: 'string' }, snapshot: { type: 'string' }, force: { type: 'boolean' } });
  if (!values.target) throw new UsageError('restore needs --target DIR (the store to create)');
  const snapshot = values.snapshot ?? 'latest';
  if (!SNAPSHOT_ID.test(snapshot)) throw new UsageError(`--snapshot must be latest or a snapshot id (restic snapshots), not "${snapshot}"`);
  const target = path.resolve(values.target);
  const existing = await fs.readdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw new CommandFailed(`${target} cannot be read: ${error.message}`);
  });
  if (existing?.length && !values.force) {
    throw new CommandFailed(
      `${target} is not empty: nothing restored. Restore elsewhere, or add --force to move what is there aside (kept as ${target}.before-restore-<time>)`,
    );
  }
  await fs.mkdir(path.dirname(target), { recursive: true });
  resticEnv(ctx.env);
  // Restored whole beside the target first, then one rename: never half a store in its place.
  const { dir, manifest } = await restoreBeside(ctx, snapshot, target);
  await fs.rm(path.join(dir, MANIFEST));
  let aside: string | null = null;
  if (existing?.length) {
    aside = `${target}.before-restore-${ctx.now().toISOString().replace(/[:.]/g, '-')}`;
    await fs.rename(target, aside);
  } else if (existing) await fs.rmdir(target);
  await fs.rename(dir, target);
  ctx.io.out(`restored snapshot ${snapshot} into ${target}: ${describe(manifest)}\n`);
  if (aside) ctx.io.out(`the store that was there is in ${aside} (to undo: mv ${target} ${target}.restored && mv ${aside} ${target})\n`);
}

/** One record's content as the submissions tool exports it, with its résumé's bytes: a hash. */
async function contentHash(storeDir: string, record: StoredRecord): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(record));
  const resume = resumePath(storeDir, record);
  if (resume) hash.update(await fs.readFile(resume).catch(() => Buffer.from('(résumé missing)')));
  return hash.digest('hex');
}

/** Every record of a store, read with the submissions tool's own export, by id → content hash. */
async function exported(storeDir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const kind of FORM_KINDS) {
    let json = '';
    await submissions(['export', '--kind', kind, '--format', 'json'], { SUBMISSIONS_DIR: storeDir }, (s) => void (json += s));
    for (const record of JSON.parse(json) as StoredRecord[]) hashes.set(record.id, await contentHash(storeDir, record));
  }
  return hashes;
}

/** What differs between the live store and a snapshot of it (empty: the snapshot holds it all). */
export async function compareStores(
  live: string,
  restored: string,
  manifest: Manifest,
  now: Date,
  retentionDays: number,
): Promise<{ compared: number; problems: string[] }> {
  const settled = Date.parse(manifest.takenAt) - SETTLED_MS;
  const purgedBefore = now.getTime() - retentionDays * 86_400_000;
  const [liveHashes, backedUp] = await Promise.all([exported(live), exported(restored)]);
  const problems: string[] = [];
  let compared = 0;
  for (const [id, hash] of liveHashes) {
    if ((timeOfRecordId(id) ?? 0) >= settled) continue; // arrived about when the snapshot was taken, or after
    compared += 1;
    if (!backedUp.has(id)) problems.push(`${id}: in the live store, missing from the snapshot`);
    else if (backedUp.get(id) !== hash) problems.push(`${id}: differs between the live store and the snapshot (record or résumé)`);
  }
  for (const id of backedUp.keys()) {
    // The nightly purge removes records past the retention: those are expected to be gone.
    if (!liveHashes.has(id) && (timeOfRecordId(id) ?? 0) >= purgedBefore) problems.push(`${id}: in the snapshot, missing from the live store`);
  }
  return { compared, problems };
}

async function drill(args: string[], ctx: Context): Promise<void> {
  parse(args, {});
  const retention = ctx.env.RETENTION_DAYS?.trim() || '365';
  if (!DAYS.test(retention)) throw new UsageError(`RETENTION_DAYS must be a whole number of days, not "${retention}"`);
  const mail = operatorsMailOf(ctx.env);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-drill-'));
  let problems: string[];
  let summary: string;
  try {
    // First every pack read back: a damaged repository is found before a restore would need it.
    const checked = await runTool('restic', ['check', '--read-data'], { env: resticEnv(ctx.env) });
    if (checked.code !== 0) throw new CommandFailed(`the repository is damaged (restic check):\n${`${checked.stdout}\n${checked.stderr}`.trim()}`);
    const { dir, manifest } = await restoreBeside(ctx, 'latest', path.join(work, 'store'));
    const result = await compareStores(ctx.storeDir, dir, manifest, ctx.now(), Number(retention));
    problems = result.problems;
    summary = `latest snapshot (${describe(manifest)}): ${result.compared} record(s) received before it compared with ${ctx.storeDir}`;
  } catch (error) {
    problems = [error instanceof CommandFailed ? error.message : String((error as Error)?.stack ?? error)];
    summary = 'the repository could not be read back, or its latest snapshot restored';
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  if (problems.length === 0) {
    ctx.io.out(`drill passed: ${summary}, no difference\n`);
    return;
  }
  const text = `The weekly backup drill on ${os.hostname()} failed.\n\n${summary}.\n\n${problems.join('\n')}\n\nWhat to do: docs/operations.md, "When the drill fails".\n`;
  let mailed = '';
  if (typeof mail === 'string') mailed = `\n(${mail})`;
  else {
    await mailOperators(mail, `Backup drill failed on ${os.hostname()}`, text).then(
      () => (mailed = `\n(mailed to ${mail.to})`),
      (error: Error) => (mailed = `\n(the mail to the operators failed: ${error.message})`),
    );
  }
  throw new CommandFailed(`drill FAILED: ${summary}:\n  ${problems.join('\n  ')}${mailed}`);
}

/** Runs one command; throws UsageError (exit 2) or CommandFailed (exit 1). */
export async function runBackup(argv: string[], env: NodeJS.ProcessEnv = process.env, io: Io = processIo, now = () => new Date()): Promise<void> {
  const ctx: Context = { storeDir: path.resolve(env.SUBMISSIONS_DIR ?? DEFAULT_STORE_DIR), env, io, now };
  const [command, ...args] = argv;
  const commands: Record<string, () => Promise<void>> = {
    init: () => init(args, ctx),
    run: () => backup(args, ctx),
    check: () => check(args, ctx),
    restore: () => restore(args, ctx),
    drill: () => drill(args, ctx),
  };
  if (!command || !Object.prototype.hasOwnProperty.call(commands, command)) throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  await commands[command]();
}

export const main = (argv: string[], env: NodeJS.ProcessEnv, io: Io) => exitCodeOf(() => runBackup(argv, env, io), USAGE, io);

if (require.main === module) {
  void main(process.argv.slice(2), process.env, processIo).then((code) => (process.exitCode = code));
}
