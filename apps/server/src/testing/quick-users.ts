import { randomUUID } from 'node:crypto';
import { startSession } from '../services/auth/sessions.ts';
import type { TestApp } from './harness.ts';

/** A stored hash no password matches: quick users sign in only through the token they are given. */
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$bm8tcGFzc3dvcmQ$bm8tcGFzc3dvcmQtaGFzaA';

/**
 * Creates `count` confirmed users straight in the database, each with a profile, a sync counter
 * and a signed-in session, for tests that need many users at once (signing each up through the
 * API would hash a password per user). Balances start at 0 and no sign-up bonus is booked.
 *
 * @example
 * const users = await quickUsers(t, 100); await t.client({ token: users[0].accessToken }).api.me.$get()
 */
export async function quickUsers(t: TestApp, count: number): Promise<{ userId: string; accessToken: string }[]> {
  const now = new Date().toISOString();
  const users = Array.from({ length: count }, () => randomUUID());
  await t.db.transaction().execute(async (trx) => {
    for (const id of users) {
      await trx
        .insertInto('users')
        .values({
          id,
          email: `quick-${id}@example.com`,
          password_hash: NO_PASSWORD,
          created_at: now,
          password_changed_at: now,
          email_verified_at: now,
        })
        .execute();
      await trx
        .insertInto('profiles')
        .values({
          id,
          display_name: `Quick ${id.slice(0, 4)}`,
          race: null,
          character_class: null,
          gender: null,
          hero_portrait_url: null,
          hero_portrait_xp_awarded: 0,
          referral_code: `Q${id.replaceAll('-', '').slice(0, 12).toUpperCase()}`,
          signup_promo_code: null,
          signup_referral_code: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx.insertInto('sync_versions').values({ user_id: id, version: 0 }).execute();
    }
  });
  const sessions = [];
  for (const userId of users) {
    const session = await startSession(t.db, t.deps.jwtKey, userId, null);
    sessions.push({ userId, accessToken: session.accessToken });
  }
  return sessions;
}
