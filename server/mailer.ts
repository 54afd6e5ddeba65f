// Tells staff of each stored submission by email (nodemailer), through an outbox in the store: the
// API writes <store>/outbox/<id>.json together with the record (server/store.ts), this module sends it
// and deletes the entry once the SMTP server has accepted the message. A failed attempt is retried
// with backoff; a restart picks the outbox up again. Each submission's message has a stable
// Message-ID (<record id>@<sender's domain>), so the one case where a message can go out twice (the
// process dies after SMTP accepted it and before the entry was deleted) shows as one message in mail
// clients that collapse duplicates. docs/server.md states the guarantees.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { formatDate } from '../src/lib/format';
import { toPersianDigits } from '../src/lib/digits';
import type { FormKind } from './form-kind';
import { FORMS } from './forms';
import type { Notifier } from './submission';
import type { Translator } from './messages';
import { findRecord, OUTBOX_DIR, resumePath, TEMP_PREFIX, writeFileAtomic } from './store';
import type { StoredRecord, StoredResume } from './store';

export type MailSettings = {
  /** smtp://user:pass@host:587 or smtps://…:465 */
  smtpUrl: string;
  from: string;
  toContact: string;
  toJobs: string;
};

export type OutboxEntry = { id: string; kind: FormKind; messageId: string; attempts: number; nextAttemptAt: string; lastError?: string };

/** Waits between attempts: the first three retries within a minute, then less and less often, then hourly. */
export const RETRY_DELAYS_MS = [10_000, 20_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000];

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

// ---------------------------------------------------------------------------------------------
// The message

const TEHRAN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "1404/03/25"-style Persian date and time of an instant, in Tehran's time zone. */
function tehranTime(iso: string, translator: Translator): string {
  const parts = Object.fromEntries(TEHRAN.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const months = translator.raw('fa', 'common:calendar.months') as string[];
  const date = formatDate(`${parts.year}-${parts.month}-${parts.day}`, 'fa', months);
  return translator.t('fa', 'mail.receivedAtValue', { date, time: toPersianDigits(`${parts.hour}:${parts.minute}`) });
}

/** One field's value as staff should read it: option labels in Persian, dates in the Persian calendar. */
function displayValue(record: StoredRecord, field: string, translator: Translator): string {
  const value = record.payload[field];
  const option = (v: unknown) => {
    const label = translator.raw('fa', `job.options.${field}.${String(v)}`);
    return typeof label === 'string' ? label : String(v);
  };
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'language') return String(translator.raw('fa', `mail.languages.${String(value)}`) ?? value);
  if (field === 'birthDate' && typeof value === 'string') {
    return `${formatDate(value, 'fa', translator.raw('fa', 'common:calendar.months') as string[])} (${value})`;
  }
  if (field === 'childrenCount') return toPersianDigits(String(value));
  if (field === 'resume') {
    const resume = value as StoredResume;
    return `${resume.fileName} (${toPersianDigits(Math.ceil(resume.size / 1024))} KB)`;
  }
  if (Array.isArray(value)) return value.length ? value.map(option).join('، ') : '—';
  if (record.kind === 'job' && typeof translator.raw('fa', `job.options.${field}`) === 'object') return option(value);
  return String(value);
}

