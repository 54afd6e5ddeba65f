// `npm run submissions -- <command>`: what staff and operators do with the stored submissions, reading
// the store the server writes (SUBMISSIONS_DIR, default var/submissions). `usage` below lists the
// commands. Arguments are parsed strictly (node:util parseArgs) and each value checked against an
// allowlist before anything runs: a refused value changes nothing and exits 2 with the usage line; a
// failure exits 1 naming what failed. Output is streamed, newest first, in memory that does not grow
// with the store; no control character from a submission reaches the terminal raw.
import { createWriteStream, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import { isIsoDateShaped, isIsoDateTimeShaped } from '../src/lib/dates';
import { parseStrictArgs } from '../src/lib/strict-args';
import { stringify } from 'csv-stringify/sync';
import { configFromEnv } from './config';
import { isFormKind, type FormKind } from './form-kind';
import { FORMS } from './forms';
import type { Sender } from './mail-message';
import { createTranslator } from './messages';
import { queuedIds, readEntry, removeEntry, writeEntry, type OutboxEntry } from './outbox';
import { parseReference } from './reference';
import { RECORD_ID } from './record-id';
import { DEFAULT_STORE_DIR, FAILED_MAIL_DIR, findRecord, OUTBOX_DIR, purgeRecords, records, resumePath, type PurgedRecord } from './store';
import type { StoredRecord, StoredResume } from './store';
import { openStaffDb } from './staff/staff-db';
import { createStaffStore, type AuditAction } from './staff/staff-store';

export const USAGE = `usage: npm run submissions -- <command>
  list [--kind contact|job] [--since DATE] [--limit N]          newest first
  show ID|REFERENCE                                             one record as JSON (by its id, or the reference the visitor quotes)
  export --kind contact|job [--format csv|json] [--since DATE] [--limit N] [--out FILE]
  resumes ID [ID...] --out DIR                                  copies résumés out
  purge --older-than DAYS [--dry-run]                           deletes records older than DAYS (a whole number, 1 or more)
  failed                                                        emails the SMTP server refused for good
  resend ID [ID...] | resend --all                              sends them again (needs the server's SMTP settings)
DATE is YYYY-MM-DD (from 00:00 UTC) or an ISO time such as 2025-06-15T08:30:00Z.`;

export class UsageError extends Error {}
/** A command that ran and failed for some of what it was asked (exit 1). */
export class CommandFailed extends Error {}

export type Io = { out: (s: string) => void | Promise<void>; err: (s: string) => void };

/**
 * The staff audit log, as the command line writes to it (docs/staff.md): each entry by "cli:<the
 * operator's login name>". Opened only by the commands that read personal data or delete it.
 */
type Audit = { record(action: AuditAction, record?: { id: string; kind: string } | null, detail?: string): void; forget(ids: string[]): void; close(): void };

function operator(env: NodeJS.ProcessEnv): string {
  let login = '';
  try {
    login = os.userInfo().username;
  } catch {
    // no passwd entry for this uid (a container): the environment's name, if any
  }
  return `cli:${login || env.LOGNAME || env.USER || 'unknown'}`;
}

function openAudit(storeDir: string, env: NodeJS.ProcessEnv): Audit {
  const db = openStaffDb(storeDir);
  const staff = createStaffStore(db);
  const actor = operator(env);
  return {
    record: (action, record, detail) => staff.audit(actor, action, record, detail),
    forget: (ids) => staff.forget(ids),
    close: () => db.close(),
  };
}

const FORMULA_START = /^[=+\-@\t\r]/;
// C0 and C1 controls, DEL, and the bidi overrides and isolates that can disguise a line on a terminal.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const DAYS = /^[1-9][0-9]*$/;
const COUNT = /^[1-9][0-9]*$/;

/** A spreadsheet must show this cell as text, never run it: a leading apostrophe where it could be a formula. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Text for a terminal: every control character written as a visible \u escape. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// What JSON.stringify leaves raw inside strings: DEL, C1 controls, bidi overrides and isolates.
const UNPRINTABLE_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** JSON for a terminal: JSON.stringify escapes C0 controls itself; the rest are escaped too (still valid JSON). */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNPRINTABLE_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// ---------------------------------------------------------------------------------------------
// Arguments

type Options = NonNullable<ParseArgsConfig['options']>;

function parse<T extends Options>(args: string[], options: T, allowPositionals = false) {
  try {
    return parseStrictArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function kindOf(value: string | undefined, required: boolean): FormKind | undefined {
  if (value === undefined) {
    if (required) throw new UsageError('--kind contact|job is required');
    return undefined;
  }
  if (!isFormKind(value)) throw new UsageError(`--kind must be contact or job, not "${printable(value)}"`);
  return value;
}

function sinceOf(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = isIsoDateShaped(value) ? new Date(`${value}T00:00:00Z`) : isIsoDateTimeShaped(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new UsageError(`--since must be a date like 2025-06-15, not "${printable(value)}"`);
  return date;
}

function limitOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!COUNT.test(value)) throw new UsageError(`--limit must be a whole number of 1 or more, not "${printable(value)}"`);
  return Number(value);
}

/** What a command may take as a record: an id (a UUID v7) or a reference as quoted; anything else is refused before the store is touched. */
function recordKeys(values: string[], { references }: { references: boolean }): string[] {
  const refused = values.filter((v) => !RECORD_ID.test(v) && !(references && parseReference(v)));
  if (refused.length) {
    const what = references ? 'record ids or references' : 'record ids';
    throw new UsageError(`not ${what} (see list and failed): ${refused.map((v) => `"${printable(v)}"`).join(', ')}; nothing was changed`);
  }
  return values;
}

const QUERY = { kind: { type: 'string' }, since: { type: 'string' }, limit: { type: 'string' } } as const satisfies Options;

// ---------------------------------------------------------------------------------------------
// Commands

/** "0192…  0692-123456  2025-06-15T12:00:00.000Z  contact  Sara Ahmadi <sara@example.ir> — subject", made printable. */
function listLine(r: StoredRecord): string {
  const p = r.payload as Record<string, string>;
  const who = r.kind === 'contact' ? `${p.fullName} <${p.email}> — ${p.subject}` : `${p.firstName} ${p.lastName} — ${p.jobPosition}`;
  return printable(`${r.id}  ${r.reference}  ${r.receivedAt}  ${r.kind.padEnd(7)}  ${who}`);
}

async function list(args: string[], storeDir: string, io: Io): Promise<void> {
  const { values } = parse(args, QUERY);
  let count = 0;
  for await (const r of records(storeDir, { kind: kindOf(values.kind, false), since: sinceOf(values.since), limit: limitOf(values.limit) })) {
    await io.out(`${listLine(r)}\n`);
    count += 1;
  }
  if (count === 0) await io.out(`No submissions in ${storeDir}\n`);
}

async function show(args: string[], storeDir: string, io: Io, audit: () => Audit): Promise<void> {
  const { positionals } = parse(args, {}, true);
  if (positionals.length !== 1) throw new UsageError('show needs one record id or reference (see list)');
  recordKeys(positionals, { references: true });
  const record = await findRecord(storeDir, positionals[0]);
  if (!record) throw new CommandFailed(`No record ${printable(positionals[0])} in ${storeDir}`);
  audit().record('viewed-record', record);
  await io.out(`${printableJson({ ...record, resumeFile: resumePath(storeDir, record) })}\n`);
}

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'object') return (value as StoredResume).fileName ?? JSON.stringify(value);
  return String(value);
}

