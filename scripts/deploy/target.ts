// Where releases go (`npm run deploy -- --to …`): a folder on this machine or one on another machine over
// ssh. Every operation there is a short POSIX shell script (sh here, `ssh host sh -c …` there) and files
// travel with rsync, so a local folder and an ssh target go through exactly the same steps.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeployError } from './errors';

/** One path segment we write or accept: no spaces, quotes, globs or shell syntax. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
const SSH_USER = /^[a-z_][a-z0-9_.-]{0,31}$/;
const SSH_HOST = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;

export type TargetSpec = { kind: 'local'; dir: string } | { kind: 'ssh'; host: string; dir: string };

/** An absolute path whose every segment is SEGMENT (so no "..", no "~", nothing to quote); null if not. */
export function cleanAbsolutePath(value: string): string | null {
  if (!value.startsWith('/') || value.length > 1024) return null;
  const segments = value.split('/').filter(Boolean);
  if (!segments.length || !segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')) return null;
  return `/${segments.join('/')}`;
}

/**
 * `--to`: `/srv/site` (this machine) or `[user@]host:/srv/site` (rsync and commands over ssh; `host` may be
 * an alias of the ssh configuration). Returns null for anything else.
 */
export function parseTarget(value: string): TargetSpec | null {
  if (value.startsWith('/')) {
    const dir = cleanAbsolutePath(value);
    return dir ? { kind: 'local', dir } : null;
  }
  const match = /^(?:([^@:/]+)@)?([^@:/]+):(\/.*)$/.exec(value);
  if (!match) return null;
  const [, user, host, rawDir] = match;
  const dir = cleanAbsolutePath(rawDir);
  if (!dir || !SSH_HOST.test(host) || (user !== undefined && !SSH_USER.test(user))) return null;
  return { kind: 'ssh', host: user ? `${user}@${host}` : host, dir };
}

/** Single-quotes a word for a POSIX shell. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

export type ProcessResult = { code: number; stdout: string; stderr: string };

/** Runs a program; resolves with its exit code and output (never rejects on a non-zero exit). */
export function runProcess(command: string, args: string[], { input }: { input?: string } = {}): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
    child.stdin.on('error', () => {}); // a script that does not read its input
    child.stdin.end(input ?? '');
  });
}

export class Target {
  readonly spec: TargetSpec;
  readonly dir: string;
  private readonly sshOptions: string[];
  private controlDir: string | null = null;

  constructor(spec: TargetSpec, { sshConfig = '' }: { sshConfig?: string } = {}) {
    this.spec = spec;
    this.dir = spec.dir;
    // BatchMode: never wait for a password or a host-key question; the key and known_hosts come from the
    // ssh configuration (--ssh-config) or the user's own. One connection carries every command and
    // rsync of a run (a private control socket, closed by close()).
    this.sshOptions = ['-o', 'BatchMode=yes', '-o', 'ConnectTimeout=15', ...(sshConfig ? ['-F', sshConfig] : [])];
    if (spec.kind === 'ssh') {
      this.controlDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-ssh-'));
      this.sshOptions.push('-o', 'ControlMaster=auto', '-o', `ControlPath=${this.controlDir}/%C`, '-o', 'ControlPersist=60');
    }
  }

  /** Closes the shared ssh connection, if any. */
  async close(): Promise<void> {
    if (!this.controlDir || this.spec.kind !== 'ssh') return;
    await runProcess('ssh', [...this.sshOptions, '-O', 'exit', this.spec.host]).catch(() => {});
    fs.rmSync(this.controlDir, { recursive: true, force: true });
    this.controlDir = null;
  }

  /** How the target is named in messages and in the printed undo command (the --to value). */
  get label(): string {
    return this.spec.kind === 'local' ? this.dir : `${this.spec.host}:${this.dir}`;
  }

  /** Runs a shell script on the target with positional arguments ($1 …); resolves with code and output. */
  async sh(script: string, args: string[] = [], { input }: { input?: string } = {}): Promise<ProcessResult> {
    if (this.spec.kind === 'local') return runProcess('sh', ['-c', script, 'sh', ...args], { input });
    const remote = `sh -c ${shellQuote(script)} sh ${args.map(shellQuote).join(' ')}`;
    const result = await runProcess('ssh', [...this.sshOptions, this.spec.host, remote], { input });
    if (result.code === 255) throw new DeployError(`ssh to ${this.spec.host} failed: ${result.stderr.trim() || 'no answer'}`);
    return result;
  }

  /** Like sh, but a non-zero exit is an error naming `what`. Resolves with stdout. */
  async must(what: string, script: string, args: string[] = [], options: { input?: string } = {}): Promise<string> {
    const result = await this.sh(script, args, options);
    if (result.code !== 0) throw new DeployError(`${what} failed on ${this.label}: ${(result.stderr || result.stdout).trim() || `exit ${result.code}`}`);
    return result.stdout;
  }

  /** A file's text on the target; null when there is none. */
  async readFile(file: string): Promise<string | null> {
    const read = await this.sh(`if [ -f "$1" ]; then cat "$1"; else exit 3; fi`, [file]);
    return read.code === 0 ? read.stdout : null;
  }

  /**
   * Writes `text` to a file on the target: beside it and renamed over it when its folder is writable, else
   * in place (a file in a folder the deploy user cannot write, which the operator lets it own).
   */
  async writeFile(file: string, text: string, what = `writing ${file}`): Promise<void> {
    const script = `if (cat > "$1.deploy-tmp") 2>/dev/null; then mv -f "$1.deploy-tmp" "$1"; else rm -f "$1.deploy-tmp" 2>/dev/null; cat > "$1"; fi`;
    await this.must(what, script, [file], { input: text });
  }

  async removeFile(file: string): Promise<void> {
    await this.must(`removing ${file}`, `rm -f "$1"`, [file]);
  }

  /** Copies a local folder's content into a folder on the target (rsync; over the run's ssh connection). */
  async upload(from: string, to: string, rsyncOptions: string[]): Promise<void> {
    const transport = this.spec.kind === 'local' ? [] : ['-e', ['ssh', ...this.sshOptions].join(' ')];
    const destination = this.spec.kind === 'local' ? `${to}/` : `${this.spec.host}:${to}/`;
    const rsync = await runProcess('rsync', [...rsyncOptions, ...transport, `${from}/`, destination]);
    if (rsync.code !== 0) throw new DeployError(`upload to ${this.label} failed (rsync exit ${rsync.code}): ${rsync.stderr.trim()}`);
  }
}
