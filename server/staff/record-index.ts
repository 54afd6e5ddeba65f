// The inbox's index of the stored records: one row per record with what the inbox shows, filters and
// searches (name, e-mail, subject, the normalised text of name, e-mail and message, a complaint's due
// day). Filled as each record is stored and by a catch-up scan of the record folders, which runs in the
// background after start (start-up reads nothing of the store) and drops rows whose record was purged.
import { createHash } from 'node:crypto';
import { normalizeSearchText } from '../../src/lib/search-text';
import { dueDay, type WorkingCalendar } from '../../src/lib/working-days';
import { records, type StoredRecord } from '../store';
import { transaction, type StaffDb } from './staff-db';

export type IndexSettings = { calendar: WorkingCalendar; complaintDays: number };

/** The subjects a complaint is sent with (the complaints page fills in locales' contact.subjects.complaint). */
const COMPLAINT_SUBJECTS = new Set(['شکایت', 'complaint'].map(normalizeSearchText));

export function isComplaint(record: StoredRecord): boolean {
  return record.kind === 'contact' && COMPLAINT_SUBJECTS.has(normalizeSearchText(String(record.payload.subject ?? '')));
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Who sent it, their address and what it is about, as the inbox lists them (`message` is only searched). */
export function summaryOf(record: StoredRecord): { name: string; email: string; subject: string; message: string } {
  const p = record.payload;
  if (record.kind === 'contact') return { name: text(p.fullName), email: text(p.email), subject: text(p.subject), message: text(p.message) };
  // An application has no e-mail or message: it is found by name and mobile number.
  return { name: `${text(p.firstName)} ${text(p.lastName)}`.trim(), email: '', subject: text(p.jobPosition), message: text(p.mobile) };
}

export type RecordIndex = {
  /** Adds a record (again: a second call changes nothing). */
  add(record: StoredRecord): void;
  remove(ids: readonly string[]): void;
  /** Reads every record folder once and brings the index in line; resolves when done. */
  catchUp(storeDir: string): Promise<{ added: number; removed: number; ms: number }>;
  /**
   * Computes the complaints' due days again when the working calendar (data/holidays.json, the number
   * of days) differs from the one they were computed with, as after a year's holidays are added or a
   * lunar one moves; returns how many changed. Complaints are a handful, so this is quick.
   */
  refreshDueDays(): number;
  /** True once a catch-up has completed since start. */
  readonly complete: boolean;
};

export function createRecordIndex(db: StaffDb, settings: IndexSettings): RecordIndex {
  const insert = () =>
    db.prepare(
      `INSERT OR IGNORE INTO records (id, kind, reference, received_at, name, email, subject, complaint, due_day, search, status, assignee)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE((SELECT status FROM state WHERE id = ?1), 'new'), (SELECT assignee FROM state WHERE id = ?1))`,
    );
  const remove = () => db.prepare('DELETE FROM records WHERE id = ?');
  const removeState = () => db.prepare('DELETE FROM state WHERE id = ?');
  let complete = false;

  function add(record: StoredRecord): boolean {
    const s = summaryOf(record);
    const complaint = isComplaint(record);
    const due = complaint ? dueDay(new Date(record.receivedAt), settings.complaintDays, settings.calendar) : null;
    const search = normalizeSearchText(`${s.name} ${s.email} ${s.message}`);
    const result = insert().run(record.id, record.kind, record.reference, record.receivedAt, s.name, s.email, s.subject, complaint ? 1 : 0, due, search);
    return Number(result.changes) > 0;
  }

  const calendarKey = createHash('sha256')
    .update(JSON.stringify([settings.complaintDays, settings.calendar.weekend, settings.calendar.holidays.map((h) => h.date)]))
    .digest('hex');

  function refreshDueDays(): number {
    const kept = db.prepare("SELECT value FROM settings WHERE key = 'due-calendar'").get() as { value: string } | undefined;
    if (kept?.value === calendarKey) return 0;
    return transaction(db, () => {
      let changed = 0;
      const update = db.prepare('UPDATE records SET due_day = ? WHERE id = ? AND due_day IS NOT ?');
      for (const row of db.prepare('SELECT id, received_at FROM records WHERE complaint = 1').all() as Array<{ id: string; received_at: string }>) {
        const due = dueDay(new Date(row.received_at), settings.complaintDays, settings.calendar);
        changed += Number(update.run(due, row.id, due).changes);
      }
      db.prepare("INSERT INTO settings (key, value) VALUES ('due-calendar', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(calendarKey);
      return changed;
    });
  }

  return {
    add: (record) => void add(record),
    refreshDueDays,
    remove(ids) {
      transaction(db, () => {
        for (const id of ids) {
          remove().run(id);
          removeState().run(id);
        }
      });
    },
    async catchUp(storeDir) {
      const started = Date.now();
      refreshDueDays();
      const startedIso = new Date(started).toISOString();
      const seen = new Set<string>();
      let added = 0;
      let batch: StoredRecord[] = [];
      const flush = () => {
        transaction(db, () => {
          for (const r of batch) if (add(r)) added += 1;
        });
        batch = [];
      };
      for await (const record of records(storeDir)) {
        seen.add(record.id);
        batch.push(record);
        if (batch.length >= 500) {
          flush();
          await new Promise((resolve) => setImmediate(resolve)); // let requests in between batches
        }
      }
      flush();
      // Rows whose folder is gone were purged while the server was not told (the CLI's purge drops them itself).
      const gone = (db.prepare('SELECT id FROM records WHERE received_at < ?').all(startedIso) as Array<{ id: string }>)
        .map((r) => r.id)
        .filter((id) => !seen.has(id));
      if (gone.length) this.remove(gone);
      complete = true;
      return { added, removed: gone.length, ms: Date.now() - started };
    },
    get complete() {
      return complete;
    },
  };
}
