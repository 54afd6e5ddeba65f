// The command line of `npm run deploy`: parseArgs (strict), which options each action takes, then every
// value checked against an allowlist before anything runs. A refused value throws UsageError (exit 2,
// nothing changed). Also the reverse: the command that undoes a switch, printed after it.
import fs from 'node:fs';
import path from 'node:path';
import type { parseArgs } from 'node:util';
import { parseStrictArgs } from '../../src/lib/strict-args';
import { siteSettingsProblem, type SiteSettings } from '../nginx/templates';
import { UsageError } from './errors';
import { RELEASE_ID } from './releases';
import { cleanAbsolutePath, parseTarget, type TargetSpec } from './target';

export const USAGE = `Usage:
  npm run deploy -- --to DEST --check-url URL [--from DIR] [options]   deploy a build as a new release
  npm run deploy -- --to DEST --rollback [--release ID] --check-url URL   go back to the previous (or a named) release
  npm run deploy -- --to DEST --list                                     releases, which is current, when, which commit
  npm run deploy -- --to DEST --prune [--keep N]                         delete old releases
  npm run deploy -- --to DEST --remove [--nginx-conf FILE]               delete a preview: its folder and site block

  DEST                 /srv/site (this machine) or [user@]host:/srv/site (rsync and commands over ssh)
  --from DIR           the build to deploy (default: public)
  --commit SHA         the commit it was built from (default: $CI_COMMIT_SHA, $GITHUB_SHA or git HEAD)
  --check-url URL      where the site answers (http(s)://host[:port]); checked after every switch
  --api-url URL        also check URL/healthz (the forms' API) answers 200
  --check-timeout S    seconds to wait for the reload to take effect (default 30)
  --reload-cmd CMD     run on DEST's machine after switching (default: systemctl reload nginx)
  --nginx-conf FILE    the site block on DEST's machine: rewritten for each release, tested, then loaded
  --nginx-test-cmd CMD how to test nginx's configuration there (default: nginx -t)
  --listen, --server-name, --api-upstream, --tls-cert, --tls-key
                       the site block's settings when FILE is written the first time (else read from FILE)
  --keep N             releases kept by pruning, besides the current and previous ones (default 5)
  --ssh-config FILE    ssh configuration for an ssh DEST (host, port, user, key, known_hosts)
  --dry-run            print what would be done; change nothing`;

export const DEFAULTS = { from: 'public', reloadCmd: 'systemctl reload nginx', nginxTestCmd: 'nginx -t', keep: 5, checkTimeout: 30 } as const;

type Common = { spec: TargetSpec; dryRun: boolean; sshConfig?: string };
/** How a switch is checked over HTTP. */
export type CheckSettings = { checkUrl: string; apiUrl?: string; checkTimeout: number };
/** How nginx is told: the site block kept on the target (optional), how to test and reload it. */
export type NginxSettings = { nginxConf?: string; nginxTestCmd: string; reloadCmd: string; site: SiteSettings };
export type SwitchSettings = Common & CheckSettings & NginxSettings;

export type DeployOptions = SwitchSettings & { action: 'deploy'; from: string; commit: string | null; keep: number };
export type RollbackOptions = SwitchSettings & { action: 'rollback'; release?: string };
export type ListOptions = Common & { action: 'list' };
export type PruneOptions = Common & { action: 'prune'; keep: number };
export type RemoveOptions = Common & { action: 'remove'; nginxConf?: string; reloadCmd: string };
export type Options = DeployOptions | RollbackOptions | ListOptions | PruneOptions | RemoveOptions | { action: 'help' };
type Action = Exclude<Options['action'], 'help'>;

const string = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const OPTIONS = {
  to: string,
  from: string,
  commit: string,
  'check-url': string,
  'api-url': string,
  'check-timeout': string,
  'reload-cmd': string,
  'nginx-conf': string,
  'nginx-test-cmd': string,
  listen: string,
  'server-name': string,
  'api-upstream': string,
  'tls-cert': string,
  'tls-key': string,
  keep: string,
  release: string,
  'ssh-config': string,
  rollback: flag,
  list: flag,
  prune: flag,
  remove: flag,
  'dry-run': flag,
  help: flag,
} as const;
type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true }>>['values'];
type Name = keyof typeof OPTIONS;

const ACTIONS = ['rollback', 'list', 'prune', 'remove'] as const;
/** Taken by every action. */
const ALWAYS: Name[] = ['to', 'dry-run', 'ssh-config', ...ACTIONS];
const SITE_BLOCK: Name[] = ['listen', 'server-name', 'api-upstream', 'tls-cert', 'tls-key'];
const CHECK: Name[] = ['check-url', 'api-url', 'check-timeout'];
/** Which options each action takes besides --to, --dry-run and --ssh-config. */
const TAKES: Record<Action, Name[]> = {
  deploy: ['from', 'commit', ...CHECK, 'reload-cmd', 'nginx-conf', 'nginx-test-cmd', ...SITE_BLOCK, 'keep'],
  rollback: ['release', ...CHECK, 'reload-cmd', 'nginx-conf', 'nginx-test-cmd'],
  list: [],
  prune: ['keep'],
  remove: ['nginx-conf', 'reload-cmd'],
};

