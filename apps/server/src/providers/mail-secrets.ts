import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';

/** What an SMTP-delivered message keeps in the outbox instead of each of its secrets. */
export const REMOVED_AFTER_DELIVERY = '[link removed after delivery]';
/** What an outbox message keeps instead of a secret that has expired or been used. */
export const REMOVED_AFTER_USE = '[link removed: it has expired or been used]';

export interface MailBodies {
  text: string;
  html?: string | undefined;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

function replaceEvery(body: string, needles: readonly string[], replacement: string): string {
  // A function replacement, so a `$` in the text is never read as a pattern.
  return needles.reduce((out, needle) => out.replaceAll(needle, () => replacement), body);
}

/**
 * The bodies with every declared secret replaced by `replacement`: exact strings, never a pattern
 * guess. In HTML the escaped spelling of a secret (an `&` in a link is `&amp;` in an attribute) is
 * replaced too. Longer secrets go first, so a secret that contains another is removed whole.
 *
 * @example
 * withoutSecrets({ text: `Open ${link}` }, [link], REMOVED_AFTER_DELIVERY) // { text: 'Open [link removed after delivery]' }
 */
export function withoutSecrets(bodies: MailBodies, secrets: readonly string[], replacement: string) {
  const ordered = secrets.filter((s) => s !== '').sort((a, b) => b.length - a.length);
  const inHtml = ordered.flatMap((s) => [s, escapeHtml(s)]);
  return {
    text: replaceEvery(bodies.text, ordered, replacement),
    html: bodies.html === undefined ? undefined : replaceEvery(bodies.html, inHtml, replacement),
  };
}

interface SecretRow {
  id: string;
  text_body: string;
  html_body: string | null;
  secrets: string | null;
}

function parseSecrets(json: string | null): string[] {
  const parsed: unknown = JSON.parse(json ?? '[]');
  return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
}

async function redactRow(db: Kysely<Database>, row: SecretRow): Promise<boolean> {
  const bodies = withoutSecrets(
    { text: row.text_body, html: row.html_body ?? undefined },
    parseSecrets(row.secrets),
    REMOVED_AFTER_USE,
  );
  const result = await db
    .updateTable('email_outbox')
    .set({ text_body: bodies.text, html_body: bodies.html ?? null, secrets: null, secrets_expire_at: null })
    .where('id', '=', row.id)
    .where('secrets', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function redactRows(db: Kysely<Database>, rows: readonly SecretRow[]): Promise<number> {
  let redacted = 0;
  for (const row of rows) if (await redactRow(db, row)) redacted += 1;
  return redacted;
}

/**
 * Removes the secrets of every outbox message whose secrets have expired (a reset link after its
 * hour), so the outbox keeps what was sent without links that could still open an account.
 * Answers how many messages were rewritten.
 *
 * @example
 * await purgeExpiredMailSecrets(db, new Date())
 */
export async function purgeExpiredMailSecrets(db: Kysely<Database>, now: Date): Promise<number> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['id', 'text_body', 'html_body', 'secrets'])
    .where('secrets_expire_at', '<=', now.toISOString())
    .execute();
  return redactRows(db, rows);
}

/**
 * Removes at once, before it expires, every outbox secret sent to `to` that contains `token`: the
 * token was just used, so its link is dead and need not wait for the purge.
 *
 * @example
 * await redactUsedMailSecret(db, 'ada@example.com', resetToken)
 */
export async function redactUsedMailSecret(db: Kysely<Database>, to: string, token: string): Promise<number> {
  if (token === '') return 0;
  const rows = await db
    .selectFrom('email_outbox')
    .select(['id', 'text_body', 'html_body', 'secrets'])
    .where('to_address', '=', to)
    .where('secrets', 'is not', null)
    .execute();
  return redactRows(
    db,
    rows.filter((row) => parseSecrets(row.secrets).some((secret) => secret.includes(token))),
  );
}
