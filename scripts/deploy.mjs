// `npm run deploy`: publishes a build as a new release on a folder nginx serves (this machine, or another
// over ssh), switches to it atomically, reloads nginx, checks the result over HTTP and switches back by
// itself when the check fails. Also --rollback, --list, --prune and --remove (a preview's whole folder).
// README "Deploying" is the operator's guide; scripts/deploy/releases.mjs describes the target's layout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSiteOptions, renderSiteBlock } from './nginx-conf.mjs';
import { carryPlan, CARRY_DAYS, formatList, parseState, previousRelease, prunePlan, RELEASE_ID, releaseId, STATUS } from './deploy/releases.mjs';
import { smokeCheck } from './deploy/smoke.mjs';
import { cleanAbsolutePath, parseTarget, runProcess, Target, TargetError } from './deploy/target.mjs';

const USAGE = `Usage:
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

const DEFAULTS = { from: 'public', reloadCmd: 'systemctl reload nginx', nginxTestCmd: 'nginx -t', keep: 5, checkTimeout: 30 };

class UsageError extends Error {}
class DeployError extends Error {}

/** Set by SIGINT or SIGTERM while the target is locked; checkpoint() then stops the run. */
let interrupted = null;
function checkpoint() {
  if (interrupted) throw new DeployError(`interrupted (${interrupted})`);
}

// ---------------------------------------------------------------------------------------------------
// Arguments: parseArgs (strict), then every value against an allowlist; a refused value changes nothing.

/** A command run on the target: words of plain characters only (no quotes, $, ;, |, &, redirections). */
const COMMAND = /^[A-Za-z0-9_./:=@,+%][A-Za-z0-9_./:=@,+% -]{0,299}$/;
const LISTEN = /^[A-Za-z0-9.:[\] ]{1,100}$/;
const SERVER_NAME = /^[A-Za-z0-9.*_~-]+(?: [A-Za-z0-9.*_~-]+)*$/;
const RELATIVE_OR_ABSOLUTE = /^[A-Za-z0-9._/-]{1,1024}$/;

function checkUrl(value, option, { pathAllowed }) {
  let url;
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

function checkNumber(value, option, max) {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) throw new UsageError(`${option} must be a whole number from 1 to ${max}: ${value}`);
  return Number(value);
}

function checkCommand(value, option) {
  if (!COMMAND.test(value))
    throw new UsageError(`${option} may hold letters, digits, spaces and _ . / : = @ , + % - only (no quotes or shell syntax): ${value}`);
  return value;
}

function checkTargetFile(value, option) {
  const file = cleanAbsolutePath(value);
  if (!file) throw new UsageError(`${option} must be an absolute path of plain names (letters, digits, . _ -): ${value}`);
  return file;
}

const ACTIONS = ['rollback', 'list', 'prune', 'remove'];
/** Which options each action accepts (besides --to and --dry-run). */
const ALLOWED = {
  deploy: [
    'from',
    'commit',
    'check-url',
    'api-url',
    'check-timeout',
    'reload-cmd',
    'nginx-conf',
    'nginx-test-cmd',
    'listen',
    'server-name',
    'api-upstream',
    'tls-cert',
    'tls-key',
    'keep',
    'ssh-config',
  ],
  rollback: ['release', 'check-url', 'api-url', 'check-timeout', 'reload-cmd', 'nginx-conf', 'nginx-test-cmd', 'ssh-config'],
  list: ['ssh-config'],
  prune: ['keep', 'ssh-config'],
  remove: ['nginx-conf', 'reload-cmd', 'ssh-config'],
};

export function parseOptions(argv, env = process.env) {
  const string = { type: 'string' };
  const flag = { type: 'boolean' };
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
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
      },
    }));
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (values.help) return { action: 'help' };
  const chosen = ACTIONS.filter((a) => values[a]);
  if (chosen.length > 1) throw new UsageError(`choose one of ${chosen.map((a) => `--${a}`).join(', ')}`);
  const action = chosen[0] ?? 'deploy';
  for (const name of Object.keys(values)) {
    if (['to', 'dry-run', ...ACTIONS].includes(name) || ALLOWED[action].includes(name)) continue;
    throw new UsageError(`--${name} does not go with ${action === 'deploy' ? 'a deploy' : `--${action}`}`);
  }

  if (!values.to) throw new UsageError('--to is required');
  const spec = parseTarget(values.to);
  if (!spec) throw new UsageError(`--to must be /absolute/path or [user@]host:/absolute/path, of plain names (letters, digits, . _ -): ${values.to}`);

  const options = { action, spec, dryRun: Boolean(values['dry-run']) };
  if (values['ssh-config'] !== undefined) {
    if (spec.kind !== 'ssh') throw new UsageError('--ssh-config goes with an ssh destination (host:/path)');
    if (!RELATIVE_OR_ABSOLUTE.test(values['ssh-config']) || !fs.existsSync(values['ssh-config']))
      throw new UsageError(`--ssh-config: no such file: ${values['ssh-config']}`);
    options.sshConfig = path.resolve(values['ssh-config']);
  }
  if (action === 'deploy' || action === 'rollback') {
    if (!values['check-url'])
      throw new UsageError(`--check-url is required: the ${action === 'deploy' ? 'release' : 'rollback'} is checked over HTTP before it is kept`);
    options.checkUrl = checkUrl(values['check-url'], '--check-url', { pathAllowed: false });
    if (values['api-url'] !== undefined) options.apiUrl = checkUrl(values['api-url'], '--api-url', { pathAllowed: true });
    options.checkTimeout = values['check-timeout'] === undefined ? DEFAULTS.checkTimeout : checkNumber(values['check-timeout'], '--check-timeout', 600);
    options.nginxTestCmd = checkCommand(values['nginx-test-cmd'] ?? DEFAULTS.nginxTestCmd, '--nginx-test-cmd');
  }
  if (action === 'deploy' || action === 'rollback' || action === 'remove')
    options.reloadCmd = checkCommand(values['reload-cmd'] ?? DEFAULTS.reloadCmd, '--reload-cmd');
  if (values['nginx-conf'] !== undefined) {
    options.nginxConf = checkTargetFile(values['nginx-conf'], '--nginx-conf');
    if (!options.nginxConf.endsWith('.conf')) throw new UsageError(`--nginx-conf must name a .conf file: ${values['nginx-conf']}`);
  }
  const site = {};
  if (values.listen !== undefined) {
    if (!LISTEN.test(values.listen)) throw new UsageError(`--listen: an nginx listen value such as "443 ssl" or 127.0.0.1:8080: ${values.listen}`);
    site.listen = values.listen;
  }
  if (values['server-name'] !== undefined) {
    if (!SERVER_NAME.test(values['server-name'])) throw new UsageError(`--server-name: host names separated by spaces: ${values['server-name']}`);
    site.serverName = values['server-name'];
  }
  if (values['api-upstream'] !== undefined) site.apiUpstream = checkUrl(values['api-upstream'], '--api-upstream', { pathAllowed: false });
  for (const name of ['tls-cert', 'tls-key'])
    if (values[name] !== undefined) site[name === 'tls-cert' ? 'tlsCert' : 'tlsKey'] = checkTargetFile(values[name], `--${name}`);
  if (Object.keys(site).length && !options.nginxConf)
    throw new UsageError('--listen, --server-name, --api-upstream, --tls-cert and --tls-key describe the site block of --nginx-conf');
  if (Boolean(site.tlsCert) !== Boolean(site.tlsKey)) throw new UsageError('--tls-cert and --tls-key go together');
  options.site = site;
  if (action === 'deploy' || action === 'prune') options.keep = values.keep === undefined ? DEFAULTS.keep : checkNumber(values.keep, '--keep', 99);
  if (values.release !== undefined) {
    if (!RELEASE_ID.test(values.release))
      throw new UsageError(`--release must be a release id such as 20260321T093000Z-0123456789ab (see --list): ${values.release}`);
    options.release = values.release;
  }
  if (action === 'deploy') {
    const from = values.from ?? DEFAULTS.from;
    if (!RELATIVE_OR_ABSOLUTE.test(from) || from.split('/').includes('..')) throw new UsageError(`--from must be a path of plain names: ${from}`);
    options.from = path.resolve(from);
    const commit = values.commit ?? (env.CI_COMMIT_SHA || env.GITHUB_SHA || null);
    if (commit !== null && !/^[0-9a-f]{12,40}$/.test(commit)) throw new UsageError(`--commit must be 12 to 40 lowercase hex digits: ${commit}`);
    options.commit = commit;
  }
  return options;
}

// ---------------------------------------------------------------------------------------------------
// The scripts run on the target (sh, locally or over ssh). Arguments are validated paths and ids.

const STATE_SCRIPT = `
cd "$1" 2>/dev/null || exit 0
echo present
if [ -L current ]; then printf 'current\\t%s\\n' "$(readlink current)"; fi
if [ -d .deploy-lock ]; then printf 'lock\\t%s\\n' "$(head -n 1 .deploy-lock/owner 2>/dev/null)"; fi
for e in * .[!.]*; do if [ -e "$e" ] || [ -L "$e" ]; then printf 'entry\\t%s\\n' "$e"; fi; done
if [ -d releases ]; then
  for d in releases/*; do
    n=\${d#releases/}
    if [ -d "$d" ] && [ ! -L "$d" ]; then printf 'dir\\t%s\\n' "$n"
    elif [ -f "$d" ]; then case "$n" in *.json) printf 'meta\\t%s\\t' "$n"; tr -d '\\n' < "$d"; echo;; esac; fi
  done
  for d in releases/.incoming-*; do if [ -d "$d" ]; then printf 'incoming\\t%s\\n' "\${d#releases/}"; fi; done
fi`;

const FILES_SCRIPT = `cd "$1" && find . -type f | sed 's|^\\./||'`;

/** The files a smoke check compares, hashed on the target; the app bundle's name. */
const DESCRIBE_SCRIPT = `
cd "$1" || exit 3
for f in index.html en/index.html 404.html en/404/index.html sw.js; do
  if [ -f "$f" ]; then printf 'sha\\t%s\\t%s\\n' "$f" "$(sha256sum < "$f" | cut -d ' ' -f 1)"; else printf 'missing\\t%s\\n' "$f"; fi
done
if [ -f security-headers.json ]; then printf 'headers\\t'; tr -d '\\n' < security-headers.json; echo; else printf 'missing\\tsecurity-headers.json\\n'; fi
for f in app-*.js; do if [ -f "$f" ]; then printf 'script\\t%s\\n' "$f"; fi; done`;