/** A command run on the target: words of plain characters only (no quotes, $, ;, |, &, redirections). */
const COMMAND = /^[A-Za-z0-9_./:=@,+%][A-Za-z0-9_./:=@,+% -]{0,299}$/;
const LOCAL_PATH = /^[A-Za-z0-9._/-]{1,1024}$/;
const COMMIT = /^[0-9a-f]{12,40}$/;

/** An http(s) origin (or, with pathAllowed, an origin and a plain path), without a trailing slash. */
function checkUrl(value: string, option: string, { pathAllowed }: { pathAllowed: boolean }): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${option} must be an http(s) URL: ${value}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash || !/^[A-Za-z0-9.[\]:-]+$/.test(url.host))
    throw new UsageError(`${option} must be http(s)://host[:port]${pathAllowed ? '[/path]' : ''}, without credentials, query or fragment: ${value}`);
  if (!pathAllowed && url.pathname !== '/') throw new UsageError(`${option} is the site's origin, without a path: ${value}`);
  if (pathAllowed && !/^(?:\/[A-Za-z0-9._~-]+)*\/?$/.test(url.pathname)) throw new UsageError(`${option} has an unexpected path: ${value}`);
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
}

function checkNumber(value: string | undefined, option: string, { max, byDefault }: { max: number; byDefault: number }): number {
  if (value === undefined) return byDefault;
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) throw new UsageError(`${option} must be a whole number from 1 to ${max}: ${value}`);
  return Number(value);
}

function checkCommand(value: string, option: string): string {
  if (!COMMAND.test(value))
    throw new UsageError(`${option} may hold letters, digits, spaces and _ . / : = @ , + % - only (no quotes or shell syntax): ${value}`);
  return value;
}

function checkTargetFile(value: string, option: string): string {
  const file = cleanAbsolutePath(value);
  if (!file) throw new UsageError(`${option} must be an absolute path of plain names (letters, digits, . _ -): ${value}`);
  return file;
}

/** The action chosen, after refusing two actions at once or an option the action does not take. */
function chooseAction(values: Values): Action {
  const chosen = ACTIONS.filter((a) => values[a]);
  if (chosen.length > 1) throw new UsageError(`choose one of ${chosen.map((a) => `--${a}`).join(', ')}`);
  const action: Action = chosen.length ? chosen[0] : 'deploy';
  for (const name of Object.keys(values) as Name[]) {
    if (ALWAYS.includes(name) || TAKES[action].includes(name)) continue;
    throw new UsageError(`--${name} does not go with ${action === 'deploy' ? 'a deploy' : `--${action}`}`);
  }
  return action;
}

function common(values: Values): Common {
  if (!values.to) throw new UsageError('--to is required');
  const spec = parseTarget(values.to);
  if (!spec) throw new UsageError(`--to must be /absolute/path or [user@]host:/absolute/path, of plain names (letters, digits, . _ -): ${values.to}`);
  const options: Common = { spec, dryRun: Boolean(values['dry-run']) };
  const sshConfig = values['ssh-config'];
  if (sshConfig !== undefined) {
    if (spec.kind !== 'ssh') throw new UsageError('--ssh-config goes with an ssh destination (host:/path)');
    if (!LOCAL_PATH.test(sshConfig) || !fs.existsSync(sshConfig)) throw new UsageError(`--ssh-config: no such file: ${sshConfig}`);
    options.sshConfig = path.resolve(sshConfig);
  }
  return options;
}

function nginxConf(values: Values): string | undefined {
  if (values['nginx-conf'] === undefined) return undefined;
  const file = checkTargetFile(values['nginx-conf'], '--nginx-conf');
  if (!file.endsWith('.conf')) throw new UsageError(`--nginx-conf must name a .conf file: ${values['nginx-conf']}`);
  return file;
}

