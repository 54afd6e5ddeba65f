// `node --import tsx scripts/ops/unit-failed.ts <unit>`: mails the operators (MAIL_TO_OPERATORS, through
// the server's mailer settings, as the monitor and the drill do) that a systemd unit failed, with the
// time and the last lines of its journal. Run by deploy/site-ops-failed@.service, which the operator's
// units name in OnFailure= (docs/operations.md, "Alerts"). Without journalctl, or when the journal
// cannot be read, the mail still goes, saying so. Exit 0 mailed; 1 not mailed (what failed is said);
// 2 a refused command line.
import os from 'node:os';
import { CommandFailed, COUNT, exitCodeOf, parse, processIo, runTool, UsageError, type Io } from './command';
import { mailOperators, operatorsMailOf } from './operators-mail';

const USAGE = `Usage: node --import tsx scripts/ops/unit-failed.ts <unit> [--lines N]
  <unit>       the systemd unit that failed (site-backup.service); deploy/site-ops-failed@.service passes %i
  --lines N    how many of its last journal lines the mail quotes (default 30)
Mail: SMTP_URL, MAIL_FROM (the server's settings) and MAIL_TO_OPERATORS.`;

/** A unit's name as systemd writes it: no spaces, no option a tool would read. */
const UNIT = /^[A-Za-z0-9][A-Za-z0-9:_.@\\-]{0,255}$/;

/** What each unit's failure means, and where docs/operations.md says what to do. */
const MEANING: Record<string, string> = {
  'site-backup.service': 'Last night\'s backup was not made: the store changed since the last snapshot is not backed up. Docs: "When the backup fails".',
  'site-backup-drill.service': 'The weekly restore drill failed (its own mail says what differed, when it could compare). Docs: "When the drill fails".',
  'site-traffic.service': 'The nightly traffic report was not written; the one served is older. Docs: "The traffic report".',
  'site-purge.service': 'The nightly purge of records past RETENTION_DAYS did not run to its end. Docs: docs/server.md, "Retention".',
};

/** The unit's last journal lines, or a sentence saying why there are none (never throws). */
async function journalOf(unit: string, lines: number, env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const result = await runTool('journalctl', ['-u', unit, '-n', String(lines), '--no-pager', '-o', 'short-iso'], { env });
    if (result.code === 0 && result.stdout.trim()) return result.stdout.trimEnd();
    return `(journalctl answered nothing for ${unit}, exit ${result.code}${result.stderr.trim() ? `: ${result.stderr.trim()}` : ''})`;
  } catch {
    return `(journalctl is not available here: read "journalctl -u ${unit}" on ${os.hostname()})`;
  }
}

export async function unitFailed(argv: string[], env: NodeJS.ProcessEnv = process.env, io: Io = processIo, now = () => new Date()): Promise<void> {
  const { values, positionals } = parse(argv, { lines: { type: 'string' } }, true);
  if (positionals.length !== 1) throw new UsageError('name one unit');
  const [unit] = positionals;
  if (!UNIT.test(unit)) throw new UsageError(`not a unit name: ${unit}`);
  if (values.lines !== undefined && !COUNT.test(values.lines)) throw new UsageError(`--lines: a whole number of 1 or more, not "${values.lines}"`);
  const lines = Number(values.lines ?? 30);
  // Checked before anything else: a failure nobody is told of must at least be said in this unit's journal.
  const mail = operatorsMailOf(env);
  if (typeof mail === 'string') throw new CommandFailed(`${unit} failed, and ${mail} (in /etc/site-server/env)`);

  const host = os.hostname();
  const at = now();
  const subject = `FAILED: ${unit} on ${host}`;
  const text = [
    `${unit} failed on ${host}; told at ${at.toISOString()} (Tehran ${at.toLocaleString('en-GB', { timeZone: 'Asia/Tehran' })}).`,
    '',
    MEANING[unit] ?? 'Docs: docs/operations.md, "Alerts".',
    '',
    `Its last ${lines} journal lines:`,
    '',
    await journalOf(unit, lines, env),
    '',
    `What to do: read "journalctl -u ${unit}", fix what it says, then run it again: systemctl start ${unit}`,
    `("systemctl reset-failed ${unit}" clears the failed state once it is fixed).`,
  ].join('\n');
  try {
    await mailOperators(mail, subject, text);
  } catch (error) {
    throw new CommandFailed(`${unit} failed, and the mail to the operators failed too: ${(error as Error).message}`);
  }
  io.out(`mailed ${mail.to}: ${subject}\n`);
}

export const main = (argv: string[], env: NodeJS.ProcessEnv, io: Io) => exitCodeOf(() => unitFailed(argv, env, io), USAGE, io);

if (require.main === module) {
  void main(process.argv.slice(2), process.env, processIo).then((code) => (process.exitCode = code));
}
