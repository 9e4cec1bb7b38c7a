import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through the SMTP server of SMTP_URL. Without one (a developer's `npm start`) the message goes
 * to the local outbox: the server log, where the reset or confirmation link can be copied from.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        opts.logger.info(
          { mail: { to: message.to, subject: message.subject } },
          `outbox (no SMTP_URL configured): mail to ${message.to} — ${message.subject}\n${message.text}`,
        );
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
  };
}
