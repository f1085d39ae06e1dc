import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';

/**
 * Reads the email the server wrote to its outbox (the embedded mailer), as a person would read
 * their inbox: waits for the newest message to `to` holding a link to `page` and returns its text.
 */
export async function latestEmailTo(to: string, page: '/reset-password' | '/verify-email'): Promise<string> {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  let text = '';
  await expect
    .poll(
      () => {
        const db = new Database(join(dataDir, 'feastforge.db'), { readonly: true, fileMustExist: true });
        try {
          const row = db
            .prepare(
              `select text_body from email_outbox where to_address = ? and text_body like ?
               order by created_at desc limit 1`,
            )
            .get(to, `%${page}#token=%`) as { text_body: string } | undefined;
          text = row?.text_body ?? '';
          return text;
        } finally {
          db.close();
        }
      },
      { message: `an email to ${to} with a ${page} link`, timeout: 10_000 },
    )
    .not.toBe('');
  return text;
}

/** The reset link inside a reset email, pointed at the test server. */
export function resetLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  return link;
}

/** The path (with its fragment) of the confirmation link in the newest confirmation email to `to`. */
export async function confirmationPathFor(to: string): Promise<string> {
  const text = await latestEmailTo(to, '/verify-email');
  const link = /https?:\/\/\S+(\/verify-email#token=[\w-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return link;
}
