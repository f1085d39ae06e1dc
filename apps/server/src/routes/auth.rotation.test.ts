import { describe, expect, it, vi } from 'vitest';
import type { LogoutBody } from '@feastforge/domain';
import { ROTATION_GRACE_MS } from '../services/auth/sessions.ts';
import type { Credentials } from '../testing/api-client.ts';
import { loginUser, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { takeLogs } from '../testing/log-capture.ts';
import { withTestApp } from '../testing/fixture.ts';

// Holes an attacker found against `npm start`: forked sessions from replays within the grace
// period, a dead cookie signing every device out. See docs/decisions/010-refresh-rotation.md.
const t = withTestApp();

const refresh = (cookie: string) => t.client({ refresh: cookie }).api.auth.refresh.$post();
const me = (token: string) => t.client({ token }).api.me.$get();
const logout = (credentials: Credentials, json: LogoutBody) => t.client(credentials).api.auth.logout.$post({ json });

/** Refresh tokens of the user that could still be exchanged: neither rotated nor revoked. */
async function liveTokens(userId: string) {
  return t.db
    .selectFrom('refresh_tokens')
    .select(['id', 'family_id'])
    .where('user_id', '=', userId)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Moves every rotation of the user back in time, past the grace period. */
async function pastGrace(userId: string) {
  await t.db
    .updateTable('refresh_tokens')
    .set({ rotated_at: new Date(Date.now() - ROTATION_GRACE_MS - 5_000).toISOString() })
    .where('user_id', '=', userId)
    .where('rotated_at', 'is not', null)
    .execute();
}

describe('a refresh the server fails to answer', () => {
  it('keeps the cookie, so the next try renews the session', async () => {
    const { refresh: first } = await registerUser(t);
    vi.spyOn(t.deps.db, 'transaction').mockImplementationOnce(() => {
      throw new Error('database is locked');
    });
    const failed = await refresh(first);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('set-cookie') ?? '').not.toContain('ff_refresh');
    expect(takeLogs().some((line) => line.level >= 50)).toBe(true);
    expectStatus(await refresh(first), 200);
  });
});

describe('refresh replays within the grace period', () => {
  it('hand every replay the same successor, so one live session remains', async () => {
    const { session, refresh: first } = await registerUser(t);
    const rotated = await refresh(first);
    expectStatus(rotated, 200);
    const successor = rotated.refreshCookie ?? '';
    for (let i = 0; i < 3; i += 1) {
      const replay = await refresh(first);
      expectStatus(replay, 200);
      expect(replay.refreshCookie).toBe(successor);
      expect((await me(replay.body.accessToken)).status).toBe(200);
    }
    expect(await liveTokens(session.me.user.id)).toHaveLength(1);
    // The successor itself still rotates normally.
    expect((await refresh(successor)).status).toBe(200);
    expect(await liveTokens(session.me.user.id)).toHaveLength(1);
  });

  it('never fork under concurrent replays: five at once, one live successor', async () => {
    const { session, refresh: first } = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.refreshCookie)).size).toBe(1);
    const live = await liveTokens(session.me.user.id);
    expect(live).toHaveLength(1);
    expect((await refresh(answers[0]?.refreshCookie ?? '')).status).toBe(200);
  });

  it('never fork when a rotation and its replays race after the first rotation either', async () => {
    const { session, refresh: first } = await registerUser(t);
    const second = (await refresh(first)).refreshCookie ?? '';
    const answers = await Promise.all([...Array.from({ length: 4 }, () => refresh(first)), refresh(first)]);
    expect(new Set(answers.map((a) => a.refreshCookie))).toEqual(new Set([second]));
    expect(await liveTokens(session.me.user.id)).toHaveLength(1);
  });
});

describe('refresh replays after the grace period', () => {
  it('revoke the whole family: the successor and its access token stop working', async () => {
    const { session, refresh: first } = await registerUser(t);
    const rotated = await refresh(first);
    expectStatus(rotated, 200);
    await pastGrace(session.me.user.id);
    const replay = await refresh(first);
    expectStatus(replay, 401);
    expect(replay.body.error.code).toBe('invalid_refresh_token');
    expect(await liveTokens(session.me.user.id)).toHaveLength(0);
    expect((await refresh(rotated.refreshCookie ?? '')).status).toBe(401);
    expect((await me(rotated.body.accessToken)).status).toBe(401);
  });

  it('revoke the family when the successor was already used, even within the grace', async () => {
    const { session, refresh: first } = await registerUser(t);
    const second = (await refresh(first)).refreshCookie ?? '';
    const third = (await refresh(second)).refreshCookie ?? '';
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(third)).status).toBe(401);
    expect(await liveTokens(session.me.user.id)).toHaveLength(0);
  });
});

describe('POST /api/auth/logout with only a refresh cookie', () => {
  async function threeDevices() {
    const { email, session, refresh: a } = await registerUser(t);
    const b = await loginUser(t, email);
    const c = await loginUser(t, email);
    return { userId: session.me.user.id, a, b: b.refresh, c: c.refresh };
  }

  it('changes nothing when the cookie was rotated: the other devices still refresh', async () => {
    const { userId, a, b, c } = await threeDevices();
    const aNext = (await refresh(a)).refreshCookie ?? '';
    await pastGrace(userId);
    const res = await logout({ refresh: a }, { scope: 'global' });
    expectStatus(res, 401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(res.refreshCookie).toBeUndefined();
    for (const cookie of [aNext, b, c]) expect((await refresh(cookie)).status).toBe(200);
  });

  it('changes nothing when the cookie was revoked (signed out before)', async () => {
    const { a, b, c } = await threeDevices();
    expect((await logout({ refresh: a }, { scope: 'local' })).status).toBe(200);
    const res = await logout({ refresh: a }, { scope: 'global' });
    expectStatus(res, 401);
    expect(res.body.error.code).toBe('unauthorized');
    for (const cookie of [b, c]) expect((await refresh(cookie)).status).toBe(200);
  });

  it('ends every device when the cookie is live', async () => {
    const { userId, a, b, c } = await threeDevices();
    const res = await logout({ token: 'expired-or-forged', refresh: b }, { scope: 'global' });
    expect(res.status).toBe(200);
    expect(res.refreshCookie).toBe('');
    expect(await liveTokens(userId)).toHaveLength(0);
    for (const cookie of [a, b, c]) expect((await refresh(cookie)).status).toBe(401);
  });
});

describe('expired refresh tokens', () => {
  it('are refused and end the access of their session', async () => {
    const { session, refresh: first } = await registerUser(t);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('user_id', '=', session.me.user.id)
      .execute();
    const res = await refresh(first);
    expectStatus(res, 401);
    expect(res.body.error.code).toBe('invalid_refresh_token');
    expect((await me(session.accessToken)).status).toBe(401);
  });
});