/** The Persian email for one record: subject, plain text, HTML (right to left) and the résumé attached. */
export function composeMessage(record: StoredRecord, storeDir: string, translator: Translator) {
  const form = record.kind;
  const { fields } = FORMS[form];
  const t = (key: string, values?: Record<string, string | number>) => translator.t('fa', key, values);
  const rows: Array<[string, string]> = [
    [t('mail.id'), record.id],
    [t('mail.receivedAt'), tehranTime(record.receivedAt, translator)],
    ...fields.map((field): [string, string] => {
      const label = translator.raw('fa', `${form}.fields.${field}.label`);
      return [typeof label === 'string' ? label : field === 'language' ? t('mail.language') : field, displayValue(record, field, translator)];
    }),
  ];
  const p = record.payload as Record<string, string>;
  const subject =
    form === 'contact'
      ? t('mail.contactSubject', { subject: p.subject })
      : t('mail.jobSubject', { name: `${p.firstName} ${p.lastName}`, position: displayValue(record, 'jobPosition', translator) });
  const intro = t(form === 'contact' ? 'mail.contactIntro' : 'mail.jobIntro');
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', t('mail.footer')].join('\n');
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');
  const html =
    `<div dir="rtl" style="font-family:Tahoma,sans-serif;text-align:right"><p>${escape(intro)}</p><table cellpadding="6" style="border-collapse:collapse">` +
    rows.map(([label, value]) => `<tr><th style="text-align:right;vertical-align:top">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('') +
    `</table><p style="color:#555">${escape(t('mail.footer'))}</p></div>`;
  const file = resumePath(storeDir, record);
  const resume = record.payload.resume as StoredResume | undefined;
  const attachments = file && resume ? [{ filename: resume.fileName, path: file, contentType: resume.contentType }] : [];
  return { subject, text, html, attachments };
}

// ---------------------------------------------------------------------------------------------
// The outbox

export function createMailer({ storeDir, settings, translator, log, retryDelaysMs = RETRY_DELAYS_MS, now = () => new Date() }: MailerOptions): Mailer {
  const outboxDir = path.join(storeDir, OUTBOX_DIR);
  const transport: Transporter = nodemailer.createTransport(settings.smtpUrl, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as object);
  const domain = settings.from.replace(/^.*@/, '').replace(/[>\s].*$/, '') || 'localhost';
  const timers = new Map<string, NodeJS.Timeout>();
  /** Sent in this process: never sent again by it, even if deleting the entry failed. */
  const delivered = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let closed = false;

  const entryFile = (id: string) => path.join(outboxDir, `${id}.json`);

  async function readEntry(id: string): Promise<OutboxEntry | null> {
    try {
      return JSON.parse(await fs.readFile(entryFile(id), 'utf8')) as OutboxEntry;
    } catch {
      return null;
    }
  }

  function schedule(id: string, at: number) {
    if (closed || delivered.has(id)) return;
    clearTimeout(timers.get(id));
    const timer = setTimeout(
      () => {
        timers.delete(id);
        // One message at a time: a burst of submissions does not open a burst of SMTP sessions.
        chain = chain.then(() =>
          attempt(id).catch((error: Error) => {
            // Reading the store failed (I/O error): try again later rather than stall the queue.
            log.error({ id, err: String(error) }, 'notification email could not be prepared; will retry');
            schedule(id, now().getTime() + retryDelaysMs[retryDelaysMs.length - 1]);
          }),
        );
      },
      Math.max(0, at - now().getTime()),
    );
    timer.unref();
    timers.set(id, timer);
  }

  async function attempt(id: string): Promise<void> {
    if (closed || delivered.has(id)) return;
    const entry = await readEntry(id);
    if (!entry) return;
    const record = await findRecord(storeDir, id);
    if (!record) {
      // Written before its record, which never appeared: nothing was acknowledged, nothing to tell.
      await fs.rm(entryFile(id), { force: true });
      return;
    }
    const message = composeMessage(record, storeDir, translator);
    try {
      await transport.sendMail({
        from: settings.from,
        to: record.kind === 'contact' ? settings.toContact : settings.toJobs,
        messageId: entry.messageId,
        ...message,
      });
    } catch (error) {
      const attempts = entry.attempts + 1;
      const delay = retryDelaysMs[Math.min(attempts - 1, retryDelaysMs.length - 1)];
      const next: OutboxEntry = {
        ...entry,
        attempts,
        nextAttemptAt: new Date(now().getTime() + delay).toISOString(),
        lastError: String((error as Error).message ?? error),
      };
      log.warn({ id, attempts, retryInMs: delay, err: next.lastError }, 'notification email not sent; will retry');
      await writeFileAtomic(outboxDir, `${id}.json`, JSON.stringify(next)).catch((e) => log.error({ id, err: String(e) }, 'could not update the outbox entry'));
      schedule(id, now().getTime() + delay);
      return;
    }
    delivered.add(id);
    log.info({ id, attempts: entry.attempts + 1 }, 'notification email sent');
    try {
      await fs.rm(entryFile(id));
      const dir = await fs.open(outboxDir, 'r');
      await dir.sync().finally(() => dir.close());
    } catch (error) {
      log.error({ id, err: String(error) }, 'email sent but its outbox entry could not be deleted; it would be sent again after a restart');
    }
  }

  return {
    outboxEntry(id, kind) {
      const entry: OutboxEntry = { id, kind, messageId: `<${id}@${domain}>`, attempts: 0, nextAttemptAt: now().toISOString() };
      return entry;
    },
    stored(record) {
      schedule(record.id, now().getTime());
    },
    async start() {
      let names: string[] = [];
      try {
        names = await fs.readdir(outboxDir);
      } catch {
        return;
      }
      for (const name of names) {
        if (name.startsWith(TEMP_PREFIX) || !name.endsWith('.json')) continue;
        const entry = await readEntry(name.slice(0, -5));
        if (entry) schedule(entry.id, Date.parse(entry.nextAttemptAt) || now().getTime());
      }
      if (timers.size) log.info({ pending: timers.size }, 'notification emails waiting in the outbox');
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await chain;
      transport.close();
    },
  };
}
