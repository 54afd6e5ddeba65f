// The releases of a deploy target, as pure functions: release ids, the state read from the target, which
// release is "previous", which files of the outgoing release are carried into the next one and for how
// long, which releases pruning deletes, and the --list table. scripts/deploy.mjs does the I/O.
//
// A target holds:
//   current                 symlink to releases/<id>, switched by renaming a new symlink over it
//   releases/<id>/          one build as nginx serves it (plus the files carried from the release before)
//   releases/<id>.json      that release's record: commit, when, by whom, status, carried files, its site block
//   deploy.log              one line per deploy, rollback, failure and prune
//   .deploy-lock/           while a deploy, rollback or prune runs
import { cacheControlFor, IMMUTABLE } from '../../server/cache-policy.ts';

/** `20260321T093000Z-<12 hex of the commit>`: sorts by time, names the commit. */
export const RELEASE_ID = /^(\d{8}T\d{6}Z)-([0-9a-f]{12})$/;
/** How long a replaced release's hashed files stay available (open pages, old service workers). */
export const CARRY_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses a release record can have. `failed`: its smoke check failed; `withdrawn`: rolled back from. */
export const STATUS = { new: 'new', ok: 'ok', failed: 'failed', withdrawn: 'withdrawn' };

export function releaseId(date, commit) {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${stamp}-${commit.slice(0, 12)}`;
}

/** The release's time as a Date (from its id). */
export function releaseTime(id) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(id);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

/**
 * Files whose names change with their content (hashed JS/CSS, /static/) and their precompressed copies:
 * the immutable files of server/cache-policy.ts, the ones a page of an older build may still ask for.
 */
export function isHashedAsset(relativePath) {
  return cacheControlFor(`/${relativePath.replace(/\.(?:gz|br)$/, '')}`) === IMMUTABLE;
}

/**
 * What the next release carries from the outgoing one: the outgoing release's own hashed files (from now)
 * and the files it carried itself that are younger than CARRY_DAYS (keeping their date), except those the
 * next release has itself. `carried` maps a path to the ISO time its release stopped being served.
 */
export function carryPlan({ outgoingFiles, outgoingCarried = {}, incomingFiles, now, days = CARRY_DAYS }) {
  const carried = {};
  let expired = 0;
  for (const file of outgoingFiles) {
    if (incomingFiles.has(file) || !isHashedAsset(file)) continue;
    const since = outgoingCarried[file];
    if (since === undefined) carried[file] = now.toISOString();
    else if (now.getTime() - Date.parse(since) < days * DAY_MS) carried[file] = since;
    else expired += 1;
  }
  return { files: Object.keys(carried).sort(), carried, expired };
}

/**
 * The target's state from the output of the state script in scripts/deploy.mjs: tab-separated lines
 * (`current <link>`, `lock <owner>`, `entry <name>`, `dir <id>`, `meta <id>.json <json>`, `incoming <name>`).
 */
export function parseState(text) {
  const state = { exists: false, current: null, currentLink: null, lock: null, entries: [], releases: [], strays: [], incoming: [] };
  const metas = new Map();
  const dirs = [];
  for (const line of text.split('\n')) {
    if (line === 'present') state.exists = true;
    const [kind, name, ...rest] = line.split('\t');
    if (kind === 'current') state.currentLink = name;
    else if (kind === 'lock') state.lock = name || 'unknown';
    else if (kind === 'entry') state.entries.push(name);
    else if (kind === 'dir') dirs.push(name);
    else if (kind === 'incoming') state.incoming.push(name);
    else if (kind === 'meta') {
      try {
        metas.set(name.replace(/\.json$/, ''), JSON.parse(rest.join('\t')));
      } catch {
        metas.set(name.replace(/\.json$/, ''), null);
      }
    }
  }
  for (const dir of dirs) {
    if (!RELEASE_ID.test(dir)) state.strays.push(dir);
    else state.releases.push({ id: dir, meta: metas.get(dir) ?? null });
  }
  state.releases.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)); // newest first
  const linked = /^releases\/([^/]+)\/?$/.exec(state.currentLink ?? '')?.[1];
  if (linked && state.releases.some((r) => r.id === linked)) state.current = linked;
  return state;
}

/** The release a rollback returns to: the newest one older than current that was served without fault. */
export function previousRelease(state) {
  if (!state.current) return null;
  const older = state.releases.filter((r) => r.id < state.current && r.meta && r.meta.status === STATUS.ok);
  return older[0]?.id ?? null;
}

/** Releases pruning deletes: all but the newest `keep`, never the current or the previous one. */
export function prunePlan(state, keep) {
  const spare = new Set(state.releases.slice(0, keep).map((r) => r.id));
  if (state.current) spare.add(state.current);
  const previous = previousRelease(state);
  if (previous) spare.add(previous);
  return state.releases.filter((r) => !spare.has(r.id)).map((r) => r.id);
}

function utc(iso) {
  return iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '';
}

/** The --list table: newest first; which release is current and previous; when, from which commit, by whom. */
export function formatList(state, target) {
  if (!state.exists) return `${target}: no releases (the folder does not exist yet)`;
  if (!state.releases.length) return `${target}: no releases`;
  const previous = previousRelease(state);
  const rows = state.releases.map((r) => {
    const m = r.meta ?? {};
    const role = r.id === state.current ? 'current' : r.id === previous ? 'previous' : '';
    const status = r.meta ? m.status + (m.statusNote ? ` (${m.statusNote})` : '') : 'no record';
    return [r.id === state.current ? '*' : ' ', r.id, role, utc(m.deployedAt), m.commit ?? '', m.by ?? '', status];
  });
  const header = [' ', 'RELEASE', 'ROLE', 'DEPLOYED', 'COMMIT', 'BY', 'STATUS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : String(c).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const notes = [];
  if (!state.current) notes.push(state.currentLink ? `current points to ${state.currentLink}, which is not a release here` : 'no release is current');
  if (state.lock) notes.push(`locked by ${state.lock} (.deploy-lock)`);
  return [`Releases in ${target} (newest first):`, line(header), ...rows.map(line), ...notes].join('\n');
}
