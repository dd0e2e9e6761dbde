import type { Logger } from 'pino';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing email (verification links). Behind an interface so the service does not care how it leaves. */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP via SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`) when set. Without it the message is
 * written to the log at `warn` with the full text: a development convenience only (README), because
 * anyone who can read the log can then verify any address.
 */
export function createMailer(smtpUrl: string | undefined, from: string, log: Logger): Mailer {
  if (!smtpUrl) {
    return {
      kind: 'log',
      send: async (mail) => {
        log.warn({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'SMTP_URL is not set: email written to the log (development only)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
