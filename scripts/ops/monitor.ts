// `npm run monitor -- --url <site> [--once]`: the site checked from outside, every minute
// (deploy/site-monitor.timer runs it with --once): the home page answers 200, and /healthz says the
// server is healthy (store writable, outbox not backed up, no mail refused for good) with enough space
// left for the store. After two failed checks in a row the operators get one mail (MAIL_TO_OPERATORS,
// through the server's SMTP settings) naming what failed, and one more when it recovers. What it has
// seen is kept in a small JSON file (--state, MONITOR_STATE), so a restart of the monitor or the
// machine neither repeats nor forgets an alert. docs/operations.md says what each alert means.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { COUNT, CommandFailed, exitCodeOf, parse, processIo, UsageError, type Io } from './command';
import { mailOperators, operatorsMailOf } from './operators-mail';

export const USAGE = `usage: npm run monitor -- --url URL [--once] [options]
  --url URL           the site's address, e.g. https://www.example.ir (its home page must answer 200)
  --health-url URL    the server's health check (default: URL/healthz)
  --once              check once and exit (the systemd timer's way); without it, check every --every seconds
  --every S           seconds between checks without --once (default 60)
  --state FILE        what the monitor remembers between runs (default: $MONITOR_STATE, else var/monitor-state.json)
  --min-free-mb N     store space below this many MB is a failure (default 1024)
  --timeout S         seconds a check may take (default 10)
Mail: SMTP_URL, MAIL_FROM (the server's settings) and MAIL_TO_OPERATORS.`;

/** Failed checks in a row before the operators are told: one failed minute is often a restart. */
export const FAILURES_BEFORE_ALERT = 2;
const DEFAULT_STATE = path.resolve(__dirname, '../../var/monitor-state.json');
const HTTP_URL = /^https?:\/\/[A-Za-z0-9.[\]:-]+(:[0-9]+)?(\/[^\s]*)?$/;

export type MonitorState = {
  /** Failed checks in a row. */
  failures: number;
  /** The operators were told of the current outage (and not yet of its end). */
  alerted: boolean;
  /** When the current run of failures began. */
  failingSince: string | null;
  lastCheck: string | null;
  lastProblems: string[];
};

const FRESH: MonitorState = { failures: 0, alerted: false, failingSince: null, lastCheck: null, lastProblems: [] };

type Settings = { url: string; healthUrl: string; stateFile: string; minFreeBytes: number; timeoutMs: number };

/** Health as /healthz reports it (server/health.ts), the fields the monitor reads. */
type Health = {
  healthy?: boolean;
  problems?: string[];
  store?: { writable?: boolean; freeBytes?: number | null };
  outbox?: { pending?: number; oldestPendingSeconds?: number | null };
  mail?: { failed?: number };
};

export type Check = { problems: string[]; details: string };

const mb = (bytes: number) => `${Math.floor(bytes / 1_048_576)} MB`;

async function get(url: string, timeoutMs: number): Promise<{ status: number; text: string } | { error: string }> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'site-monitor' } });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

/** One round: the home page, then /healthz and what it reports. */
export async function checkSite({ url, healthUrl, minFreeBytes, timeoutMs }: Settings): Promise<Check> {
  const problems: string[] = [];
  const [home, health] = await Promise.all([get(url, timeoutMs), get(healthUrl, timeoutMs)]);
  if ('error' in home) problems.push(`home page ${url}: no answer (${home.error})`);
  else if (home.status !== 200) problems.push(`home page ${url}: HTTP ${home.status}`);
  if ('error' in health) return { problems: [...problems, `health check ${healthUrl}: no answer (${health.error})`], details: '' };
  let body: Health = {};
  try {
    body = JSON.parse(health.text) as Health;
  } catch {
    problems.push(`health check ${healthUrl}: HTTP ${health.status}, not the server's JSON`);
  }
  if (health.status !== 200 && body.problems?.length) problems.push(...body.problems.map((p) => `health: ${p}`));
  else if (health.status !== 200) problems.push(`health check ${healthUrl}: HTTP ${health.status}`);
  const free = body.store?.freeBytes;
  if (typeof free === 'number' && free < minFreeBytes) problems.push(`store space low: ${mb(free)} left (alert below ${mb(minFreeBytes)})`);
  const oldest = body.outbox?.oldestPendingSeconds;
  const details = [
    `outbox: ${body.outbox?.pending ?? '?'} waiting${typeof oldest === 'number' ? ` (oldest ${oldest} s)` : ''}`,
    `mail refused for good: ${body.mail?.failed ?? '?'}`,
    `store: ${body.store?.writable === false ? 'NOT writable' : 'writable'}, ${typeof free === 'number' ? `${mb(free)} free` : 'free space unknown'}`,
  ].join('; ');
  return { problems, details };
}

export async function readState(file: string): Promise<MonitorState> {
  try {
    return { ...FRESH, ...(JSON.parse(await fs.readFile(file, 'utf8')) as Partial<MonitorState>) };
  } catch {
    return { ...FRESH };
  }
}

