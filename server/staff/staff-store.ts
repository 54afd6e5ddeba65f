// What staff change and read, over the staff database (server/staff/staff-db.ts), without HTTP: the
// inbox query, a record's state (status, assignee, notes) with optimistic versions, the audit log, and
// the staff members seen at sign-in (the assignee choices). The plugin (server/staff/plugin.ts) and the
// command line (server/cli.ts) both use it.
import { normalizeSearchText } from '../../src/lib/search-text';
import type { FormKind } from '../form-kind';
import { transaction, type StaffDb } from './staff-db';

export const STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type Status = (typeof STATUSES)[number];
export const isStatus = (v: unknown): v is Status => typeof v === 'string' && (STATUSES as readonly string[]).includes(v);
/** Statuses in which a complaint can be overdue (an answered or closed one is done). */
const OPEN_STATUSES = `('new', 'in_progress')`;

export type InboxQuery = {
  kinds: readonly FormKind[];
  kind?: FormKind;
  status?: Status;
  subject?: string;
  /** Stored subjects that match `subject` by their label (a job position's key whose name holds the words typed). */
  subjectKeys?: readonly string[];
  assignee?: string;
  overdue?: boolean;
  from?: string;
  to?: string;
  q?: string;
  page: number;
  pageSize: number;
  /** Tehran's day today: complaints due before it and still open are overdue. */
  today: string;
};

export type InboxRow = {
  id: string;
  kind: FormKind;
  reference: string;
  receivedAt: string;
  name: string;
  email: string;
  subject: string;
  complaint: boolean;
  dueDay: string | null;
  overdue: boolean;
  status: Status;
  assignee: string | null;
  version: number;
};

export type RecordState = { status: Status; assignee: string | null; notes: string; version: number; updatedAt: string | null; updatedBy: string | null };

export type AuditAction =
  | 'signed-in'
  | 'signed-out'
  | 'refused'
  | 'viewed-record'
  | 'downloaded-resume'
  | 'changed-status'
  | 'changed-assignee'
  | 'changed-notes'
  | 'exported'
  | 'exported-audit'
  | 'purged'
  | 'viewed-traffic';
export type AuditEntry = {
  seq: number;
  at: string;
  actor: string;
  action: AuditAction;
  recordId: string | null;
  kind: string | null;
  detail: string | null;
  /** The record's reference while it is indexed (null once purged: the entry keeps only its id). */
  reference: string | null;
};

export type StaffUser = { login: string; name: string; roles: string[] };

export type Change = { status?: Status; assignee?: string | null; notes?: string };
export type UpdateResult = { ok: true; state: RecordState } | { ok: false; state: RecordState };

const LIKE_ESCAPE = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A complaint still open after its due day; its one parameter is today's day. */
const OVERDUE_SQL = `(r.complaint = 1 AND r.due_day < ? AND r.status IN ${OPEN_STATUSES})`;

/** The WHERE clause and its parameters for a query (over the index alone: no join). */
function whereOf(query: Omit<InboxQuery, 'page' | 'pageSize'>, withStatus = true): { sql: string; params: Array<string | number> } {
  // The unary + keeps SQLite from choosing the kind index over the time one: the page is read newest
  // first through records_received and stops after 25 rows, instead of sorting every row of the kinds.
  const parts: string[] = [`+r.kind IN (${query.kinds.map(() => '?').join(', ') || "''"})`];
  const params: Array<string | number> = [...query.kinds];
  const add = (sql: string, ...values: Array<string | number>) => {
    parts.push(sql);
    params.push(...values);
  };
  if (query.kind) add('r.kind = ?', query.kind);
  if (withStatus && query.status) add('+r.status = ?', query.status);
  if (query.subject) {
    const keys = query.subjectKeys ?? [];
    add(`(r.subject LIKE ? ESCAPE '\\'${keys.map(() => ' OR r.subject = ?').join('')})`, `%${LIKE_ESCAPE(query.subject)}%`, ...keys);
  }
  if (query.assignee) add('r.assignee = ?', query.assignee);
  if (query.overdue) add(OVERDUE_SQL, query.today);
  if (query.from) add('r.received_at >= ?', query.from);
  if (query.to) add('r.received_at < ?', query.to);
  for (const term of normalizeSearchText(query.q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 6))
    add('instr(r.search, ?) > 0', term);
  return { sql: parts.join(' AND '), params };
}

const COLUMNS = 'r.*, s.version';
const FROM = 'FROM records r LEFT JOIN state s ON s.id = r.id';

type Row = Record<string, string | number | null>;