/** The CSV header row: the form's Persian labels. */
function csvHeader(kind: FormKind): string[] {
  const translator = createTranslator();
  const label = (field: string) => {
    const text = translator.raw('fa', `${kind}.fields.${field}.label`);
    return typeof text === 'string' ? text : translator.t('fa', `mail.${field}`);
  };
  const header = [translator.t('fa', 'mail.id'), translator.t('fa', 'mail.reference'), translator.t('fa', 'mail.receivedAt'), ...FORMS[kind].fields.map(label)];
  return kind === 'job' ? [...header, translator.t('fa', 'mail.resumeFile')] : header;
}

function csvRow(record: StoredRecord, storeDir: string): string[] {
  const row = [record.id, record.reference, record.receivedAt, ...FORMS[record.kind].fields.map((f) => cellOf(record.payload[f]))];
  return record.kind === 'job' ? [...row, resumePath(storeDir, record) ?? ''] : row;
}

/** CSV as Excel and LibreOffice open it: BOM, CRLF, RFC 4180 quoting, formulas defused. */
export const csvLine = (cells: string[]) => stringify([cells.map(safeCell)], { record_delimiter: 'windows', quoted_match: /^\s|\s$/ });

/** Where an export goes: a file (written under a temporary name, renamed when complete) or standard output. */
async function exportSink(out: string | undefined, io: Io) {
  if (!out) return { write: io.out, done: async () => undefined };
  const temp = path.join(path.dirname(out), `.${path.basename(out)}.partial`);
  const stream = createWriteStream(temp);
  const opened = new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
  await opened.catch((error: Error) => {
    throw new CommandFailed(`cannot write ${out}: ${error.message}`);
  });
  return {
    write: (s: string) => (stream.write(s) ? undefined : new Promise<void>((resolve) => stream.once('drain', () => resolve()))),
    done: async () => {
      await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
      await fs.rename(temp, out);
    },
  };
}

