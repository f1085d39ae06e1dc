import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, PASSWORD, uniqueEmail } from './fixtures.ts';

function open(readonly: boolean) {
  const dir = process.env['E2E_DATA_DIR'];
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const db = new Database(join(dir, 'feastforge.db'), { readonly, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The server-side id of the account with this email, read from the e2e server's database. */
export function heroIdOf(email: string): string {
  const db = open(true);
  try {
    const row = db.prepare('select id from users where email = ?').get(email.toLowerCase()) as
      { id: string } | undefined;
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  } finally {
    db.close();
  }
}

/** Registers a hero through the API (no browser session) and answers their email and id. */
export async function registerHero(
  request: APIRequestContext,
  prefix: string,
  profile: { displayName?: string; race?: string; characterClass?: string; gender?: string } = {},
): Promise<{ email: string; id: string }> {
  const email = uniqueEmail(prefix);
  const response = await request.post('/api/auth/register', { data: { email, password: PASSWORD, ...profile } });
  expect(response.status()).toBe(201);
  return { email, id: heroIdOf(email) };
}

/**
 * Makes an account an admin the way the server's own bootstrap does for ADMIN_EMAIL: the role,
 * and a confirmed address (the server honours the role only then). The shared ADMIN_EMAIL is
 * taken by another spec, so a test that needs an admin of its own gets one here.
 */
export function makeAdmin(email: string): void {
  const id = heroIdOf(email);
  const db = open(false);
  try {
    const now = new Date().toISOString();
    db.transaction(() => {
      db.prepare('update users set email_verified_at = ? where id = ?').run(now, id);
      db.prepare('insert into user_roles (user_id, role, created_at) values (?, ?, ?)').run(id, 'admin', now);
    })();
  } finally {
    db.close();
  }
}
