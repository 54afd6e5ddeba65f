// The releases on the target (the layout is in releases.ts): reading its state, uploading a build into a
// new release, carrying the outgoing release's hashed files into it, its record and deploy.log, and
// deleting releases. Each step is one short shell script run on the target (target.ts), so a step costs
// one round trip over ssh.
import { DESCRIBE_SCRIPT, parseDescription, type Expectation } from './expectation';
import { logLine } from './log';
import { carryPlan, parseState, type CarryPlan, type ReleaseRecord, type State } from './releases';
import type { Target } from './target';

/** Prints the state of the target in $1 as parseState reads it (nothing when the folder does not exist). */
export const STATE_SCRIPT = `
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
const APPEND_LOG_SCRIPT = `cat >> "$1/deploy.log"`;
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

/** Only these are in a target's folder when npm run deploy made it all (--remove deletes nothing else). */
export const OWN_ENTRIES = ['current', 'releases', 'deploy.log'];

export async function readState(target: Target): Promise<State> {
  return parseState(await target.must('reading the releases', STATE_SCRIPT, [target.dir]));
}

const releaseDir = (target: Target, id: string) => `${target.dir}/releases/${id}`;

/** The files of a release (or of an upload, `.incoming-<id>`), relative to it. */
export async function listFiles(target: Target, id: string): Promise<string[]> {
  return (await target.must(`listing release ${id}`, FILES_SCRIPT, [releaseDir(target, id)])).split('\n').filter(Boolean);
}

/** Sends the build to releases/.incoming-<id>; files readable by nginx's workers whatever the umask or the build's modes, links kept. */
export async function upload(target: Target, from: string, id: string): Promise<string> {
  const incoming = `.incoming-${id}`;
  await target.upload(from, releaseDir(target, incoming), ['-a', '--delete', '--chmod=D755,F644']);
  return incoming;
}

/** The upload becomes the release `record.id`, with its record; returns what its smoke check will expect. */
export async function finishUpload(target: Target, record: ReleaseRecord): Promise<Expectation> {
  const description = await target.must('finishing the upload', FINISH_UPLOAD_SCRIPT, [target.dir, record.id], { input: `${JSON.stringify(record)}\n` });
  return parseDescription(description, record.id, record.carried);
}

/**
 * Copies the current release's hashed files into the release (or upload) `into` (see carryPlan), reading
 * the current release's file list on the target; returns the plan.
 */
export async function carryInto(target: Target, state: State, into: string, incomingFiles: Set<string>, now: Date): Promise<CarryPlan> {
  const current = state.current;
  if (!current) return { carried: {}, files: [], expired: 0 };
  const outgoing = state.releases.find((r) => r.id === current);
  const plan = carryPlan({ outgoingFiles: await listFiles(target, current), outgoingCarried: outgoing?.meta?.carried ?? {}, incomingFiles, now });
  if (plan.files.length)
    await target.must('carrying the previous release’s files', CARRY_SCRIPT, [target.dir, current, into], { input: `${plan.files.join('\n')}\n` });
  return plan;
}

export async function writeRecord(target: Target, record: ReleaseRecord): Promise<void> {
  await target.writeFile(`${releaseDir(target, record.id)}.json`, `${JSON.stringify(record)}\n`, 'writing the release record');
}

/** Rewrites a release's record with a new status (a release without a record is left so). */
export async function markRelease(target: Target, state: State, id: string, status: ReleaseRecord['status'], note: string): Promise<void> {
  const record = state.releases.find((r) => r.id === id)?.meta;
  if (record) await writeRecord(target, { ...record, status, statusAt: new Date().toISOString(), statusNote: note });
}

/** Appends a line to deploy.log; a log that cannot be written does not stop anything. */
export async function appendLog(target: Target, words: (string | null | undefined)[]): Promise<void> {
  await target.sh(APPEND_LOG_SCRIPT, [target.dir], { input: logLine(words) }).catch(() => {});
}

/** The record and its line of deploy.log in one round trip. */
export async function recordAndLog(target: Target, record: ReleaseRecord, words: (string | null | undefined)[]): Promise<void> {
  await target.must('writing the release record', RECORD_AND_LOG_SCRIPT, [target.dir, record.id], { input: `${JSON.stringify(record)}\n${logLine(words)}` });
}

export async function deleteReleases(target: Target, ids: string[]): Promise<void> {
  await target.must(`deleting ${ids.join(', ')}`, DELETE_RELEASES_SCRIPT, [target.dir, ...ids]);
}

export async function removeTarget(target: Target): Promise<void> {
  await target.must(`removing ${target.dir}`, `rm -rf "$1"`, [target.dir]);
}