async function exportRecords(args: string[], storeDir: string, io: Io, audit: () => Audit): Promise<void> {
  const { values } = parse(args, { ...QUERY, format: { type: 'string' }, out: { type: 'string' } });
  const kind = kindOf(values.kind, true)!;
  const format = values.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') throw new UsageError(`--format must be csv or json, not "${printable(format)}"`);
  const query = { kind, since: sinceOf(values.since), limit: limitOf(values.limit) };
  const sink = await exportSink(values.out, io);
  let first = true;
  await sink.write(format === 'csv' ? `\ufeff${csvLine(csvHeader(kind))}` : '[');
  for await (const record of records(storeDir, query)) {
    await sink.write(format === 'csv' ? csvLine(csvRow(record, storeDir)) : `${first ? '\n' : ',\n'}${printableJson(record)}`);
    first = false;
  }
  if (format === 'json') await sink.write(first ? ']\n' : '\n]\n');
  await sink.done();
  audit().record('exported', null, `${kind} ${format}${values.since ? ` since ${values.since}` : ''}${values.limit ? ` limit ${values.limit}` : ''}`);
}

/** The longest UTF-8 prefix of `text` that fits in `bytes`, never cutting a character in two. */
function fitBytes(text: string, bytes: number): string {
  let fitted = '';
  for (const char of text) {
    if (Buffer.byteLength(fitted + char) > bytes) break;
    fitted += char;
  }
  return fitted;
}

/** The file system's limit on one name (ext4, XFS, tmpfs): 255 bytes. */
const NAME_MAX_BYTES = 255;

/** "<id>-<the applicant's file name, made safe>", shortened to fit one file name, keeping the extension. */
export function resumeFileName(id: string, fileName: string): string {
  const safe = path.basename(fileName).replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '_');
  const ext = path.extname(safe).slice(0, 10);
  const stem = safe.slice(0, safe.length - ext.length);
  return `${id}-${fitBytes(stem, NAME_MAX_BYTES - Buffer.byteLength(`${id}-${ext}`))}${ext}`;
}

