// A deploy: the build checked here, uploaded as a new release, the outgoing release's hashed files carried
// into it, its record written, then switched to (switch.ts) and kept only when it passes the smoke check;
// finally old releases are pruned. Everything on the target happens under its lock.
import path from 'node:path';
import { DeployError } from './errors';
import { checkBuild, commitOf, type CheckedBuild, type Commit } from './build';
import { checkpoint, withLock } from './lock';
import { deployer, firstLine, megabytes, out, pipelineUrl } from './log';
import { undoCommand, type DeployOptions } from './options';
import { prune } from './manage';
import { appendLog, carryInto, finishUpload, readState, recordAndLog, upload, writeRecord } from './release-store';
import { CARRY_DAYS, releaseId, STATUS, type CarryPlan, type ReleaseRecord, type State } from './releases';
import { blockFor, type SiteBlock } from './site-block';
import { activate } from './switch';
import type { Target } from './target';

/** Everything known before the target is locked. */
type Plan = { id: string; now: Date; build: CheckedBuild; git: Commit; state: State; block: SiteBlock | null };

async function plan(target: Target, options: DeployOptions): Promise<Plan> {
  const build = checkBuild(options.from);
  const git = await commitOf(options.commit);
  const now = new Date();
  const id = releaseId(now, git.commit);
  const state = await readState(target);
  if (state.releases.some((r) => r.id === id)) throw new DeployError(`release ${id} exists already: wait a second and deploy again`);
  const block = options.nginxConf ? await blockFor(target, options.nginxConf, options.site, `${target.dir}/releases/${id}`) : null;
  return { id, now, build, git, state, block };
}

function announce(target: Target, options: DeployOptions, { id, build, git, state }: Plan): void {
  const shown = path.relative(process.cwd(), options.from);
  const from = shown && !shown.startsWith('..') ? shown : options.from;
  out(
    `deploy ${id}: ${build.files.length} files, ${megabytes(build.bytes)} from ${from} (commit ${git.commit}${git.dirty ? ', with uncommitted changes' : ''})`,
  );
  out(`target: ${target.label} (live now: ${state.current ?? 'nothing'})`);
  if (git.dirty) out('warning: the working copy has uncommitted changes; the release record says so');
}

async function dryRun(target: Target, options: DeployOptions, { id, state, block }: Plan): Promise<void> {
  const root = `${target.dir}/releases/${id}`;
  const previous = state.current;
  out('dry run: nothing is changed. It would:');
  out(`  upload to ${root}/`);
  if (previous) out(`  carry the hashed scripts, styles and /static/ files of ${previous} for ${CARRY_DAYS} days`);
  if (block) out(`  write ${block.file} (root ${root}) and run: ${options.nginxTestCmd}`);
  out(`  switch current → releases/${id}, then run: ${options.reloadCmd}`);
  const api = options.apiUrl ? `, ${options.apiUrl}/healthz` : '';
  out(`  check ${options.checkUrl}: home (fa, en), not-found pages (fa, en) with 404, /sw.js, a hashed script, the security headers${api}`);
  out(`  on failure switch back to ${previous ?? 'nothing'} by itself`);
  const after = { ...state, releases: [{ id, meta: null }, ...state.releases], current: id };
  await prune(target, after, options.keep, { dryRun: true });
}

function reportCarry(previous: string, carry: CarryPlan, now: Date): void {
  const own = Object.values(carry.carried).filter((t) => t === now.toISOString()).length;
  out(
    `carry: ${carry.files.length} hashed files kept for open pages: ${own} of ${previous}, ${carry.files.length - own} it carried itself (${carry.expired} older than ${CARRY_DAYS} days dropped)`,
  );
}

/** Uploads the build as the new release, carries into it, writes its record; returns the record. */
async function stage(target: Target, options: DeployOptions, { id, now, build, git, state, block }: Plan): Promise<ReleaseRecord> {
  const incoming = await upload(target, options.from, id);
  out('upload: done');
  checkpoint();
  const carry = await carryInto(target, state, incoming, new Set(build.files), now);
  if (state.current) reportCarry(state.current, carry, now);
  return {
    id,
    commit: git.commit,
    dirty: git.dirty,
    deployedAt: now.toISOString(),
    by: deployer(),
    pipeline: pipelineUrl(),
    replaced: state.current,
    status: STATUS.new,
    carried: carry.carried,
    ...(block ? { nginxConf: block.text } : {}),
  };
}

/** Under the lock: stage, switch (switched back by itself on failure), record, prune. */
async function goLive(target: Target, options: DeployOptions, planned: Plan, locked: State): Promise<void> {
  const previous = planned.state.current;
  if (locked.current !== previous) throw new DeployError(`the live release changed to ${locked.current ?? 'nothing'} meanwhile: nothing was done, run again`);
  const record = await stage(target, options, planned);
  const expect = await finishUpload(target, record);
  try {
    checkpoint();
    await activate(target, options, { id: record.id, fromId: previous, block: planned.block, expect });
  } catch (error) {
    await writeRecord(target, { ...record, status: STATUS.failed, statusAt: new Date().toISOString(), statusNote: firstLine(error) });
    await appendLog(target, ['deploy', record.id, 'FAILED, back to', previous ?? 'nothing', `(${firstLine(error)})`]);
    throw error;
  }
  const done: ReleaseRecord = { ...record, status: STATUS.ok, statusAt: new Date().toISOString() };
  await recordAndLog(target, done, ['deploy', record.id, 'live, replaced', previous ?? 'nothing', 'by', record.by, record.pipeline]);
  out(`\nlive: ${record.id} (commit ${record.commit})`);
  if (previous) out(`to undo: ${undoCommand(target.label, options, ['--rollback'])}   (back to ${previous})`);
  await prune(target, { ...locked, releases: [{ id: record.id, meta: done }, ...locked.releases], current: record.id }, options.keep, { dryRun: false });
}

export async function deploy(target: Target, options: DeployOptions): Promise<void> {
  const planned = await plan(target, options);
  announce(target, options, planned);
  if (options.dryRun) return dryRun(target, options, planned);
  await withLock(target, (locked) => goLive(target, options, planned, locked));
}
