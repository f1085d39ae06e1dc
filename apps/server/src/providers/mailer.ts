import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '@feastforge/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends email. Every message is also kept in the outbox table, whichever transport delivers it. */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

async function record(db: Kysely<Database>, message: MailMessage, transport: string, sent: boolean) {
  const now = new Date().toISOString();
  await db
    .insertInto('email_outbox')
    .values({
      id: randomUUID(),
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      transport,
      created_at: now,
      sent_at: sent ? now : null,
    })
    .execute();
}

/**
 * Embedded default: the message goes to the outbox table and one console line, so a reset link can
 * be read with no mail server at all.
 */
export function createOutboxMailer(db: Kysely<Database>, log: (line: string) => void = console.info): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await record(db, message, 'outbox', false);
      log(`[mail] to=${message.to} subject="${message.subject}"\n${message.text}`);
    },
  };
}

/**
 * Real delivery over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465).
 *
 * @example
 * const mailer = createSmtpMailer(db, 'smtp://localhost:2525', 'Feastforge <no-reply@feastforge.app>')
 */
export function createSmtpMailer(db: Kysely<Database>, smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, ...message });
      await record(db, message, 'smtp', true);
    },
  };
}