/** The site block's settings for its first writing (a deploy with --nginx-conf), checked as scripts/nginx/templates.ts says. */
function siteSettings(values: Values, conf: string | undefined): SiteSettings {
  const given: SiteSettings = {
    listen: values.listen,
    serverName: values['server-name'],
    // Normalised like --check-url (trailing slash dropped), then held to the upstream's own allowlist.
    apiUpstream: values['api-upstream'] === undefined ? undefined : checkUrl(values['api-upstream'], '--api-upstream', { pathAllowed: false }),
    tlsCert: values['tls-cert'] === undefined ? undefined : checkTargetFile(values['tls-cert'], '--tls-cert'),
    tlsKey: values['tls-key'] === undefined ? undefined : checkTargetFile(values['tls-key'], '--tls-key'),
  };
  const site = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as SiteSettings;
  if (Object.keys(site).length && !conf)
    throw new UsageError('--listen, --server-name, --api-upstream, --tls-cert and --tls-key describe the site block of --nginx-conf');
  const problem = siteSettingsProblem(site);
  if (problem) throw new UsageError(problem);
  return site;
}

/** What a deploy or a rollback needs to switch and check. */
function switchSettings(values: Values, action: 'deploy' | 'rollback'): Omit<SwitchSettings, keyof Common> {
  if (!values['check-url'])
    throw new UsageError(`--check-url is required: the ${action === 'deploy' ? 'release' : 'rollback'} is checked over HTTP before it is kept`);
  const conf = nginxConf(values);
  return {
    checkUrl: checkUrl(values['check-url'], '--check-url', { pathAllowed: false }),
    ...(values['api-url'] !== undefined ? { apiUrl: checkUrl(values['api-url'], '--api-url', { pathAllowed: true }) } : {}),
    checkTimeout: checkNumber(values['check-timeout'], '--check-timeout', { max: 600, byDefault: DEFAULTS.checkTimeout }),
    nginxTestCmd: checkCommand(values['nginx-test-cmd'] ?? DEFAULTS.nginxTestCmd, '--nginx-test-cmd'),
    reloadCmd: checkCommand(values['reload-cmd'] ?? DEFAULTS.reloadCmd, '--reload-cmd'),
    ...(conf ? { nginxConf: conf } : {}),
    site: siteSettings(values, conf),
  };
}

/** --from and --commit (else the CI's commit variable; else git, later). */
function buildSource(values: Values, env: NodeJS.ProcessEnv): { from: string; commit: string | null } {
  const from = values.from ?? DEFAULTS.from;
  if (!LOCAL_PATH.test(from) || from.split('/').includes('..')) throw new UsageError(`--from must be a path of plain names: ${from}`);
  const commit = values.commit ?? (env.CI_COMMIT_SHA || env.GITHUB_SHA || null);
  if (commit !== null && !COMMIT.test(commit)) throw new UsageError(`--commit must be 12 to 40 lowercase hex digits: ${commit}`);
  return { from: path.resolve(from), commit };
}

function releaseOption(values: Values): { release?: string } {
  if (values.release === undefined) return {};
  if (!RELEASE_ID.test(values.release))
    throw new UsageError(`--release must be a release id such as 20260321T093000Z-0123456789ab (see --list): ${values.release}`);
  return { release: values.release };
}

/** The command line as typed options; throws UsageError for anything refused. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): Options {
  let values: Values;
  try {
    ({ values } = parseStrictArgs({ args: argv, strict: true, allowPositionals: false, options: OPTIONS }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { action: 'help' };
  const action = chooseAction(values);
  const base = common(values);
  const keep = () => checkNumber(values.keep, '--keep', { max: 99, byDefault: DEFAULTS.keep });
  switch (action) {
    case 'deploy':
      return { action, ...base, ...switchSettings(values, action), ...buildSource(values, env), keep: keep() };
    case 'rollback':
      return { action, ...base, ...switchSettings(values, action), ...releaseOption(values) };
    case 'list':
      return { action, ...base };
    case 'prune':
      return { action, ...base, keep: keep() };
    case 'remove': {
      const conf = nginxConf(values);
      return { action, ...base, reloadCmd: checkCommand(values['reload-cmd'] ?? DEFAULTS.reloadCmd, '--reload-cmd'), ...(conf ? { nginxConf: conf } : {}) };
    }
  }
}

/**
 * The command that undoes what was just done, with the options it needs (values are allowlisted: no
 * quoting needed but for commands, which hold spaces).
 */
export function undoCommand(label: string, options: SwitchSettings, action: string[]): string {
  const words = ['npm run deploy --', '--to', label, ...action, '--check-url', options.checkUrl];
  if (options.apiUrl) words.push('--api-url', options.apiUrl);
  if (options.nginxConf) words.push('--nginx-conf', options.nginxConf);
  if (options.reloadCmd !== DEFAULTS.reloadCmd) words.push('--reload-cmd', `'${options.reloadCmd}'`);
  if (options.nginxConf && options.nginxTestCmd !== DEFAULTS.nginxTestCmd) words.push('--nginx-test-cmd', `'${options.nginxTestCmd}'`);
  if (options.sshConfig) words.push('--ssh-config', options.sshConfig);
  return words.join(' ');
}
