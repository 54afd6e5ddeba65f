// Staff sessions, kept on the server (the staff database): the browser holds only a random id signed
// with the session key, in an HttpOnly cookie no page script can read. A session ends after 30 minutes
// without a request, after 12 hours in all, or at sign-out; a cookie whose signature does not match is
// ignored without a database look-up. The database keeps a hash of each id, never the id itself.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffDb } from './staff-db';
import type { StaffRole } from './config';

export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 3_600_000;
/** seen_at is written at most this often (every request would be a write). */
const TOUCH_MS = 30_000;

export type SessionUser = { login: string; name: string; roles: StaffRole[] };
export type Session = { user: SessionUser; csrf: string; createdAt: number };

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

export type Sessions = ReturnType<typeof createSessions>;

export function createSessions(db: StaffDb, secret: string, now: () => number = Date.now) {
  const sign = (id: string) => createHmac('sha256', secret).update(id).digest('base64url');

  /** The id in a cookie value whose signature is right, else null. */
  function verified(cookie: string | undefined): string | null {
    if (!cookie) return null;
    const [id, signature, extra] = cookie.split('.');
    if (!id || !signature || extra !== undefined || !/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
    const expected = Buffer.from(sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  return {
    /** A new session; returns the cookie's value. */
    create(user: SessionUser): { cookie: string; session: Session } {
      const id = randomBytes(32).toString('base64url');
      const session = { user, csrf: randomBytes(32).toString('base64url'), createdAt: now() };
      db.prepare('INSERT INTO sessions (id_hash, user, csrf, created_at, seen_at) VALUES (?, ?, ?, ?, ?)').run(
        hashOf(id),
        JSON.stringify(user),
        session.csrf,
        session.createdAt,
        session.createdAt,
      );
      return { cookie: `${id}.${sign(id)}`, session };
    },

    /** The live session a cookie names (its last use moved to now), or null: unsigned, unknown, idle too long or too old. */
    get(cookie: string | undefined): Session | null {
      const id = verified(cookie);
      if (!id) return null;
      const row = db.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(hashOf(id)) as
        { user: string; csrf: string; created_at: number; seen_at: number } | undefined;
      if (!row) return null;
      const t = now();
      if (t - row.seen_at > IDLE_MS || t - row.created_at > ABSOLUTE_MS) {
        db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(hashOf(id));
        return null;
      }
      if (t - row.seen_at > TOUCH_MS) db.prepare('UPDATE sessions SET seen_at = ? WHERE id_hash = ?').run(t, hashOf(id));
      return { user: JSON.parse(row.user) as SessionUser, csrf: row.csrf, createdAt: row.created_at };
    },

    /** Ends the session a cookie names (sign-out). */
    destroy(cookie: string | undefined): void {
      const id = verified(cookie);
      if (id) db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(hashOf(id));
    },

    /** Removes ended sessions (run now and then). */
    sweep(): void {
      const t = now();
      db.prepare('DELETE FROM sessions WHERE seen_at < ? OR created_at < ?').run(t - IDLE_MS, t - ABSOLUTE_MS);
    },
  };
}