async function copyResume(storeDir: string, id: string, out: string, audit: () => Audit): Promise<string> {
  const record = await findRecord(storeDir, id);
  const file = record && resumePath(storeDir, record);
  if (!record || !file) throw new Error(`no résumé for ${printable(id)} in ${storeDir}`);
  // The applicant's own file name after the id, so two applicants' "cv.pdf" never collide.
  const target = path.join(out, resumeFileName(record.id, (record.payload.resume as StoredResume).fileName));
  await fs.copyFile(file, target);
  audit().record('downloaded-resume', record, 'copied by the command line');
  return target;
}

async function resumes(args: string[], storeDir: string, io: Io, audit: () => Audit): Promise<void> {
  const { values, positionals } = parse(args, { out: { type: 'string' } }, true);
  if (!values.out || positionals.length === 0) throw new UsageError('resumes ID [ID...] --out DIR');
  recordKeys(positionals, { references: true });
  await fs.mkdir(values.out, { recursive: true });
  const failed: string[] = [];
  // One résumé that cannot be copied does not stop the others.
  for (const id of positionals) {
    try {
      await io.out(`${printable(await copyResume(storeDir, id, values.out, audit))}\n`);
    } catch (error) {
      failed.push(`${printable(id)}: ${printable((error as Error).message)}`);
    }
  }
  if (failed.length) throw new CommandFailed(`not copied (${failed.length} of ${positionals.length}):\n  ${failed.join('\n  ')}`);
}

async function purge(args: string[], storeDir: string, io: Io, now: Date, audit: () => Audit): Promise<void> {
  const { values } = parse(args, { 'older-than': { type: 'string' }, 'dry-run': { type: 'boolean' } });
  const days = values['older-than'];
  if (days === undefined || !DAYS.test(days)) {
    throw new UsageError(
      `purge --older-than DAYS needs a whole number of days, 1 or more, in digits (got ${days === undefined ? 'nothing' : `"${printable(days)}"`}); nothing was deleted`,
    );
  }
  const cutoff = new Date(now.getTime() - Number(days) * 86_400_000);
  const dryRun = values['dry-run'] ?? false;
  // The staff area's state of each record (its notes among it) goes with it; the audit entries about it stay.
  const purged: PurgedRecord[] = [];
  const count = await purgeRecords(storeDir, cutoff, {
    dryRun,
    onRecord: (r) => {
      if (dryRun) void io.out(`${r.id}  ${r.receivedAt}  ${r.kind}\n`);
      else purged.push(r);
    },
  });
  if (purged.length) {
    audit().forget(purged.map((r) => r.id));
    for (const r of purged) audit().record('purged', r, `received ${r.receivedAt}`);
  }
  await io.out(
    dryRun
      ? `${count} record(s) received before ${cutoff.toISOString()} would be deleted\n`
      : `${count} record(s) received before ${cutoff.toISOString()} deleted\n`,
  );
}

async function failedMail(args: string[], storeDir: string, io: Io): Promise<void> {
  parse(args, {});
  const ids = await queuedIds(storeDir, FAILED_MAIL_DIR);
  for (const id of ids) {
    const entry = await readEntry(storeDir, FAILED_MAIL_DIR, id);
    const line = entry
      ? `${id}  ${entry.kind}  attempts ${entry.attempts}  ${entry.lastError ?? ''}`
      : `${id}  unreadable entry (resend sends it from its record)`;
    await io.out(`${printable(line)}\n`);
  }
  await io.out(`${ids.length} email(s) refused for good${ids.length ? '; send again with: resend ID | resend --all' : ''}\n`);
}

