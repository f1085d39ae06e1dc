import { describe, expect, it, vi } from 'vitest';
import { registerUser } from '../../testing/builders.ts';
import { withTestApp } from '../../testing/fixture.ts';
import { purgeDeadRefreshTokens, REFRESH_PURGE_INTERVAL_MS } from './session-purge.ts';

const t = withTestApp();

const refresh = (cookie: string) => t.client({ refresh: cookie }).api.auth.refresh.$post();
const ids = async () => (await t.db.selectFrom('refresh_tokens').select('id').orderBy('id').execute()).map((r) => r.id);

/** Three devices: one left to expire, one signed out, one rotated once (its old token kept). */
async function mixedTokens() {
  const expired = await registerUser(t);
  const revoked = await registerUser(t);
  const rotated = await registerUser(t);
  const next = (await refresh(rotated.refresh)).refreshCookie ?? '';
  await t.deps.background.idle();
  await t.db
    .updateTable('refresh_tokens')
    .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
    .where('user_id', '=', expired.session.me.user.id)
    .execute();
  await t.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', revoked.session.me.user.id)
    .execute();
  const kept = await t.db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('user_id', '=', rotated.session.me.user.id)
    .orderBy('id')
    .execute();
  return { expired, next, kept: kept.map((r) => r.id) };
}

describe('purgeDeadRefreshTokens', () => {
  it('deletes expired and revoked rows and keeps live and rotated ones', async () => {
    const { expired, next, kept } = await mixedTokens();
    expect(await purgeDeadRefreshTokens(t.db, new Date())).toBe(2);
    expect(await ids()).toEqual(kept);
    expect((await refresh(expired.refresh)).status).toBe(401);
    expect((await refresh(next)).status).toBe(200);
  });

  it('runs in the background after a session is answered, at most once an interval', async () => {
    const { next } = await mixedTokens();
    const dead = (
      await t.db
        .selectFrom('refresh_tokens')
        .select('id')
        .where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', new Date().toISOString())]))
        .execute()
    ).map((r) => r.id);
    expect(dead).toHaveLength(2);
    // The first sign-up already swept (before these rows died), so this answer does not.
    const third = (await refresh(next)).refreshCookie ?? '';
    await t.deps.background.idle();
    expect(await ids()).toEqual(expect.arrayContaining(dead));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + REFRESH_PURGE_INTERVAL_MS + 1_000);
      expect((await refresh(third)).status).toBe(200);
      await t.deps.background.idle();
    } finally {
      vi.useRealTimers();
    }
    const left = await ids();
    expect(left.filter((id) => dead.includes(id))).toEqual([]);
    expect(left).toHaveLength(4); // the rotated device: three rotated tokens and the live one
  });
});
