// Tells the maintainers of a licence in data/licences.json (the trust seal among them) that ends within
// 30 days of the build date, or has ended: printed always, and mailed with --mail through the server's
// own mail settings (SMTP_URL, MAIL_FROM; to MAIL_TO_MAINTAINERS, else MAIL_TO_CONTACT). The nightly
// rebuild runs it (scripts/deploy/ci.ts build), so the warning arrives before the seal disappears.
//   node --import tsx scripts/licence-expiry.ts [--mail] [--today YYYY-MM-DD]
// Exit 0 when nothing ends soon or the mail went out; 1 when the mail could not be sent; 2 on bad usage.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import nodemailer from 'nodemailer';
import { configFromEnv } from '../server/config';
import { formatDate } from '../src/lib/format';
import { toPersianDigits } from '../src/lib/digits';
import { expiryLine, licencesEndingSoon, type EndingLicence } from '../src/lib/licence-status';

const ROOT = path.resolve(__dirname, '..');
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Licence = { number: string; title: { fa: string; en: string }; validUntil: string | null };
type Lng = 'fa' | 'en';

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** The message in Persian, then English: a subject naming the soonest licence and its date, a line for each. */
export function composeNotice(ending: readonly EndingLicence[]): { subject: string; text: string } {
  const part = (lng: Lng) => {
    const copy = readJson<{ expiryNotice: Record<string, string> }>(`locales/${lng}/certificate.json`).expiryNotice;
    const months = readJson<{ calendar: { months: string[] } }>(`locales/${lng}/common.json`).calendar.months;
    const values = ({ licence, daysLeft }: EndingLicence) => ({
      title: licence.title[lng],
      number: lng === 'fa' ? toPersianDigits(licence.number) : licence.number,
      date: formatDate(licence.validUntil as string, lng, months),
      days: lng === 'fa' ? toPersianDigits(daysLeft) : String(daysLeft),
    });
    const first = ending[0];
    const subject = fill(first.daysLeft < 0 ? copy.subjectEnded : copy.subject, values(first));
    const lines = ending.map((e) => `- ${fill(e.daysLeft < 0 ? copy.lineEnded : copy.line, values(e))}`);
    return { subject, text: [...lines, '', copy.action].join('\n') };
  };
  const fa = part('fa');
  const en = part('en');
  return { subject: `${fa.subject} / ${en.subject}`, text: `${fa.text}\n\n---\n\n${en.text}\n` };
}

export async function main(argv = process.argv.slice(2), env = process.env): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { mail: { type: 'boolean' }, today: { type: 'string' } }, strict: true }));
  } catch {
    values = null;
  }
  const today = values?.today ?? env.GATSBY_BUILD_DATE ?? new Date().toISOString().slice(0, 10);
  if (!values || !ISO_DAY.test(today)) {
    console.error('Usage: node --import tsx scripts/licence-expiry.ts [--mail] [--today YYYY-MM-DD]');
    return 2;
  }
  const ending = licencesEndingSoon(readJson<Licence[]>('data/licences.json'), today);
  if (!ending.length) {
    console.log(`licences: none ends within 30 days of ${today}`);
    return 0;
  }
  for (const e of ending) console.warn(`licences: ${expiryLine(e)}`);
  if (!values.mail) return 0;
  let mail;
  try {
    mail = configFromEnv(env).mail;
  } catch (error) {
    console.error(`licences: the mail settings are incomplete: ${(error as Error).message}`);
    return 1;
  }
  if (!mail) {
    console.error('licences: SMTP_URL is not set, so the maintainers were not mailed');
    return 1;
  }
  const to = env.MAIL_TO_MAINTAINERS?.trim() || mail.toContact;
  const transport = nodemailer.createTransport(mail.smtpUrl, { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as object);
  try {
    await transport.sendMail({ from: mail.from, to, ...composeNotice(ending) });
    console.log(`licences: the maintainers (${to}) were mailed`);
    return 0;
  } catch (error) {
    console.error(`licences: the mail to ${to} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    transport.close();
  }
}

if (require.main === module) main().then((code) => process.exit(code));