async function resend(args: string[], storeDir: string, io: Io, env: NodeJS.ProcessEnv): Promise<void> {
  const { values, positionals } = parse(args, { all: { type: 'boolean' } }, true);
  if (Boolean(values.all) === positionals.length > 0) throw new UsageError('resend ID [ID...] | resend --all');
  recordKeys(positionals, { references: false });
  const mail = configFromEnv(env, false).mail;
  if (!mail) throw new CommandFailed("SMTP_URL is not set: give resend the server's mail settings (SMTP_URL, MAIL_FROM, MAIL_TO_CONTACT, MAIL_TO_JOBS)");
  // nodemailer is loaded only by the command that sends.
  const { createSender } = await import('./mail-message');
  const sender = createSender(mail, storeDir, createTranslator());
  const failed: string[] = [];
  try {
    for (const id of values.all ? await queuedIds(storeDir, FAILED_MAIL_DIR) : positionals) {
      const problem = await resendOne(storeDir, id, sender);
      if (problem) failed.push(`${printable(id)}: ${printable(problem)}`);
      else await io.out(`${id} sent\n`);
    }
  } finally {
    sender.close();
  }
  if (failed.length) throw new CommandFailed(`not sent (${failed.length}):\n  ${failed.join('\n  ')}`);
}

/** Sends one failed email; on success it leaves mail-failed/. Returns what went wrong, or null. */
async function resendOne(storeDir: string, id: string, sender: Sender): Promise<string | null> {
  // The same rule as `failed` (server/outbox.ts): an entry it lists is one resend takes.
  if (!(await queuedIds(storeDir, FAILED_MAIL_DIR)).includes(id)) return 'not among the failed emails (see failed)';
  const record = await findRecord(storeDir, id);
  // An entry that no longer parses is rebuilt from its record (its Message-ID is the record id's).
  const entry: OutboxEntry = (await readEntry(storeDir, FAILED_MAIL_DIR, id)) ?? {
    id,
    kind: record?.kind ?? 'contact',
    messageId: sender.messageIdOf(id),
    attempts: 0,
    nextAttemptAt: new Date().toISOString(),
  };
  if (!record) {
    await removeEntry(storeDir, FAILED_MAIL_DIR, id);
    return 'its record is no longer stored (purged); the email was dropped';
  }
  try {
    await sender.send(record, entry.messageId);
  } catch (error) {
    await writeEntry(storeDir, FAILED_MAIL_DIR, { ...entry, attempts: entry.attempts + 1, lastError: String((error as Error).message) });
    return String((error as Error).message);
  }
  await removeEntry(storeDir, FAILED_MAIL_DIR, id);
  await removeEntry(storeDir, OUTBOX_DIR, id);
  return null;
}

/** Runs one command. Throws UsageError (exit 2) or CommandFailed (exit 1). */
export async function run(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Io['out'] = (s) => void process.stdout.write(s),
  now = new Date(),
): Promise<number> {
  const storeDir = path.resolve(env.SUBMISSIONS_DIR ?? DEFAULT_STORE_DIR);
  const io: Io = { out, err: (s) => process.stderr.write(s) };
  const [command, ...args] = argv;
  const opened: { audit: Audit | null } = { audit: null };
  const audit = () => (opened.audit ??= openAudit(storeDir, env));
  const commands: Record<string, () => Promise<void>> = {
    list: () => list(args, storeDir, io),
    show: () => show(args, storeDir, io, audit),
    export: () => exportRecords(args, storeDir, io, audit),
    resumes: () => resumes(args, storeDir, io, audit),
    purge: () => purge(args, storeDir, io, now, audit),
    failed: () => failedMail(args, storeDir, io),
    resend: () => resend(args, storeDir, io, env),
  };
  if (!command || !Object.prototype.hasOwnProperty.call(commands, command)) {
    throw new UsageError(command ? `unknown command "${printable(command)}"` : 'no command given');
  }
  try {
    await commands[command]();
  } finally {
    opened.audit?.close();
  }
  return 0;
}

/** The process's exit code for a run: 0, 2 with the usage for a refused argument, 1 naming what failed. */
export async function main(argv: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  try {
    return await run(argv, env, io.out);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    io.err(`${error instanceof CommandFailed ? error.message : String((error as Error)?.stack ?? error)}\n`);
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2), process.env, { out: (s) => void process.stdout.write(s), err: (s) => void process.stderr.write(s) }).then((code) => {
    process.exitCode = code;
  });
}
