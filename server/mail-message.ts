// The staff email of one stored submission, in Persian (server/mailer.ts sends it from the outbox):
// every field with its Persian label, option values by their Persian names, dates in the Persian
// calendar (Tehran time), the résumé attached under the applicant's file name. And the SMTP sender
// that the mailer and `npm run submissions -- resend` share.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { formatDate } from '../src/lib/format';
import { toPersianDigits } from '../src/lib/digits';
import { FORMS } from './forms';
import type { Translator } from './messages';
import { resumePath } from './store';
import type { StoredRecord, StoredResume } from './store';

export type MailSettings = {
  /** smtp://user:pass@host:587 or smtps://…:465 */
  smtpUrl: string;
  from: string;
  toContact: string;
  toJobs: string;
};

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
    [t('mail.reference'), record.reference],
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

export type Sender = {
  /** Hands one record's email to the SMTP server; throws what the server answered when it refuses. */
  send(record: StoredRecord, messageId: string): Promise<void>;
  /** The Message-ID of a record's email: the same for every attempt, so duplicates collapse in mail clients. */
  messageIdOf(id: string): string;
  close(): void;
};

export function createSender(settings: MailSettings, storeDir: string, translator: Translator): Sender {
  const transport: Transporter = nodemailer.createTransport(settings.smtpUrl, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as object);
  const domain = settings.from.replace(/^.*@/, '').replace(/[>\s].*$/, '') || 'localhost';
  return {
    async send(record, messageId) {
      const to = record.kind === 'contact' ? settings.toContact : settings.toJobs;
      await transport.sendMail({ from: settings.from, to, messageId, ...composeMessage(record, storeDir, translator) });
    },
    messageIdOf: (id) => `<${id}@${domain}>`,
    close: () => transport.close(),
  };
}

/** An SMTP answer that retrying will not change (5xx: unknown recipient, message refused as spam…). */
export function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
