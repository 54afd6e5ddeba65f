// The releases of a deploy target, as pure functions: release ids, the state read from the target, which
// release is "previous", which files of the outgoing release are carried into the next one and for how
// long, which releases pruning deletes, and the --list table. scripts/deploy/release-store.ts does the I/O.
//
// A target holds:
//   current                 symlink to releases/<id>, switched by renaming a new symlink over it
//   releases/<id>/          one build as nginx serves it (plus the files carried from the release before)
//   releases/<id>.json      that release's record: commit, when, by whom, status, carried files, its site block
//   deploy.log              one line per deploy, rollback, failure and prune
//   .deploy-lock/           while a deploy, rollback or prune runs
import { cacheControlFor, IMMUTABLE } from '../../server/cache-policy';

/** `20260321T093000Z-<12 hex of the commit>`: sorts by time, names the commit. */
export const RELEASE_ID = /^(\d{8}T\d{6}Z)-([0-9a-f]{12})$/;
/** How long a replaced release's hashed files stay available (open pages, old service workers). */
export const CARRY_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses a release record can have. `failed`: its smoke check failed; `withdrawn`: rolled back from. */
export const STATUS = { new: 'new', ok: 'ok', failed: 'failed', withdrawn: 'withdrawn' } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

/** Carried file → the ISO time the release it came from stopped being served. */
export type Carried = Record<string, string>;

/** releases/<id>.json. */
export type ReleaseRecord = {
  id: string;
  commit: string;
  dirty: boolean;
  deployedAt: string;
  by: string;
  pipeline: string;
  replaced: string | null;
  status: Status;
  statusAt?: string;
  statusNote?: string;
  carried: Carried;
  /** The site block it was deployed with (--nginx-conf), for a rollback to put back. */
  nginxConf?: string;
};

export type Release = { id: string; meta: ReleaseRecord | null };

export type State = {
  /** The target's folder exists. */
  exists: boolean;
  current: string | null;
  /** Where `current` points, whether or not that is a release here. */
  currentLink: string | null;
  lock: string | null;
  /** The names in the target's folder. */
  entries: string[];
  /** Newest first. */
  releases: Release[];
  /** Folders in releases/ that are not named like a release. */
  strays: string[];
  /** Unfinished uploads (releases/.incoming-<id>). */
  incoming: string[];
};

export function releaseId(date: Date, commit: string): string {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${stamp}-${commit.slice(0, 12)}`;
}

/** The release's time as a Date (from its id). */
export function releaseTime(id: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(id);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

/**
 * Files whose names change with their content (hashed JS/CSS, /static/) and their precompressed copies:
 * the immutable files of server/cache-policy.ts, the ones a page of an older build may still ask for.
 */
export function isHashedAsset(relativePath: string): boolean {
  return cacheControlFor(`/${relativePath.replace(/\.(?:gz|br)$/, '')}`) === IMMUTABLE;
}

export type CarryPlan = { files: string[]; carried: Carried; expired: number };

/**
 * What the next release carries from the outgoing one: the outgoing release's own hashed files (from now)
 * and the files it carried itself that are younger than CARRY_DAYS (keeping their date), except those the
 * next release has itself.
 */
export function carryPlan({
  outgoingFiles,
  outgoingCarried = {},
  incomingFiles,
  now,
  days = CARRY_DAYS,
}: {
  outgoingFiles: string[];
  outgoingCarried?: Carried;
  incomingFiles: Set<string>;
  now: Date;
  days?: number;
}): CarryPlan {
  const carried: Carried = {};
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

/** A record as read back from the target; null when it is not JSON. */
function parseRecord(json: string): ReleaseRecord | null {
  try {
    return JSON.parse(json) as ReleaseRecord;
  } catch {
    return null;
  }
}

/**
 * The target's state from the output of the state script (release-store.ts): tab-separated lines
 * (`current <link>`, `lock <owner>`, `entry <name>`, `dir <id>`, `meta <id>.json <json>`, `incoming <name>`).
 */
export function parseState(text: string): State {
  const state: State = { exists: false, current: null, currentLink: null, lock: null, entries: [], releases: [], strays: [], incoming: [] };
  const records = new Map<string, ReleaseRecord | null>();
  const dirs: string[] = [];
  for (const line of text.split('\n')) {
    if (line === 'present') state.exists = true;
    const [kind, name, ...rest] = line.split('\t');
    if (kind === 'current') state.currentLink = name;
    else if (kind === 'lock') state.lock = name || 'unknown';
    else if (kind === 'entry') state.entries.push(name);
    else if (kind === 'dir') dirs.push(name);
    else if (kind === 'incoming') state.incoming.push(name);
    else if (kind === 'meta') records.set(name.replace(/\.json$/, ''), parseRecord(rest.join('\t')));
  }
  for (const dir of dirs) {
    if (!RELEASE_ID.test(dir)) state.strays.push(dir);
    else state.releases.push({ id: dir, meta: records.get(dir) ?? null });
  }
  state.releases.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)); // newest first
  const linked = /^releases\/([^/]+)\/?$/.exec(state.currentLink ?? '')?.[1];
  if (linked && state.releases.some((r) => r.id === linked)) state.current = linked;
  return state;
}

/** The release a rollback returns to: the newest one older than current that was served without fault. */
export function previousRelease(state: State): string | null {
  if (!state.current) return null;
  const current = state.current;
  const older = state.releases.filter((r) => r.id < current && r.meta?.status === STATUS.ok);
  return older[0]?.id ?? null;
}

/** Releases pruning deletes: all but the newest `keep`, never the current or the previous one. */
export function prunePlan(state: State, keep: number): string[] {
  const spare = new Set(state.releases.slice(0, keep).map((r) => r.id));
  if (state.current) spare.add(state.current);
  const previous = previousRelease(state);
  if (previous) spare.add(previous);
  return state.releases.filter((r) => !spare.has(r.id)).map((r) => r.id);
}

/** `n release(s)`. */
export function releaseCount(n: number): string {
  return `${n} release${n === 1 ? '' : 's'}`;
}

function utc(iso: string | undefined): string {
  return iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '';
}

/** Lays out rows in columns two spaces apart, the last column unpadded. */
function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((cells) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}

/** The --list table: newest first; which release is current and previous; when, from which commit, by whom. */
export function formatList(state: State, target: string): string {
  if (!state.exists) return `${target}: no releases (the folder does not exist yet)`;
  if (!state.releases.length) return `${target}: no releases`;
  const previous = previousRelease(state);
  const rows = state.releases.map(({ id, meta }) => {
    const role = id === state.current ? 'current' : id === previous ? 'previous' : '';
    const status = meta ? meta.status + (meta.statusNote ? ` (${meta.statusNote})` : '') : 'no record';
    return [id === state.current ? '*' : ' ', id, role, utc(meta?.deployedAt), meta?.commit ?? '', meta?.by ?? '', status];
  });
  const notes: string[] = [];
  if (!state.current) notes.push(state.currentLink ? `current points to ${state.currentLink}, which is not a release here` : 'no release is current');
  if (state.lock) notes.push(`locked by ${state.lock} (.deploy-lock)`);
  return [`Releases in ${target} (newest first):`, ...table([[' ', 'RELEASE', 'ROLE', 'DEPLOYED', 'COMMIT', 'BY', 'STATUS'], ...rows]), ...notes].join('\n');
}