async function writeState(file: string, state: MonitorState): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(state, null, 2)}\n`);
  await fs.rename(temp, file);
}

/** What to tell the operators after this check, if anything: the outage (once) or its end (once). */
export function nextState(state: MonitorState, check: Check, now: Date): { state: MonitorState; tell: 'down' | 'up' | null } {
  const at = now.toISOString();
  if (check.problems.length) {
    const failures = state.failures + 1;
    const next = { ...state, failures, failingSince: state.failingSince ?? at, lastCheck: at, lastProblems: check.problems };
    return { state: next, tell: failures >= FAILURES_BEFORE_ALERT && !state.alerted ? 'down' : null };
  }
  return { state: { ...FRESH, lastCheck: at }, tell: state.alerted ? 'up' : null };
}

function message(settings: Settings, tell: 'down' | 'up', before: MonitorState, after: MonitorState, check: Check) {
  const site = settings.url;
  if (tell === 'down') {
    return {
      subject: `DOWN: ${site}: ${check.problems[0]}`,
      text: [
        `${site} failed ${after.failures} checks in a row, since ${after.failingSince}.`,
        '',
        'What failed:',
        ...check.problems.map((p) => `  - ${p}`),
        '',
        check.details && `From /healthz: ${check.details}`,
        '',
        'What to do: docs/operations.md, "Alerts". One more mail comes when it recovers.',
      ].join('\n'),
    };
  }
  return {
    subject: `RECOVERED: ${site}`,
    text: [
      `${site} passes its checks again (${after.lastCheck}); failing since ${before.failingSince}.`,
      '',
      'It had failed with:',
      ...before.lastProblems.map((p) => `  - ${p}`),
      '',
      check.details && `From /healthz now: ${check.details}`,
    ].join('\n'),
  };
}

/** One check: reads the state, checks, mails when due, keeps the new state. */
export async function monitorOnce(settings: Settings, env: NodeJS.ProcessEnv, io: Io, now = () => new Date()): Promise<void> {
  const before = await readState(settings.stateFile);
  const check = await checkSite(settings);
  const { state, tell } = nextState(before, check, now());
  io.out(
    `${state.lastCheck} ${check.problems.length ? `FAIL (${state.failures} in a row): ${check.problems.join('; ')}` : 'ok'}${check.details ? ` [${check.details}]` : ''}\n`,
  );
  if (tell) {
    const mail = operatorsMailOf(env);
    const { subject, text } = message(settings, tell, before, state, check);
    try {
      if (typeof mail === 'string') throw new Error(mail);
      await mailOperators(mail, subject, text);
      state.alerted = tell === 'down';
      io.out(`mailed ${mail.to}: ${subject}\n`);
    } catch (error) {
      // Not told: the state keeps it due, and the next check tries again.
      await writeState(settings.stateFile, tell === 'up' ? { ...before, failures: 0, lastCheck: state.lastCheck } : state);
      throw new CommandFailed(`could not mail the operators (${subject}): ${(error as Error).message}`);
    }
  }
  await writeState(settings.stateFile, state);
}

function settingsOf(args: string[], env: NodeJS.ProcessEnv) {
  const string = { type: 'string' } as const;
  const { values } = parse(args, {
    url: string,
    'health-url': string,
    once: { type: 'boolean' },
    every: string,
    state: string,
    'min-free-mb': string,
    timeout: string,
  });
  if (!values.url || !HTTP_URL.test(values.url)) throw new UsageError(`--url must be the site's http(s) address, not "${values.url ?? ''}"`);
  if (values['health-url'] !== undefined && !HTTP_URL.test(values['health-url'])) throw new UsageError(`--health-url must be an http(s) address`);
  const count = (name: 'every' | 'min-free-mb' | 'timeout', fallback: number) => {
    const value = values[name];
    if (value === undefined) return fallback;
    if (!COUNT.test(value)) throw new UsageError(`--${name} must be a whole number of 1 or more, not "${value}"`);
    return Number(value);
  };
  const url = values.url.replace(/\/+$/, '');
  const settings: Settings = {
    url: `${url}/`,
    healthUrl: values['health-url'] ?? `${url}/healthz`,
    stateFile: path.resolve(values.state ?? (env.MONITOR_STATE?.trim() || DEFAULT_STATE)),
    minFreeBytes: count('min-free-mb', 1024) * 1_048_576,
    timeoutMs: count('timeout', 10) * 1000,
  };
  return { settings, once: Boolean(values.once), everyMs: count('every', 60) * 1000 };
}

export async function runMonitor(args: string[], env: NodeJS.ProcessEnv = process.env, io: Io = processIo, now = () => new Date()): Promise<void> {
  const { settings, once, everyMs } = settingsOf(args, env);
  if (once) return monitorOnce(settings, env, io, now);
  for (;;) {
    // A failed mail is said and tried again at the next check; the loop goes on.
    await monitorOnce(settings, env, io, now).catch((error: Error) => io.err(`${error.message}\n`));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export const main = (argv: string[], env: NodeJS.ProcessEnv, io: Io) => exitCodeOf(() => runMonitor(argv, env, io), USAGE, io);

if (require.main === module) {
  void main(process.argv.slice(2), process.env, processIo).then((code) => (process.exitCode = code));
}