/** Takes the lock (exit 4 when held), drops unfinished uploads, then prints the state as STATE_SCRIPT does. */
const LOCK_SCRIPT = `mkdir -p "$1/releases" && mkdir "$1/.deploy-lock" 2>/dev/null || { echo "locked by $(head -n 1 "$1/.deploy-lock/owner" 2>/dev/null || echo unknown)" >&2; exit 4; }
printf '%s\\n' "$2" > "$1/.deploy-lock/owner"
rm -rf "$1/releases/.incoming-"*
${STATE_SCRIPT}`;
const UNLOCK_SCRIPT = `rm -rf "$1/.deploy-lock"`;
/** Writes stdin to $1: beside it and renamed when the folder is writable, else in place (a file the operator lets us own). */
const WRITE_SCRIPT = `if (cat > "$1.deploy-tmp") 2>/dev/null; then mv -f "$1.deploy-tmp" "$1"; else rm -f "$1.deploy-tmp" 2>/dev/null; cat > "$1"; fi`;
const READ_SCRIPT = `if [ -f "$1" ]; then cat "$1"; else exit 3; fi`;
const REMOVE_FILE_SCRIPT = `rm -f "$1"`;
const APPEND_LOG_SCRIPT = `cat >> "$1/deploy.log"`;
/** The switch: a new symlink renamed over `current` (rename(2) is atomic: nginx sees one or the other). */
const SWITCH_SCRIPT = `set -e; cd "$1"; ln -sfn "releases/$2" ".current-$2"; mv -fT ".current-$2" current`;
const UNSWITCH_SCRIPT = `rm -f "$1/current"`;
const CARRY_SCRIPT = `rsync -a --ignore-existing --files-from=- "$1/releases/$2/" "$1/releases/$3/"`;
/** The upload becomes releases/$2, its record (stdin) is written beside it, and its files are described. */
const FINISH_UPLOAD_SCRIPT = `set -e; mv "$1/releases/.incoming-$2" "$1/releases/$2"; cat > "$1/releases/$2.json.tmp"; mv -f "$1/releases/$2.json.tmp" "$1/releases/$2.json"
${DESCRIBE_SCRIPT.replace('cd "$1"', 'cd "$1/releases/$2"')}`;
/** The record of $2 (first line of stdin) rewritten, and the second line appended to deploy.log. */
const RECORD_AND_LOG_SCRIPT = `set -e; IFS= read -r record; IFS= read -r line
printf '%s\\n' "$record" > "$1/releases/$2.json.tmp"; mv -f "$1/releases/$2.json.tmp" "$1/releases/$2.json"
printf '%s\\n' "$line" >> "$1/deploy.log"`;
/** Deletes the releases named after $1, with their records. */
const DELETE_RELEASES_SCRIPT = `set -e; cd "$1/releases"; shift; for id in "$@"; do rm -rf "$id" "$id.json"; done`;
const REMOVE_ALL_SCRIPT = `rm -rf "$1"`;

