// A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message it accepts, parsed
// (mailparser): for the tests of the staff e-mail and of what mails the operators (backup drill, monitor).
// While `refuse.rcpt` is set it refuses every recipient with that 5xx code (`refuse.count` counts them);
// while `refuse.connect` is set it answers every connection 421 and hangs up, as a server down for
// maintenance does (a temporary failure: the site retries). It listens on the port it is given, by
// default one the system picks (0), and says which (`port`): no port is guessed.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type ReceivedMail = { mail: ParsedMail; to: string[] };

export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  const refuse = { rcpt: 0, count: 0, connect: false, connections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refuse.connect) return callback();
      refuse.connections += 1;
      return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onRcptTo(_address, _session, callback) {
      if (!refuse.rcpt) return callback();
      refuse.count += 1;
      return callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: refuse.rcpt }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ mail, to: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return { port: listening, received, refuse, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The mail settings of the operators' messages, for a command's environment. */
export const operatorsEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Website <site@example.ir>',
  MAIL_TO_OPERATORS: 'ops@example.ir',
});
