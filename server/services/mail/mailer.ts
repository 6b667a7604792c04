import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import type { Locale } from '../../../src/i18n/locales';

export interface MailMessage {
  to: string;
  /** Where an answer goes when it is not the sender (a shopper's contact message); the outbox keeps it in the body. */
  replyTo?: string;
  subject: string;
  /** Plain text; shop mail carries links and order details, nothing that needs HTML. */
  text: string;
}

export interface MailDeps {
  db: Pick<Database, 'insert'>;
  config: ServerConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The language of the shopper the request came from: mails it sends are in that language (English without). */
  language?: { readonly locale: Locale };
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise keeps the message in the outbox table (printed by
 * `npm run outbox`), so a developer can follow reset links without a mail server. The log names the
 * subject only: a body can hold a password-reset link, which is as good as the password.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<void> {
  if (deps.config.smtpUrl) {
    await transportFor(deps.config.smtpUrl).sendMail({ from: deps.config.mailFrom, ...message });
    deps.log.info({ subject: message.subject }, 'mail sent');
    return;
  }
  await deps.db.insert(mailOutbox).values({ recipient: message.to, subject: message.subject, body: message.text });
  deps.log.info({ subject: message.subject }, 'mail kept in the outbox (no SMTP_URL): print it with `npm run outbox`');
}
