import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '@feastforge/db';
import { purgeExpiredMailSecrets, REMOVED_AFTER_DELIVERY, withoutSecrets } from './mail-secrets.ts';
import { logger } from '../logger.ts';

interface MailContent {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The strings of a message that open something (links carrying a token), declared by the sender
 * so the outbox can drop exactly them, and when they stop working.
 */
interface MailSecrets {
  /** Each exact string to remove from the stored copy, e.g. the full reset link. */
  secrets: readonly string[];
  /** When the secrets stop working (the token's expiry); the outbox keeps them until then. */
  secretsExpireAt: Date;
}

/**
 * One email. A message carrying a token declares it: `secrets` and `secretsExpireAt` come together.
 *
 * @example
 * await mailer.send({ to, subject, text: `Open ${link}`, secrets: [link], secretsExpireAt: expiresAt })
 */
export type MailMessage = MailContent & (MailSecrets | { secrets?: undefined; secretsExpireAt?: undefined });

/**
 * Sends email. Every message is also kept in the outbox table, whichever transport delivers it,
 * but never with a secret that still works once it has left the server (see `MailMessage`).
 */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

interface OutboxRow {
  content: MailContent;
  transport: Mailer['transport'];
  sent: boolean;
  secrets?: MailSecrets | undefined;
}

async function record(db: Kysely<Database>, row: OutboxRow) {
  const now = new Date().toISOString();
  const { content, secrets } = row;
  await db
    .insertInto('email_outbox')
    .values({
      id: randomUUID(),
      to_address: content.to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html ?? null,
      transport: row.transport,
      created_at: now,
      sent_at: row.sent ? now : null,
      secrets: secrets ? JSON.stringify(secrets.secrets) : null,
      secrets_expire_at: secrets ? secrets.secretsExpireAt.toISOString() : null,
    })
    .execute();
}

const contentOf = ({ to, subject, text, html }: MailMessage): MailContent =>
  html === undefined ? { to, subject, text } : { to, subject, text, html };

/**
 * Embedded default: the message goes to the outbox table and one console line, so a reset link can
 * be read with no mail server at all. The outbox is then the mailbox, so a message keeps its live
 * links until `secretsExpireAt`; each send also sweeps the links that have expired since.
 */
export function createOutboxMailer(
  db: Kysely<Database>,
  log: (line: string) => void = (line) => logger.info(line),
): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      const secrets = message.secrets && { secrets: message.secrets, secretsExpireAt: message.secretsExpireAt };
      await record(db, { content: contentOf(message), transport: 'outbox', sent: false, secrets });
      // The body stays in the outbox: its links are secrets, and no log line may carry one.
      log(`email to ${message.to} ("${message.subject}") is in the email_outbox table`);
      await purgeExpiredMailSecrets(db, new Date());
    },
  };
}

/**
 * Real delivery over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). Once the
 * server has accepted the message, the outbox records it with each secret replaced by
 * `[link removed after delivery]`: the recipient's mailbox is the only copy of a live link.
 *
 * @example
 * const mailer = createSmtpMailer(db, 'smtp://localhost:2525', 'Feastforge <no-reply@feastforge.app>')
 */
export function createSmtpMailer(db: Kysely<Database>, smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      const content = contentOf(message);
      await transporter.sendMail({ from, ...content });
      const kept = withoutSecrets(content, message.secrets ?? [], REMOVED_AFTER_DELIVERY);
      await record(db, { content: { ...content, ...kept }, transport: 'smtp', sent: true });
    },
  };
}
