// Mail to the operators (MAIL_TO_OPERATORS) through the server's own mailer settings (SMTP_URL,
// MAIL_FROM): what the backup drill and the monitor send when something needs a person.
import nodemailer from 'nodemailer';

export type OperatorsMail = { smtpUrl: string; from: string; to: string };

/** The settings from the environment, or a sentence naming what is missing. */
export function operatorsMailOf(env: NodeJS.ProcessEnv): OperatorsMail | string {
  const [smtpUrl, from, to] = ['SMTP_URL', 'MAIL_FROM', 'MAIL_TO_OPERATORS'].map((name) => env[name]?.trim() ?? '');
  const missing = Object.entries({ SMTP_URL: smtpUrl, MAIL_FROM: from, MAIL_TO_OPERATORS: to })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  return missing.length ? `cannot mail the operators: ${missing.join(', ')} not set` : { smtpUrl, from, to };
}

/** Sends one plain-text message to the operators; throws what the SMTP server answered. */
export async function mailOperators(settings: OperatorsMail, subject: string, text: string): Promise<void> {
  const transport = nodemailer.createTransport(settings.smtpUrl, { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as object);
  try {
    await transport.sendMail({ from: settings.from, to: settings.to, subject, text });
  } finally {
    transport.close();
  }
}