// ---------------------------------------------------------------------------------------------------

function out(line = '') {
  process.stdout.write(`${line}\n`);
}

/** Text from the environment, safe for a one-line log and a JSON record. */
const clean = (value) =>
  value
    ? String(value)
        .replace(/[^\p{L}\p{N} ._@:/#+-]/gu, '')
        .slice(0, 200)
    : '';

function deployer(env = process.env) {
  return clean(env.GITLAB_USER_LOGIN || env.GITHUB_ACTOR || `${os.userInfo().username}@${os.hostname()}`);
}

function pipelineUrl(env = process.env) {
  if (env.CI_PIPELINE_URL) return clean(env.CI_PIPELINE_URL);
  if (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID)
    return clean(`${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`);
  return '';
}

async function gitCommit() {
  const head = await runProcess('git', ['rev-parse', 'HEAD']).catch(() => ({ code: 1 }));
  if (head.code !== 0) return null;
  const status = await runProcess('git', ['status', '--porcelain', '--untracked-files=no']);
  return { commit: head.stdout.trim(), dirty: status.stdout.trim() !== '' };
}

/** The files a build must have to be deployed and checked. */
const REQUIRED_FILES = [
  'index.html',
  'en/index.html',
  '404.html',
  'en/404/index.html',
  'sw.js',
  'page-data/app-data.json',
  'security-headers.json',
  'nginx-security-headers.conf',
];
/** Each line of nginx-security-headers.conf as gatsby/security-headers.ts writes it. */
const HEADER_LINE = /^(?:#.*|add_header [A-Za-z-]+ "(?:[^"\\]|\\.)*" always;)?$/;

function walk(dir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

function checkBuild(from) {
  if (!fs.existsSync(from) || !fs.statSync(from).isDirectory())
    throw new DeployError(`${from} is not a folder: build the site first (npm run build) or give --from`);
  const missing = REQUIRED_FILES.filter((f) => !fs.existsSync(path.join(from, f)));
  if (missing.length) throw new DeployError(`${from} is not a complete build: ${missing.join(', ')} missing (npm run build writes them)`);
  const conf = fs.readFileSync(path.join(from, 'nginx-security-headers.conf'), 'utf8');
  const bad = conf.split('\n').findIndex((line) => !HEADER_LINE.test(line));
  if (bad >= 0) throw new DeployError(`${from}/nginx-security-headers.conf line ${bad + 1} is not an add_header line as the build writes them`);
  const files = walk(from);
  if (!files.some((f) => /^app-[0-9a-f]+\.js$/.test(f))) throw new DeployError(`${from} has no app-<hash>.js: not a Gatsby production build`);
  const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(from, f)).size, 0);
  return { files, bytes };
}

async function readState(target) {
  return parseState(await target.must('reading the releases', STATE_SCRIPT, [target.dir]));
}

async function describeRelease(target, id, carried) {
  return parseDescription(await target.must(`reading release ${id}`, DESCRIBE_SCRIPT, [`${target.dir}/releases/${id}`]), id, carried);
}

/** What DESCRIBE_SCRIPT printed, as the smoke check's expectation. */
function parseDescription(text, id, carried) {
  const expect = { id, sha: {}, headers: {}, script: null, carried: null };
  const missing = [];
  const scripts = [];
  for (const line of text.split('\n')) {
    const [kind, a, b] = line.split('\t');
    if (kind === 'sha') expect.sha[a] = b;
    else if (kind === 'missing') missing.push(a);
    else if (kind === 'script') scripts.push(a);
    else if (kind === 'headers') expect.headers = JSON.parse(line.slice('headers\t'.length));
  }
  // The release's own app bundle, not one carried from an older release.
  expect.script = scripts.find((f) => !(carried && f in carried)) ?? null;
  if (missing.length || !expect.script)
    throw new DeployError(`release ${id} is incomplete: ${[...missing, ...(expect.script ? [] : ['app-<hash>.js'])].join(', ')} missing`);
  expect.carried = Object.keys(carried ?? {}).find((f) => /\.(?:js|css)$/.test(f)) ?? null;
  return expect;
}

async function writeRecord(target, meta) {
  await target.must('writing the release record', WRITE_SCRIPT, [`${target.dir}/releases/${meta.id}.json`], { input: `${JSON.stringify(meta)}\n` });
}

/** One line of deploy.log: the time, then what happened. */
function logLine(words) {
  return `${new Date().toISOString()} ${words.filter(Boolean).join(' ')}\n`;
}

async function appendLog(target, words) {
  await target.sh(APPEND_LOG_SCRIPT, [target.dir], { input: logLine(words) }).catch(() => {});
}

async function runOnTarget(target, what, command) {
  out(`${what}: ${command}`);
  const result = await target.sh(command);
  if (result.code !== 0) throw new DeployError(`${what} failed (${command}, exit ${result.code}): ${(result.stderr || result.stdout).trim()}`);
}

/** The site block for `root`: from --listen etc., else from the options line of the block already there. */
/**
 * The site block file as it is now (null when absent). A block that serves another folder than the
 * target's is never rewritten nor removed: a preview's deploy given the site's block must not take it over.
 */
async function readBlock(target, options) {
  const existing = await target.sh(READ_SCRIPT, [options.nginxConf]);
  const original = existing.code === 0 ? existing.stdout : null;
  const root = /^\s*root\s+(\S+);/m.exec(original ?? '')?.[1];
  if (root && root !== `${target.dir}/current` && !root.startsWith(`${target.dir}/releases/`))
    throw new DeployError(`${options.nginxConf} serves ${root}, not ${target.dir}: it is another site's block, left as it is`);
  return original;
}

async function siteBlockFor(target, options, root) {
  const original = await readBlock(target, options);
  // An empty file counts as none: an operator may create it for the deploy user to own.
  const before = original?.trim() ? original : null;
  let site = before === null ? null : readSiteOptions(before);
  if (Object.keys(options.site).length) site = { ...(site ?? {}), ...options.site };
  if (!site) {
    throw new DeployError(
      before === null
        ? `${options.nginxConf} does not exist yet: give --server-name (and --listen, --tls-cert, --tls-key, --api-upstream as needed) to write it`
        : `${options.nginxConf} was not written by scripts/nginx-conf.mjs (no options line): give --server-name, --listen … to rewrite it`,
    );
  }
  return { original, text: renderSiteBlock({ ...site, root }) };
}

/** Takes the target's lock for the duration of fn(state as read under the lock). */
async function withLock(target, fn) {
  const owner = `${deployer()} pid ${process.pid} since ${new Date().toISOString()}`;
  const lock = await target.sh(LOCK_SCRIPT, [target.dir, owner]);
  const state = { ...parseState(lock.stdout), lock: null };
  if (lock.code === 4)
    throw new DeployError(`${target.label} is ${lock.stderr.trim()}: another deploy is running. If none is, remove ${target.dir}/.deploy-lock and try again.`);
  if (lock.code !== 0) throw new DeployError(`cannot prepare ${target.label}: ${lock.stderr.trim()}`);
  const release = () => target.sh(UNLOCK_SCRIPT, [target.dir]).catch(() => {});
  // The first interrupt stops at the next safe point (a switched release is checked or switched back);
  // a second one leaves at once, naming what to look at.
  const onSignal = (signal) => {
    if (interrupted) {
      out(`\n${signal} again: leaving now. Look at ${target.label} with --list.`);
      release().finally(() => process.exit(130));
      return;
    }
    interrupted = signal;
    out(`\n${signal}: stopping after the current step (again to leave at once)`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await fn(state);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await release();
  }
}

/**
 * Copies the outgoing release's hashed files into `id` (see carryPlan) and returns the carried map.
 * Reads the outgoing release's file list on the target.
 */
async function carryInto(target, state, id, incomingFiles, now) {
  if (!state.current) return { carried: {}, files: [], expired: 0 };
  const outgoing = state.releases.find((r) => r.id === state.current);
  const listing = await target.must('listing the current release', FILES_SCRIPT, [`${target.dir}/releases/${state.current}`]);
  const plan = carryPlan({ outgoingFiles: listing.split('\n').filter(Boolean), outgoingCarried: outgoing?.meta?.carried ?? {}, incomingFiles, now });
  if (plan.files.length)
    await target.must('carrying the previous release’s files', CARRY_SCRIPT, [target.dir, state.current, id], { input: `${plan.files.join('\n')}\n` });
  return plan;
}

/**
 * Makes `id` the live release: site block (tested), switch, reload, smoke check. On any failure after the
 * switch it switches back to `fromId` (or to nothing), restores the block, reloads and throws.
 */
async function activate(target, options, { id, fromId, block, expect }) {
  if (block) {
    await target.must(`writing ${options.nginxConf}`, WRITE_SCRIPT, [options.nginxConf], { input: block.text });
    out(`nginx: ${options.nginxConf} written for ${id}`);
    try {
      await runOnTarget(target, 'nginx test', options.nginxTestCmd);
    } catch (error) {
      await restoreBlock(target, options, block);
      throw error;
    }
  }
  checkpoint();
  await target.must('switching current', SWITCH_SCRIPT, [target.dir, id]);
  out(`switch: current → releases/${id}`);
  let failure;
  try {
    await runOnTarget(target, 'reload', options.reloadCmd);
    checkpoint();
    out(`check: ${options.checkUrl}${options.apiUrl ? ` and ${options.apiUrl}/healthz` : ''}`);
    const check = await smokeCheck({ checkUrl: options.checkUrl, apiUrl: options.apiUrl, expect, waitMs: options.checkTimeout * 1000, log: out });
    if (!check.ok)
      failure = `smoke check failed: ${check.results
        .filter((r) => !r.ok)
        .map((r) => `${r.what} ${r.detail}`)
        .join('; ')}`;
  } catch (error) {
    failure = error.message;
  }
  if (!failure) return;
  out(`\n${failure}`);
  const restored = await switchBack(target, options, { fromId, block });
  throw new DeployError(`${failure}\n${restored}`);
}

/** Puts the site block back as it was before this run (or removes it if there was none). */
async function restoreBlock(target, options, block) {
  if (block.original === null) await target.must(`removing ${options.nginxConf}`, REMOVE_FILE_SCRIPT, [options.nginxConf]);
  else await target.must(`restoring ${options.nginxConf}`, WRITE_SCRIPT, [options.nginxConf], { input: block.original });
}

/** Puts back what was live before a failed switch; returns a sentence saying what is live now. */
async function switchBack(target, options, { fromId, block }) {
  try {
    if (fromId) await target.must('switching back', SWITCH_SCRIPT, [target.dir, fromId]);
    else await target.must('removing current', UNSWITCH_SCRIPT, [target.dir]);
    if (block) await restoreBlock(target, options, block);
    await runOnTarget(target, 'reload', options.reloadCmd);
  } catch (error) {
    return `Switching back ALSO FAILED (${error.message}): check ${target.label} by hand (npm run deploy -- --to ${target.label} --list).`;
  }
  if (!fromId) return 'No release was live before: current removed, nothing is served from this folder.';
  out(`switched back to ${fromId}; checking it`);
  let check;
  try {
    const state = await readState(target);
    const expect = await describeRelease(target, fromId, state.releases.find((r) => r.id === fromId)?.meta?.carried);
    check = await smokeCheck({ checkUrl: options.checkUrl, apiUrl: '', expect, waitMs: options.checkTimeout * 1000, log: out });
  } catch (error) {
    return `Switched back to ${fromId}, but could not check it: ${error.message}`;
  }
  return check.ok
    ? `Switched back: ${fromId} is live again and passes the smoke check.`
    : `Switched back to ${fromId}, but it fails the smoke check too: ${check.results
        .filter((r) => !r.ok)
        .map((r) => r.what)
        .join(', ')}.`;
}

async function markRelease(target, state, id, status, note) {
  const meta = state.releases.find((r) => r.id === id)?.meta;
  if (!meta) return;
  await writeRecord(target, { ...meta, status, statusAt: new Date().toISOString(), statusNote: note });
}

async function prune(target, state, keep, { dryRun }) {
  const doomed = prunePlan(state, keep).sort();
  if (!doomed.length) {
    out(
      `prune: nothing to delete (${state.releases.length} release${state.releases.length === 1 ? '' : 's'}, keeping ${keep} besides the current and previous)`,
    );
    return [];
  }
  if (dryRun) {
    out(`prune: would delete ${doomed.join(', ')}`);
    return doomed;
  }
  await target.must(`deleting ${doomed.join(', ')}`, DELETE_RELEASES_SCRIPT, [target.dir, ...doomed]);
  out(`prune: deleted ${doomed.join(', ')}`);
  await appendLog(target, ['prune', doomed.join(',')]);
  return doomed;
}

/** The command that undoes what was just done, with the options it needs (values are allowlisted: no quoting but spaces). */
function undoCommand(target, options, action) {
  const words = ['npm run deploy --', '--to', target.label, ...action, '--check-url', options.checkUrl];
  if (options.apiUrl) words.push('--api-url', options.apiUrl);
  if (options.nginxConf) words.push('--nginx-conf', options.nginxConf);
  if (options.reloadCmd !== DEFAULTS.reloadCmd) words.push('--reload-cmd', `'${options.reloadCmd}'`);
  if (options.nginxConf && options.nginxTestCmd !== DEFAULTS.nginxTestCmd) words.push('--nginx-test-cmd', `'${options.nginxTestCmd}'`);
  if (options.sshConfig) words.push('--ssh-config', options.sshConfig);
  return words.join(' ');
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// ---------------------------------------------------------------------------------------------------

async function deploy(target, options) {
  const build = checkBuild(options.from);
  const git = options.commit ? { commit: options.commit, dirty: false } : await gitCommit();
  if (!git) throw new DeployError('no commit to name the release after: run from the git checkout the build came from, or give --commit');
  const now = new Date();
  const id = releaseId(now, git.commit);
  const state = await readState(target);
  if (state.releases.some((r) => r.id === id)) throw new DeployError(`release ${id} exists already: wait a second and deploy again`);
  const incomingFiles = new Set(build.files);
  const root = `${target.dir}/releases/${id}`;
  const block = options.nginxConf ? await siteBlockFor(target, options, root) : null;
  const previous = state.current;

  const shown = path.relative(process.cwd(), options.from);
  out(
    `deploy ${id}: ${build.files.length} files, ${megabytes(build.bytes)} from ${shown && !shown.startsWith('..') ? shown : options.from} (commit ${git.commit}${git.dirty ? ', with uncommitted changes' : ''})`,
  );
  out(`target: ${target.label} (live now: ${previous ?? 'nothing'})`);
  if (git.dirty) out('warning: the working copy has uncommitted changes; the release record says so');
  if (options.dryRun) {
    out('dry run: nothing is changed. It would:');
    out(`  upload to ${root}/`);
    if (previous) out(`  carry the hashed scripts, styles and /static/ files of ${previous} for ${CARRY_DAYS} days`);
    if (block) out(`  write ${options.nginxConf} (root ${root}) and run: ${options.nginxTestCmd}`);
    out(`  switch current → releases/${id}, then run: ${options.reloadCmd}`);
    out(
      `  check ${options.checkUrl}: home (fa, en), not-found pages (fa, en) with 404, /sw.js, a hashed script, the security headers${options.apiUrl ? `, ${options.apiUrl}/healthz` : ''}`,
    );
    out(`  on failure switch back to ${previous ?? 'nothing'} by itself`);
    await prune(target, { ...state, releases: [{ id, meta: { status: STATUS.ok } }, ...state.releases], current: id }, options.keep, { dryRun: true });
    return;
  }

  await withLock(target, async (locked) => {
    if (locked.current !== previous) throw new DeployError(`the live release changed to ${locked.current ?? 'nothing'} meanwhile: nothing was done, run again`);
    const incoming = `${target.dir}/releases/.incoming-${id}`;
    // Files readable by nginx's workers whatever the umask or the build's modes; links stay links.
    const rsync = await runProcess('rsync', [
      '-a',
      '--delete',
      '--chmod=D755,F644',
      ...target.rsyncTransport(),
      `${options.from}/`,
      target.rsyncPath(`${incoming}/`),
    ]);
    if (rsync.code !== 0) throw new DeployError(`upload to ${target.label} failed (rsync exit ${rsync.code}): ${rsync.stderr.trim()}`);
    out(`upload: done`);
    checkpoint();
    const plan = await carryInto(target, state, '.incoming-' + id, incomingFiles, now);
    if (previous) {
      const own = Object.values(plan.carried).filter((t) => t === now.toISOString()).length;
      out(
        `carry: ${plan.files.length} hashed files kept for open pages: ${own} of ${previous}, ${plan.files.length - own} it carried itself (${plan.expired} older than ${CARRY_DAYS} days dropped)`,
      );
    }
    const meta = {
      id,
      commit: git.commit,
      dirty: git.dirty,
      deployedAt: now.toISOString(),
      by: deployer(),
      pipeline: pipelineUrl(),
      replaced: previous,
      status: STATUS.new,
      carried: plan.carried,
      ...(block ? { nginxConf: block.text } : {}),
    };
    const description = await target.must('finishing the upload', FINISH_UPLOAD_SCRIPT, [target.dir, id], { input: `${JSON.stringify(meta)}\n` });
    const expect = parseDescription(description, id, plan.carried);
    try {
      checkpoint();
      await activate(target, options, { id, fromId: previous, block, expect });
    } catch (error) {
      await writeRecord(target, { ...meta, status: STATUS.failed, statusAt: new Date().toISOString(), statusNote: error.message.split('\n')[0].slice(0, 300) });
      await appendLog(target, ['deploy', id, 'FAILED, back to', previous ?? 'nothing', `(${error.message.split('\n')[0].slice(0, 300)})`]);
      throw error;
    }
    const done = { ...meta, status: STATUS.ok, statusAt: new Date().toISOString() };
    const line = logLine(['deploy', id, 'live, replaced', previous ?? 'nothing', 'by', meta.by, meta.pipeline]);
    await target.must('writing the release record', RECORD_AND_LOG_SCRIPT, [target.dir, id], { input: `${JSON.stringify(done)}\n${line}` });
    out(`\nlive: ${id} (commit ${git.commit})`);
    if (previous) out(`to undo: ${undoCommand(target, options, ['--rollback'])}   (back to ${previous})`);
    await prune(target, { ...locked, releases: [{ id, meta: done }, ...locked.releases], current: id }, options.keep, { dryRun: false });
  });
}

async function rollback(target, options) {
  const state = await readState(target);
  if (!state.exists) throw new DeployError(`${target.label} does not exist: nothing to roll back`);
  const to = options.release ?? previousRelease(state);
  if (!to) throw new DeployError(`no release to go back to in ${target.label} (see --list; --release ID names one)`);
  const release = state.releases.find((r) => r.id === to);
  if (!release) throw new DeployError(`no release ${to} in ${target.label} (see --list)`);
  if (to === state.current) throw new DeployError(`${to} is already the current release`);
  out(`rollback: ${state.current ?? 'nothing'} → ${to} (commit ${release.meta?.commit ?? 'unknown'}, deployed ${release.meta?.deployedAt ?? 'unknown'})`);
  let block = null;
  if (options.nginxConf) {
    const root = `${target.dir}/releases/${to}`;
    // The block the release was deployed with, else one rendered from the block there now.
    if (release.meta?.nginxConf) block = { original: await readBlock(target, options), text: release.meta.nginxConf };
    else block = await siteBlockFor(target, options, root);
  }
  if (options.dryRun) {
    out('dry run: nothing is changed. It would:');
    if (state.current) out(`  carry the hashed files of ${state.current} into ${to}`);
    if (block) out(`  write ${options.nginxConf} for ${to} and run: ${options.nginxTestCmd}`);
    out(`  switch current → releases/${to}, run: ${options.reloadCmd}, and check ${options.checkUrl}`);
    return;
  }
  await withLock(target, async (locked) => {
    if (locked.current !== state.current)
      throw new DeployError(`the live release changed to ${locked.current ?? 'nothing'} meanwhile: nothing was done, run again`);
    const now = new Date();
    const targetFiles = await target.must(`listing release ${to}`, FILES_SCRIPT, [`${target.dir}/releases/${to}`]);
    const plan = await carryInto(target, state, to, new Set(targetFiles.split('\n').filter(Boolean)), now);
    const carried = { ...(release.meta?.carried ?? {}), ...plan.carried };
    if (release.meta) await writeRecord(target, { ...release.meta, carried });
    const expect = await describeRelease(target, to, carried);
    await activate(target, options, { id: to, fromId: state.current, block, expect });
    const note = `rolled back at ${now.toISOString()}`;
    if (state.current) await markRelease(target, state, state.current, STATUS.withdrawn, `${note} to ${to}`);
    const after = await readState(target);
    await markRelease(target, after, to, STATUS.ok, `live again: ${note}`);
    await appendLog(target, ['rollback', state.current ?? 'nothing', '→', to, 'by', deployer()]);
    out(`\nlive: ${to}`);
    if (state.current) out(`to undo: ${undoCommand(target, options, ['--rollback', '--release', state.current])}`);
  });
}

async function remove(target, options) {
  const state = await readState(target);
  if (!state.exists) {
    out(`${target.label} does not exist: nothing to remove`);
    // A block left behind by an interrupted removal goes, and nginx forgets it.
    if (options.nginxConf && (await readBlock(target, options)) !== null && !options.dryRun) {
      await target.must(`removing ${options.nginxConf}`, REMOVE_FILE_SCRIPT, [options.nginxConf]);
      await runOnTarget(target, 'reload', options.reloadCmd);
    }
    return;
  }
  if (state.lock) throw new DeployError(`${target.label} is locked by ${state.lock}: a deploy is running (if none is, remove ${target.dir}/.deploy-lock)`);
  if (options.nginxConf) await readBlock(target, options);
  // Only a folder this command made: current, releases/ and deploy.log, nothing else.
  const foreign = state.entries.filter((e) => !['current', 'releases', 'deploy.log'].includes(e));
  if (foreign.length || state.strays.length || state.incoming.length)
    throw new DeployError(
      `refusing to remove ${target.label}: it holds ${[...foreign, ...state.strays.map((s) => `releases/${s}`), ...state.incoming].join(', ')}, which npm run deploy did not write`,
    );
  out(
    `remove: ${target.label} (${state.releases.length} release${state.releases.length === 1 ? '' : 's'}, live: ${state.current ?? 'nothing'})${options.nginxConf ? ` and ${options.nginxConf}` : ''}`,
  );
  if (options.dryRun) {
    out(
      `dry run: nothing is changed. It would delete ${options.nginxConf ? `${options.nginxConf}, run: ${options.reloadCmd}, then delete ` : ''}${target.dir}`,
    );
    return;
  }
  if (options.nginxConf) {
    // nginx forgets the block first, then the files go.
    await target.must(`removing ${options.nginxConf}`, REMOVE_FILE_SCRIPT, [options.nginxConf]);
    await runOnTarget(target, 'reload', options.reloadCmd);
  }
  await target.must(`removing ${target.dir}`, REMOVE_ALL_SCRIPT, [target.dir]);
  out(`removed: ${target.label}`);
}

export async function main(argv = process.argv.slice(2)) {
  let options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`deploy: ${error.message}\n${USAGE.split('\n\n')[0]}\n(npm run deploy -- --help lists every option)\n`);
    return 2;
  }
  if (options.action === 'help') {
    out(USAGE);
    return 0;
  }
  const target = new Target(options.spec, { sshConfig: options.sshConfig });
  try {
    if (options.action === 'list') out(formatList(await readState(target), target.label));
    else if (options.action === 'prune') {
      const state = await readState(target);
      if (state.releases.length && !options.dryRun) await withLock(target, async (locked) => prune(target, locked, options.keep, options));
      else await prune(target, state, options.keep, { dryRun: true });
    } else if (options.action === 'rollback') await rollback(target, options);
    else if (options.action === 'remove') await remove(target, options);
    else await deploy(target, options);
    return 0;
  } catch (error) {
    if (!(error instanceof DeployError || error instanceof TargetError)) throw error;
    process.stderr.write(`deploy: ${error.message}\n`);
    return 1;
  } finally {
    await target.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`deploy: ${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
