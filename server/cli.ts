// `npm run submissions -- <command>`: what staff and operators do with the stored submissions, reading
// the store the server writes (SUBMISSIONS_DIR, default var/submissions). Commands:
//   list [--kind contact|job]                         one line per record, oldest first
//   show ID                                           one record as JSON
//   export --kind contact|job --format csv|json [--out FILE]
//   resumes ID [ID...] --out DIR                      copies résumés out under their original names
//   purge --older-than DAYS [--dry-run]               deletes records (and résumés, pending emails) older than DAYS
// CSV: UTF-8 with a byte-order mark and CRLF line ends, quoted as RFC 4180 says, so Excel and
// LibreOffice open it with Persian intact; a cell that a spreadsheet would run as a formula (starting
// with = + - @, a tab or a carriage return) is prefixed with an apostrophe.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { isFormKind, type FormKind } from './form-kind';
import { FORMS } from './forms';
import { createTranslator } from './messages';
import { DEFAULT_STORE_DIR, findRecord, listRecords, purgeRecords, resumePath } from './store';
import type { StoredRecord, StoredResume } from './store';

const FORMULA_START = /^[=+\-@\t\r]/;

export class UsageError extends Error {}

/** A spreadsheet must show this cell as text, never run it: a leading apostrophe where it could be a formula. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'object') {
    const resume = value as StoredResume;
    return resume.fileName ?? JSON.stringify(value);
  }
  return String(value);
}

/** The records of one kind as CSV: a header row of the form's Persian labels, then one row per record. */
export function toCsv(records: StoredRecord[], kind: FormKind, storeDir: string): string {
  const translator = createTranslator();
  const { fields } = FORMS[kind];
  const label = (field: string) => {
    const text = translator.raw('fa', `${kind}.fields.${field}.label`);
    return typeof text === 'string' ? text : translator.t('fa', `mail.${field}`);
  };
  const header = [translator.t('fa', 'mail.id'), translator.t('fa', 'mail.receivedAt'), ...fields.map(label)];
  if (kind === 'job') header.push(translator.t('fa', 'mail.resumeFile'));
  const rows = records.map((record) => {
    const row = [record.id, record.receivedAt, ...fields.map((f) => cellOf(record.payload[f]))];
    if (kind === 'job') row.push(resumePath(storeDir, record) ?? '');
    return row.map(safeCell);
  });
  return stringify([header.map(safeCell), ...rows], { bom: true, record_delimiter: 'windows', quoted_match: /^\s|\s$/ });
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function kindOption(args: string[], required: boolean): FormKind | undefined {
  const value = option(args, '--kind');
  if (value === undefined) {
    if (required) throw new UsageError('--kind contact|job is required');
    return undefined;
  }
  if (!isFormKind(value)) throw new UsageError(`--kind must be contact or job, not "${value}"`);
  return value;
}

async function output(text: string, out: string | undefined, write: (s: string) => void) {
  if (out) await fs.writeFile(out, text);
  else write(text);
}

/** Runs one command; returns the exit code. `write` is standard output. */
export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env, write: (s: string) => void = (s) => process.stdout.write(s)): Promise<number> {
  const storeDir = path.resolve(env.SUBMISSIONS_DIR ?? DEFAULT_STORE_DIR);
  const [command, ...args] = argv;
  switch (command) {
    case 'list': {
      const records = await listRecords(storeDir, kindOption(args, false));
      for (const r of records) {
        const p = r.payload as Record<string, string>;
        const who = r.kind === 'contact' ? `${p.fullName} <${p.email}> — ${p.subject}` : `${p.firstName} ${p.lastName} — ${p.jobPosition}`;
        write(`${r.id}  ${r.receivedAt}  ${r.kind.padEnd(7)}  ${who}\n`);
      }
      if (records.length === 0) write(`No submissions in ${storeDir}\n`);
      return 0;
    }
    case 'show': {
      const id = args[0];
      if (!id) throw new UsageError('show needs a record id (see list)');
      const record = await findRecord(storeDir, id);
      if (!record) throw new UsageError(`No record ${id} in ${storeDir}`);
      write(`${JSON.stringify({ ...record, resumeFile: resumePath(storeDir, record) }, null, 2)}\n`);
      return 0;
    }
    case 'export': {
      const kind = kindOption(args, true)!;
      const format = option(args, '--format') ?? 'csv';
      if (format !== 'csv' && format !== 'json') throw new UsageError(`--format must be csv or json, not "${format}"`);
      const records = await listRecords(storeDir, kind);
      const text = format === 'csv' ? toCsv(records, kind, storeDir) : `${JSON.stringify(records, null, 2)}\n`;
      await output(text, option(args, '--out'), write);
      return 0;
    }
    case 'resumes': {
      const out = option(args, '--out');
      const ids = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--out');
      if (!out || ids.length === 0) throw new UsageError('resumes ID [ID...] --out DIR');
      await fs.mkdir(out, { recursive: true });
      for (const id of ids) {
        const record = await findRecord(storeDir, id);
        const file = record && resumePath(storeDir, record);
        if (!record || !file) throw new UsageError(`No résumé for ${id} in ${storeDir}`);
        const resume = record.payload.resume as StoredResume;
        // The applicant's own file name, made safe, after the id so two applicants' "cv.pdf" never collide.
        const name = `${id}-${path.basename(resume.fileName).replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '_')}`;
        await fs.copyFile(file, path.join(out, name));
        write(`${path.join(out, name)}\n`);
      }
      return 0;
    }
    case 'purge': {
      const days = Number(option(args, '--older-than'));
      if (!Number.isFinite(days) || days < 0) throw new UsageError('purge --older-than DAYS (a number of days)');
      const cutoff = new Date(Date.now() - days * 86_400_000);
      if (args.includes('--dry-run')) {
        const old = (await listRecords(storeDir)).filter((r) => Date.parse(r.receivedAt) < cutoff.getTime());
        for (const r of old) write(`${r.id}  ${r.receivedAt}\n`);
        write(`${old.length} record(s) would be deleted\n`);
        return 0;
      }
      const purged = await purgeRecords(storeDir, cutoff);
      write(`${purged.length} record(s) received before ${cutoff.toISOString()} deleted\n`);
      return 0;
    }
    default:
      throw new UsageError(
        'usage: npm run submissions -- list [--kind contact|job] | show ID | export --kind contact|job --format csv|json [--out FILE] | resumes ID... --out DIR | purge --older-than DAYS [--dry-run]',
      );
  }
}

if (require.main === module) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error instanceof UsageError ? error.message : error);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
