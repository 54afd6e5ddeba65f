// Making a release the live one: its site block written and tested (--nginx-conf), `current` switched by
// renaming a new symlink over it (rename(2) is atomic: nginx sees one or the other), nginx reloaded, and
// the smoke check. When anything after the switch fails, the previous release (and block) is put back,
// reloaded and checked, and the run fails naming what failed and what is live now.
import { DeployError } from './errors';
import { checkpoint } from './lock';
import { out } from './log';
import type { CheckSettings, NginxSettings } from './options';
import { describeRelease, type Expectation } from './expectation';
import { readState } from './release-store';
import { restoreBlock, type SiteBlock } from './site-block';
import { smokeCheck, type CheckResult } from './smoke';
import type { Target } from './target';

const SWITCH_SCRIPT = `set -e; cd "$1"; ln -sfn "releases/$2" ".current-$2"; mv -fT ".current-$2" current`;
const UNSWITCH_SCRIPT = `rm -f "$1/current"`;

export type SwitchPlan = { id: string; fromId: string | null; block: SiteBlock | null; expect: Expectation };
type Settings = CheckSettings & NginxSettings;

/** Runs an operator's command on the target (reload, nginx test); a non-zero exit fails naming it. */
export async function runCommand(target: Target, what: string, command: string): Promise<void> {
  out(`${what}: ${command}`);
  const result = await target.sh(command);
  if (result.code !== 0) throw new DeployError(`${what} failed (${command}, exit ${result.code}): ${(result.stderr || result.stdout).trim()}`);
}

async function writeAndTestBlock(target: Target, settings: Settings, { id, block }: SwitchPlan): Promise<void> {
  if (!block) return;
  await target.writeFile(block.file, block.text);
  out(`nginx: ${block.file} written for ${id}`);
  try {
    await runCommand(target, 'nginx test', settings.nginxTestCmd);
  } catch (error) {
    await restoreBlock(target, block);
    throw error;
  }
}

const failures = (results: CheckResult[], detail: boolean) =>
  results
    .filter((r) => !r.ok)
    .map((r) => (detail ? `${r.what} ${r.detail}` : r.what))
    .join(detail ? '; ' : ', ');

/** Reload and smoke check; resolves with what failed, or null. */
async function reloadAndCheck(target: Target, settings: Settings, expect: Expectation): Promise<string | null> {
  try {
    await runCommand(target, 'reload', settings.reloadCmd);
    checkpoint();
    out(`check: ${settings.checkUrl}${settings.apiUrl ? ` and ${settings.apiUrl}/healthz` : ''}`);
    const check = await smokeCheck({ checkUrl: settings.checkUrl, apiUrl: settings.apiUrl, expect, waitMs: settings.checkTimeout * 1000, log: out });
    return check.ok ? null : `smoke check failed: ${failures(check.results, true)}`;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Makes `plan.id` the live release; on a failure after the switch, switches back and throws DeployError. */
export async function activate(target: Target, settings: Settings, plan: SwitchPlan): Promise<void> {
  await writeAndTestBlock(target, settings, plan);
  checkpoint();
  await target.must('switching current', SWITCH_SCRIPT, [target.dir, plan.id]);
  out(`switch: current → releases/${plan.id}`);
  const failure = await reloadAndCheck(target, settings, plan.expect);
  if (!failure) return;
  out(`\n${failure}`);
  throw new DeployError(`${failure}\n${await switchBack(target, settings, plan)}`);
}

/** Checks the release put back after a failed switch; returns a sentence saying how it went. */
async function checkRestored(target: Target, settings: Settings, fromId: string): Promise<string> {
  out(`switched back to ${fromId}; checking it`);
  try {
    const state = await readState(target);
    const expect = await describeRelease(target, fromId, state.releases.find((r) => r.id === fromId)?.meta?.carried);
    const check = await smokeCheck({ checkUrl: settings.checkUrl, expect, waitMs: settings.checkTimeout * 1000, log: out });
    return check.ok
      ? `Switched back: ${fromId} is live again and passes the smoke check.`
      : `Switched back to ${fromId}, but it fails the smoke check too: ${failures(check.results, false)}.`;
  } catch (error) {
    return `Switched back to ${fromId}, but could not check it: ${(error as Error).message}`;
  }
}

/** Puts back what was live before a failed switch; returns a sentence saying what is live now. */
async function switchBack(target: Target, settings: Settings, { fromId, block }: SwitchPlan): Promise<string> {
  try {
    if (fromId) await target.must('switching back', SWITCH_SCRIPT, [target.dir, fromId]);
    else await target.must('removing current', UNSWITCH_SCRIPT, [target.dir]);
    if (block) await restoreBlock(target, block);
    await runCommand(target, 'reload', settings.reloadCmd);
  } catch (error) {
    return `Switching back ALSO FAILED (${(error as Error).message}): check ${target.label} by hand (npm run deploy -- --to ${target.label} --list).`;
  }
  if (!fromId) return 'No release was live before: current removed, nothing is served from this folder.';
  return checkRestored(target, settings, fromId);
}
