// One change at a time on a target: a deploy, a rollback or a prune holds `.deploy-lock/` for its whole
// run. An interrupt (SIGINT, SIGTERM) while it is held stops the run at the next safe point (checkpoint):
// a switched release is always checked or switched back first; a second interrupt leaves at once.
import { DeployError } from './errors';
import { deployer, out } from './log';
import { STATE_SCRIPT } from './release-store';
import { parseState, type State } from './releases';
import type { Target } from './target';

/** Takes the lock (exit 4 when held), drops unfinished uploads, then prints the state as STATE_SCRIPT does. */
const LOCK_SCRIPT = `mkdir -p "$1/releases" && mkdir "$1/.deploy-lock" 2>/dev/null || { echo "locked by $(head -n 1 "$1/.deploy-lock/owner" 2>/dev/null || echo unknown)" >&2; exit 4; }
printf '%s\\n' "$2" > "$1/.deploy-lock/owner"
rm -rf "$1/releases/.incoming-"*
${STATE_SCRIPT}`;
const UNLOCK_SCRIPT = `rm -rf "$1/.deploy-lock"`;

/** Set by the first SIGINT or SIGTERM while a lock is held. */
let interrupted: string | null = null;

/** Stops the run here if it was interrupted. */
export function checkpoint(): void {
  if (interrupted) throw new DeployError(`interrupted (${interrupted})`);
}

/** Runs fn with the state as read under the lock, and releases the lock however fn ends. */
export async function withLock<T>(target: Target, fn: (state: State) => Promise<T>): Promise<T> {
  const owner = `${deployer()} pid ${process.pid} since ${new Date().toISOString()}`;
  const lock = await target.sh(LOCK_SCRIPT, [target.dir, owner]);
  if (lock.code === 4)
    throw new DeployError(`${target.label} is ${lock.stderr.trim()}: another deploy is running. If none is, remove ${target.dir}/.deploy-lock and try again.`);
  if (lock.code !== 0) throw new DeployError(`cannot prepare ${target.label}: ${lock.stderr.trim()}`);
  const release = () => target.sh(UNLOCK_SCRIPT, [target.dir]).catch(() => {});
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) {
      out(`\n${signal} again: leaving now. Look at ${target.label} with --list.`);
      void release().finally(() => process.exit(130));
      return;
    }
    interrupted = signal;
    out(`\n${signal}: stopping after the current step (again to leave at once)`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await fn({ ...parseState(lock.stdout), lock: null });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await release();
  }
}
