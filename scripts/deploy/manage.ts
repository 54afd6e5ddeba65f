// The releases already on a target: --list, --rollback (to the previous release or a named one, checked
// like a deploy), --prune (never the current or the previous release) and --remove (a preview's whole
// folder and its site block). Each changes nothing with --dry-run.
import { DeployError } from './errors';
import { describeRelease } from './expectation';
import { withLock } from './lock';
import { deployer, out } from './log';
import { undoCommand, type PruneOptions, type RemoveOptions, type RollbackOptions } from './options';
import { appendLog, carryInto, deleteReleases, listFiles, markRelease, OWN_ENTRIES, readState, removeTarget, writeRecord } from './release-store';
import { formatList, previousRelease, prunePlan, releaseCount, STATUS, type Release, type State } from './releases';
import { blockOfRelease, readBlock, type SiteBlock } from './site-block';
import { activate, runCommand } from './switch';
import type { Target } from './target';

export async function list(target: Target): Promise<void> {
  out(formatList(await readState(target), target.label));
}

/** Deletes what prunePlan names (or says it would); returns the ids. */
export async function prune(target: Target, state: State, keep: number, { dryRun }: { dryRun: boolean }): Promise<string[]> {
  const doomed = prunePlan(state, keep).sort();
  if (!doomed.length) {
    out(`prune: nothing to delete (${releaseCount(state.releases.length)}, keeping ${keep} besides the current and previous)`);
    return [];
  }
  if (dryRun) {
    out(`prune: would delete ${doomed.join(', ')}`);
    return doomed;
  }
  await deleteReleases(target, doomed);
  out(`prune: deleted ${doomed.join(', ')}`);
  await appendLog(target, ['prune', doomed.join(',')]);
  return doomed;
}

export async function pruneCommand(target: Target, options: PruneOptions): Promise<void> {
  const state = await readState(target);
  if (!state.releases.length || options.dryRun) await prune(target, state, options.keep, { dryRun: true });
  else await withLock(target, (locked) => prune(target, locked, options.keep, { dryRun: false }));
}

/** The release to go back to, refusing one that is not there or already live. */
function rollbackTarget(target: Target, state: State, options: RollbackOptions): Release {
  if (!state.exists) throw new DeployError(`${target.label} does not exist: nothing to roll back`);
  const to = options.release ?? previousRelease(state);
  if (!to) throw new DeployError(`no release to go back to in ${target.label} (see --list; --release ID names one)`);
  const release = state.releases.find((r) => r.id === to);
  if (!release) throw new DeployError(`no release ${to} in ${target.label} (see --list)`);
  if (to === state.current) throw new DeployError(`${to} is already the current release`);
  return release;
}

/** Under the lock: carry the live release's hashed files into `release`, switch, check, mark both releases. */
async function switchBackTo(target: Target, options: RollbackOptions, state: State, release: Release, block: SiteBlock | null): Promise<void> {
  const { id: to, meta } = release;
  const now = new Date();
  const plan = await carryInto(target, state, to, new Set(await listFiles(target, to)), now);
  const carried = { ...(meta?.carried ?? {}), ...plan.carried };
  if (meta) await writeRecord(target, { ...meta, carried });
  const expect = await describeRelease(target, to, carried);
  await activate(target, options, { id: to, fromId: state.current, block, expect });
  const note = `rolled back at ${now.toISOString()}`;
  if (state.current) await markRelease(target, state, state.current, STATUS.withdrawn, `${note} to ${to}`);
  await markRelease(target, await readState(target), to, STATUS.ok, `live again: ${note}`);
  await appendLog(target, ['rollback', state.current ?? 'nothing', '→', to, 'by', deployer()]);
}

export async function rollback(target: Target, options: RollbackOptions): Promise<void> {
  const state = await readState(target);
  const release = rollbackTarget(target, state, options);
  const to = release.id;
  out(`rollback: ${state.current ?? 'nothing'} → ${to} (commit ${release.meta?.commit ?? 'unknown'}, deployed ${release.meta?.deployedAt ?? 'unknown'})`);
  // The block the release was deployed with, else one rendered from the block there now.
  const block = options.nginxConf ? await blockOfRelease(target, options.nginxConf, release.meta?.nginxConf, `${target.dir}/releases/${to}`) : null;
  if (options.dryRun) {
    out('dry run: nothing is changed. It would:');
    if (state.current) out(`  carry the hashed files of ${state.current} into ${to}`);
    if (block) out(`  write ${block.file} for ${to} and run: ${options.nginxTestCmd}`);
    out(`  switch current → releases/${to}, run: ${options.reloadCmd}, and check ${options.checkUrl}`);
    return;
  }
  await withLock(target, async (locked) => {
    if (locked.current !== state.current)
      throw new DeployError(`the live release changed to ${locked.current ?? 'nothing'} meanwhile: nothing was done, run again`);
    await switchBackTo(target, options, state, release, block);
  });
  out(`\nlive: ${to}`);
  if (state.current) out(`to undo: ${undoCommand(target.label, options, ['--rollback', '--release', state.current])}`);
}

/** nginx forgets the block (removed, then a reload) before the files it served go. */
async function dropBlock(target: Target, options: RemoveOptions): Promise<void> {
  if (!options.nginxConf) return;
  await target.removeFile(options.nginxConf);
  await runCommand(target, 'reload', options.reloadCmd);
}

/** Refuses a folder holding anything this command did not write, or one a deploy is using. */
function checkRemovable(target: Target, state: State): void {
  if (state.lock) throw new DeployError(`${target.label} is locked by ${state.lock}: a deploy is running (if none is, remove ${target.dir}/.deploy-lock)`);
  const foreign = [...state.entries.filter((e) => !OWN_ENTRIES.includes(e)), ...state.strays.map((s) => `releases/${s}`), ...state.incoming];
  if (foreign.length) throw new DeployError(`refusing to remove ${target.label}: it holds ${foreign.join(', ')}, which npm run deploy did not write`);
}

export async function remove(target: Target, options: RemoveOptions): Promise<void> {
  const state = await readState(target);
  if (!state.exists) {
    out(`${target.label} does not exist: nothing to remove`);
    // A block left behind by an interrupted removal goes, and nginx forgets it.
    if (options.nginxConf && (await readBlock(target, options.nginxConf)) !== null && !options.dryRun) await dropBlock(target, options);
    return;
  }
  checkRemovable(target, state);
  if (options.nginxConf) await readBlock(target, options.nginxConf);
  const conf = options.nginxConf;
  out(`remove: ${target.label} (${releaseCount(state.releases.length)}, live: ${state.current ?? 'nothing'})${conf ? ` and ${conf}` : ''}`);
  if (options.dryRun) {
    out(`dry run: nothing is changed. It would delete ${conf ? `${conf}, run: ${options.reloadCmd}, then delete ` : ''}${target.dir}`);
    return;
  }
  await dropBlock(target, options);
  await removeTarget(target);
  out(`removed: ${target.label}`);
}
