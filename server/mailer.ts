// Tells staff of each stored submission by email, through the outbox in the store: the API writes
// <store>/outbox/<id>.json together with the record (server/store.ts), this module sends it
// (server/mail-message.ts) and deletes the entry once the SMTP server has accepted the message. A
// failed attempt is retried with backoff; a permanent refusal (5xx) a few times, after which the
// message moves to mail-failed/ (the health check reports it; `npm run submissions -- resend` sends it
// again). A restart picks the outbox up again. Each submission's message has a stable Message-ID, so
// the one case where a message can go out twice (the process dies after SMTP accepted it and before
// the entry was deleted) shows as one message in mail clients that collapse duplicates.
// docs/server.md states the guarantees.
import type { FormKind } from './form-kind';
import { createSender, isPermanentRejection, type MailSettings } from './mail-message';
import type { Translator } from './messages';
import { moveEntry, queuedIds, readEntry, removeEntry, writeEntry, type OutboxEntry } from './outbox';
import { FAILED_MAIL_DIR, findRecord, OUTBOX_DIR } from './store';
import type { StoredRecord } from './store';
import type { Notifier } from './submission';

export type { MailSettings, OutboxEntry };

/** Waits between attempts: the first three retries within a minute, then less and less often, then hourly. */
export const RETRY_DELAYS_MS = [10_000, 20_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000];
/** Permanent (5xx) refusals of one message before it is set aside as failed. */
export const MAX_REJECTIONS = 3;

type Log = { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void; error: (o: object, m?: string) => void };

export type MailerOptions = {
  storeDir: string;
  settings: MailSettings;
  translator: Translator;
  log: Log;
  retryDelaysMs?: readonly number[];
  now?: () => Date;
};

export type Mailer = Notifier & {
  /** Schedules every entry already in the outbox (after a restart); drops entries whose record never appeared. */
  start(): Promise<void>;
  /** Stops scheduling and waits for a send in progress. */
  close(): Promise<void>;
};

/** The entry after a refused attempt: when to try again, or null when it is to be set aside as failed. */
export function afterFailure(entry: OutboxEntry, error: unknown, at: Date, delays: readonly number[]): { next: OutboxEntry; delay: number; failed: boolean } {
  const attempts = entry.attempts + 1;
  const rejections = (entry.rejections ?? 0) + (isPermanentRejection(error) ? 1 : 0);
  const delay = delays[Math.min(attempts - 1, delays.length - 1)];
  const lastError = String((error as Error)?.message ?? error);
  const next = { ...entry, attempts, rejections, lastError, nextAttemptAt: new Date(at.getTime() + delay).toISOString() };
  return { next, delay, failed: rejections >= MAX_REJECTIONS };
}

export function createMailer({ storeDir, settings, translator, log, retryDelaysMs = RETRY_DELAYS_MS, now = () => new Date() }: MailerOptions): Mailer {
  const sender = createSender(settings, storeDir, translator);
  const timers = new Map<string, NodeJS.Timeout>();
  /** Sent in this process: never sent again by it, even if deleting the entry failed. */
  const delivered = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let closed = false;

  function schedule(id: string, at: number) {
    if (closed || delivered.has(id)) return;
    clearTimeout(timers.get(id));
    const run = () => {
      timers.delete(id);
      // One message at a time: a burst of submissions does not open a burst of SMTP sessions.
      chain = chain.then(() =>
        attempt(id).catch((error: Error) => {
          // Reading the store failed (I/O error): try again later rather than stall the queue.
          log.error({ id, err: String(error) }, 'notification email could not be prepared; will retry');
          schedule(id, now().getTime() + retryDelaysMs[retryDelaysMs.length - 1]);
        }),
      );
    };
    const timer = setTimeout(run, Math.max(0, at - now().getTime()));
    timer.unref();
    timers.set(id, timer);
  }

  async function refused(entry: OutboxEntry, error: unknown) {
    const { next, delay, failed } = afterFailure(entry, error, now(), retryDelaysMs);
    const keep = failed ? moveEntry(storeDir, OUTBOX_DIR, FAILED_MAIL_DIR, next) : writeEntry(storeDir, OUTBOX_DIR, next);
    await keep.catch((e) => log.error({ id: entry.id, err: String(e) }, 'could not update the outbox entry'));
    if (failed) {
      log.error(
        { id: entry.id, attempts: next.attempts, err: next.lastError },
        'notification email refused for good; moved to mail-failed/ (npm run submissions -- resend)',
      );
      return;
    }
    log.warn({ id: entry.id, attempts: next.attempts, retryInMs: delay, err: next.lastError }, 'notification email not sent; will retry');
    schedule(entry.id, now().getTime() + delay);
  }

  async function sent(entry: OutboxEntry) {
    delivered.add(entry.id);
    log.info({ id: entry.id, attempts: entry.attempts + 1 }, 'notification email sent');
    await removeEntry(storeDir, OUTBOX_DIR, entry.id).catch((error) =>
      log.error({ id: entry.id, err: String(error) }, 'email sent but its outbox entry could not be deleted; it would be sent again after a restart'),
    );
  }

  async function attempt(id: string): Promise<void> {
    if (closed || delivered.has(id)) return;
    const entry = await readEntry(storeDir, OUTBOX_DIR, id);
    if (!entry) return;
    const record: StoredRecord | null = await findRecord(storeDir, id);
    // Written before its record, which never appeared (or purged since): nothing to tell.
    if (!record) return removeEntry(storeDir, OUTBOX_DIR, id);
    try {
      await sender.send(record, entry.messageId);
    } catch (error) {
      return refused(entry, error);
    }
    return sent(entry);
  }

  return {
    outboxEntry(id: string, kind: FormKind): OutboxEntry {
      return { id, kind, messageId: sender.messageIdOf(id), attempts: 0, nextAttemptAt: now().toISOString() };
    },
    stored(record) {
      schedule(record.id, now().getTime());
    },
    async start() {
      const ids = await queuedIds(storeDir, OUTBOX_DIR).catch(() => []);
      for (const id of ids) {
        const entry = await readEntry(storeDir, OUTBOX_DIR, id);
        if (entry) schedule(entry.id, Date.parse(entry.nextAttemptAt) || now().getTime());
      }
      if (timers.size) log.info({ pending: timers.size }, 'notification emails waiting in the outbox');
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await chain;
      sender.close();
    },
  };
}
