// The staff area's database: <store>/staff/staff.db (SQLite through node:sqlite), beside the record
// folders, which stay the only copy of what visitors sent. It holds what changes after a record is
// stored (status, assignee, notes, each with a version), an index of the records for the inbox (filled
// as records are stored and by a catch-up scan; it repeats each record's status and assignee, so the
// inbox filters and counts without a join), the sessions, and the append-only audit log.
// docs/staff.md says why SQLite and what was measured.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const STAFF_DIR = 'staff';
export const STAFF_DB = 'staff.db';

export function staffDbPath(storeDir: string): string {
  return path.join(storeDir, STAFF_DIR, STAFF_DB);
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS records (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  reference TEXT NOT NULL,
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  complaint INTEGER NOT NULL,
  due_day TEXT,
  search TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  assignee TEXT
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS records_received ON records (received_at DESC);
CREATE INDEX IF NOT EXISTS records_kind_status ON records (kind, status);
CREATE INDEX IF NOT EXISTS records_due ON records (due_day) WHERE complaint = 1;
CREATE TABLE IF NOT EXISTS state (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL DEFAULT 'new',
  assignee TEXT,
  notes TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT,
  updated_by TEXT
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS state_status ON state (status);
CREATE TABLE IF NOT EXISTS audit (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  record_id TEXT,
  kind TEXT,
  detail TEXT
);
CREATE INDEX IF NOT EXISTS audit_record ON audit (record_id);
CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit
  BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit
  BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TABLE IF NOT EXISTS sessions (
  id_hash TEXT PRIMARY KEY,
  user TEXT NOT NULL,
  csrf TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  seen_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS staff_users (
  login TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  roles TEXT NOT NULL,
  seen_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
`;

/** The part of node:sqlite's DatabaseSync the staff area uses. */
export type StaffDb = Pick<DatabaseSync, 'prepare' | 'exec' | 'close'>;

function connect(file: string, create: boolean): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  if (create) db.exec(SCHEMA);
  return db;
}

/**
 * Opens (and creates) the database. WAL lets the inbox read while a change is written; synchronous=FULL
 * makes a committed change durable before it is acknowledged, as the record files are.
 *
 * The connection is opened when used and closed as soon as the code using it has run to its end (a
 * microtask): a file held open for writing would keep the store's file system from being remounted
 * read-only, and the store must behave exactly as before (docs/server.md). Opening costs well under a
 * millisecond. So statements are prepared where they are run and never used across an `await`.
 */
export function openStaffDb(storeDir: string): StaffDb {
  const file = staffDbPath(storeDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  let db: DatabaseSync | null = connect(file, true);
  let closing = false;
  const current = (): DatabaseSync => {
    db ??= connect(file, false);
    if (!closing) {
      closing = true;
      queueMicrotask(() => {
        closing = false;
        db?.close();
        db = null;
      });
    }
    return db;
  };
  current();
  return {
    prepare: (sql) => current().prepare(sql),
    exec: (sql) => current().exec(sql),
    close() {
      db?.close();
      db = null;
    },
  };
}

/** Runs `work` in one transaction (IMMEDIATE: it takes the write lock at once, so two writers queue instead of failing). */
export function transaction<T>(db: StaffDb, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * A consistent copy of the staff database at `file` (which must not exist), taken while the server
 * runs: a plain file copy of a WAL database can miss committed changes or catch one half-written.
 */
export function backupStaffDb(storeDir: string, file: string): void {
  const db = new DatabaseSync(staffDbPath(storeDir), { readOnly: true });
  try {
    db.prepare('VACUUM INTO ?').run(file);
  } finally {
    db.close();
  }
}