function inboxRow(row: Row): InboxRow {
  return {
    id: String(row.id),
    kind: row.kind as FormKind,
    reference: String(row.reference),
    receivedAt: String(row.received_at),
    name: String(row.name),
    email: String(row.email),
    subject: String(row.subject),
    complaint: row.complaint === 1,
    dueDay: (row.due_day as string | null) ?? null,
    overdue: row.overdue === 1,
    status: (row.status as Status | null) ?? 'new',
    assignee: (row.assignee as string | null) ?? null,
    version: Number(row.version ?? 0),
  };
}

function stateOf(row: Row | undefined): RecordState {
  if (!row) return { status: 'new', assignee: null, notes: '', version: 0, updatedAt: null, updatedBy: null };
  return {
    status: row.status as Status,
    assignee: (row.assignee as string | null) ?? null,
    notes: String(row.notes ?? ''),
    version: Number(row.version),
    updatedAt: (row.updated_at as string | null) ?? null,
    updatedBy: (row.updated_by as string | null) ?? null,
  };
}

export type StaffStore = ReturnType<typeof createStaffStore>;

export function createStaffStore(db: StaffDb, now: () => Date = () => new Date()) {
  const auditInsert = () => db.prepare('INSERT INTO audit (at, actor, action, record_id, kind, detail) VALUES (?, ?, ?, ?, ?, ?)');
  const stateSelect = () => db.prepare('SELECT * FROM state WHERE id = ?');

  function audit(actor: string, action: AuditAction, record?: { id: string; kind: string } | null, detail?: string): void {
    auditInsert().run(now().toISOString(), actor, action, record?.id ?? null, record?.kind ?? null, detail ?? null);
  }

  return {
    audit,

    /**
     * One page of the inbox, overdue complaints first, then newest first, with the total and the counts
     * per status. The overdue ones (a handful, found through the due-day index) and the others (read
     * newest first through the time index, stopping at the page's end) are two queries, so no query
     * sorts or joins every record.
     */
    inbox(query: InboxQuery): { rows: InboxRow[]; total: number; counts: Record<Status, number> } {
      const where = whereOf(query);
      const offset = (query.page - 1) * query.pageSize;
      // Counts per status ignore the status filter, so each says what choosing that status would show.
      // The same pass counts the overdue ones per status: the page needs them before its rows.
      const all = whereOf(query, false);
      const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
      let overdueCount = 0;
      for (const row of db
        .prepare(`SELECT r.status AS status, COUNT(*) AS n, SUM(${OVERDUE_SQL}) AS overdue FROM records r WHERE ${all.sql} GROUP BY r.status`)
        .all(query.today, ...all.params) as Row[]) {
        counts[row.status as Status] = Number(row.n);
        if (!query.status || row.status === query.status) overdueCount += Number(row.overdue);
      }
      const rows: Row[] = [];
      if (offset < overdueCount) {
        rows.push(
          ...(db
            .prepare(`SELECT ${COLUMNS}, 1 AS overdue ${FROM} WHERE ${where.sql} AND ${OVERDUE_SQL} ORDER BY r.received_at DESC, r.id DESC LIMIT ? OFFSET ?`)
            .all(...where.params, query.today, query.pageSize, offset) as Row[]),
        );
      }
      // With the overdue filter on, there are no others to read.
      if (rows.length < query.pageSize && !query.overdue) {
        rows.push(
          ...(db
            .prepare(
              `SELECT ${COLUMNS}, 0 AS overdue ${FROM} WHERE ${where.sql} AND NOT ${OVERDUE_SQL} ORDER BY r.received_at DESC, r.id DESC LIMIT ? OFFSET ?`,
            )
            .all(...where.params, query.today, query.pageSize - rows.length, Math.max(0, offset - overdueCount)) as Row[]),
        );
      }
      const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
      return { rows: rows.map(inboxRow), total, counts };
    },

    /** Every row of a filtered view (for its CSV export), in the inbox's order, a row at a time. */
    *inboxAll(query: Omit<InboxQuery, 'page' | 'pageSize'>): Generator<InboxRow> {
      const where = whereOf(query);
      for (const [overdue, condition] of [
        [1, OVERDUE_SQL],
        [0, `NOT ${OVERDUE_SQL}`],
      ] as const) {
        const statement = db.prepare(
          `SELECT ${COLUMNS}, ${overdue} AS overdue ${FROM} WHERE ${where.sql} AND ${condition} ORDER BY r.received_at DESC, r.id DESC`,
        );
        for (const row of statement.iterate(...where.params, query.today) as Iterable<Row>) yield inboxRow(row);
      }
    },

    /** The index row of a record, if it is of one of the kinds allowed. */
    indexed(id: string, kinds: readonly FormKind[]): InboxRow | null {
      const row = db
        .prepare('SELECT r.*, s.status, s.assignee, s.version, 0 AS overdue FROM records r LEFT JOIN state s ON s.id = r.id WHERE r.id = ?')
        .get(id) as Row | undefined;
      return row && kinds.includes(row.kind as FormKind) ? inboxRow(row) : null;
    },

    state(id: string): RecordState {
      return stateOf(stateSelect().get(id) as Row | undefined);
    },

    /**
     * Applies a change made on `version`: refused (with the current state) when someone saved since.
     * Each field that changed is one audit entry, in the same transaction as the change.
     */
    update(record: { id: string; kind: FormKind }, change: Change, version: number, actor: string): UpdateResult {
      return transaction(db, () => {
        const current = stateOf(stateSelect().get(record.id) as Row | undefined);
        if (current.version !== version) return { ok: false, state: current };
        const next = {
          status: change.status ?? current.status,
          assignee: change.assignee === undefined ? current.assignee : change.assignee,
          notes: change.notes ?? current.notes,
        };
        const at = now().toISOString();
        db.prepare(
          `INSERT INTO state (id, status, assignee, notes, version, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET status = excluded.status, assignee = excluded.assignee, notes = excluded.notes,
             version = excluded.version, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        ).run(record.id, next.status, next.assignee, next.notes, version + 1, at, actor);
        db.prepare('UPDATE records SET status = ?, assignee = ? WHERE id = ?').run(next.status, next.assignee, record.id);
        if (next.status !== current.status) audit(actor, 'changed-status', record, `${current.status} → ${next.status}`);
        if (next.assignee !== current.assignee) audit(actor, 'changed-assignee', record, `${current.assignee ?? '—'} → ${next.assignee ?? '—'}`);
        // The notes' text stays out of the log: it may hold personal data, which a purge must be able to remove.
        if (next.notes !== current.notes) audit(actor, 'changed-notes', record);
        return { ok: true, state: stateOf(stateSelect().get(record.id) as Row) };
      });
    },

    /** A page of the audit log, newest first, or every entry for its export. */
    auditLog({ page = 1, pageSize = 100, recordId }: { page?: number; pageSize?: number; recordId?: string } = {}): { entries: AuditEntry[]; total: number } {
      const where = recordId ? 'WHERE a.record_id = ?' : '';
      const params = recordId ? [recordId] : [];
      const entries = (
        db
          .prepare(`SELECT a.*, r.reference FROM audit a LEFT JOIN records r ON r.id = a.record_id ${where} ORDER BY a.seq DESC LIMIT ? OFFSET ?`)
          .all(...params, pageSize, (page - 1) * pageSize) as Row[]
      ).map((r): AuditEntry => ({
        seq: Number(r.seq),
        at: String(r.at),
        actor: String(r.actor),
        action: r.action as AuditAction,
        recordId: (r.record_id as string | null) ?? null,
        kind: (r.kind as string | null) ?? null,
        detail: (r.detail as string | null) ?? null,
        reference: (r.reference as string | null) ?? null,
      }));
      const total = Number((db.prepare(`SELECT COUNT(*) AS n FROM audit a ${where}`).get(...params) as Row).n);
      return { entries, total };
    },

    /**
     * Remembers a staff member at sign-in: the assignee choices are the staff who have signed in. Their
     * roles are refreshed at every sign-in, so one who lost their groups is kept (records may still name
     * them) but with no roles, and shown as no longer having access; someone in no staff group who was
     * never staff is not added.
     */
    rememberUser(user: StaffUser): void {
      if (user.roles.length === 0) {
        db.prepare('UPDATE staff_users SET name = ?, roles = ?, seen_at = ? WHERE login = ?').run(user.name, '', now().toISOString(), user.login);
        return;
      }
      db.prepare(
        `INSERT INTO staff_users (login, name, roles, seen_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (login) DO UPDATE SET name = excluded.name, roles = excluded.roles, seen_at = excluded.seen_at`,
      ).run(user.login, user.name, user.roles.join(','), now().toISOString());
    },

    users(): StaffUser[] {
      return (db.prepare('SELECT * FROM staff_users ORDER BY name').all() as Row[]).map((r) => ({
        login: String(r.login),
        name: String(r.name),
        roles: String(r.roles).split(',').filter(Boolean),
      }));
    },

    /** A purged record: its state (notes included) and index row go; the audit entries about it stay. */
    forget(ids: readonly string[]): void {
      transaction(db, () => {
        for (const id of ids) {
          db.prepare('DELETE FROM state WHERE id = ?').run(id);
          db.prepare('DELETE FROM records WHERE id = ?').run(id);
        }
      });
    },

    setting(key: string): string | null {
      const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as Row | undefined;
      return row ? String(row.value) : null;
    },

    /** Stores a setting unless one is there already; returns the value kept. */
    settingOnce(key: string, value: string): string {
      db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(key, value);
      return String((db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as Row).value);
    },
  };
}
