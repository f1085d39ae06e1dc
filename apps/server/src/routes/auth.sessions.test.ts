import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { LogoutBody } from '@feastforge/domain';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER } from '../services/auth/tokens.ts';
import type { Credentials } from '../testing/api-client.ts';
import { GOOD_PASSWORD, loginUser, registerUser, uniqueEmail } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

const refresh = (cookie: string) => t.client({ refresh: cookie }).api.auth.refresh.$post();
const me = (token: string) => t.client({ token }).api.me.$get();
const login = (email: string, password: string) => t.client().api.auth.login.$post({ json: { email, password } });
const logout = (credentials: Credentials, json: LogoutBody) => t.client(credentials).api.auth.logout.$post({ json });

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers a session', async () => {
    const { email } = await registerUser(t);
    const res = await login(email.toUpperCase(), GOOD_PASSWORD);
    expectStatus(res, 200);
    expect(res.body.me.user.email).toBe(email);
    expect(res.refreshCookie).toBeTruthy();
    expect((await me(res.body.accessToken)).status).toBe(200);
  });

  it("answers 'Invalid email or password' for a wrong password and for an unknown address alike", async () => {
    const { email } = await registerUser(t);
    const wrong = await login(email, 'not-the-password');
    const unknown = await login(uniqueEmail(), GOOD_PASSWORD);
    for (const res of [wrong, unknown]) {
      expectStatus(res, 401);
      expect(res.body.error).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid email or password. Please try again.',
      });
      expect(res.refreshCookie).toBeUndefined();
    }
  });
});

describe('access tokens', () => {
  it('live at most 15 minutes', async () => {
    const { session } = await registerUser(t);
    const lifetime = session.expiresAt - Date.now();
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(900);
  });

  it('are refused when unsigned, signed with another key, for another audience or expired', async () => {
    const { session } = await registerUser(t);
    const [, payload] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sub: string; sid: string };
    const now = Math.floor(Date.now() / 1000);
    const sign = (key: Uint8Array, aud: string, exp: number) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(JWT_ISSUER)
        .setAudience(aud)
        .setIssuedAt(now - 10)
        .setExpirationTime(exp)
        .sign(key);
    const forged = [
      new UnsecuredJWT({ sid: claims.sid })
        .setSubject(claims.sub)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setExpirationTime('5m')
        .encode(),
      await sign(new TextEncoder().encode('x'.repeat(32)), JWT_AUDIENCE, now + 60),
      await sign(t.deps.jwtKey.current.secret, 'someone-else', now + 60),
      await sign(t.deps.jwtKey.current.secret, JWT_AUDIENCE, now - 5),
      `${session.accessToken.slice(0, -2)}xx`,
    ];
    for (const token of forged) expect((await me(token)).status).toBe(401);
    // The same construction with the right key, audience and expiry is accepted, so the checks above are real.
    expect((await me(await sign(t.deps.jwtKey.current.secret, JWT_AUDIENCE, now + 60))).status).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const { refresh: first } = await registerUser(t);
    const second = await refresh(first);
    expectStatus(second, 200);
    expect(second.refreshCookie).toBeTruthy();
    expect(second.refreshCookie).not.toBe(first);
    expect((await me(second.body.accessToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed: even the newest one fails', async () => {
    const { refresh: oldest } = await registerUser(t);
    let current = oldest;
    let access = '';
    for (let i = 0; i < 3; i += 1) {
      const res = await refresh(current);
      expectStatus(res, 200);
      current = res.refreshCookie ?? '';
      access = res.body.accessToken;
    }
    const replay = await refresh(oldest);
    expectStatus(replay, 401);
    expect(replay.body.error.code).toBe('invalid_refresh_token');
    expect((await refresh(current)).status).toBe(401);
    // The access token of the stolen family stops working at once too.
    expect((await me(access)).status).toBe(401);
  });

  it('forgives a retry after a lost answer: the old token again, seconds later, successor unused', async () => {
    const { refresh: first } = await registerUser(t);
    const lost = await refresh(first);
    expect(lost.status).toBe(200);
    // The answer never arrived; the browser still holds `first` and tries again.
    const retry = await refresh(first);
    expect(retry.status).toBe(200);
    expect((await refresh(retry.refreshCookie ?? '')).status).toBe(200);
  });

  it('lets exactly-simultaneous refreshes of one token both succeed (two tabs)', async () => {
    const { refresh: first } = await registerUser(t);
    const answers = await Promise.all([refresh(first), refresh(first)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
  });

  it('treats a rotated token as stolen once its grace period is over', async () => {
    const { refresh: first } = await registerUser(t);
    const next = await refresh(first);
    await t.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000).toISOString() })
      .where('rotated_at', 'is not', null)
      .execute();
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(next.refreshCookie ?? '')).status).toBe(401);
  });

  it('keeps other devices signed in when one family is revoked', async () => {
    const { email, refresh: phone } = await registerUser(t);
    const laptop = await loginUser(t, email);
    await refresh(phone);
    await refresh(phone);
    expect((await refresh(laptop.refresh)).status).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await t.client().api.auth.refresh.$post()).status).toBe(401);
    expect((await refresh('made-up-token')).status).toBe(401);
  });

  it('clears the refresh cookie and the session hint when it refuses a refresh, with or without a cookie', async () => {
    for (const res of [await refresh('made-up-token'), await t.client().api.auth.refresh.$post()]) {
      expect(res.status).toBe(401);
      const cookies = res.headers.getSetCookie();
      for (const name of ['ff_refresh', 'ff_session'])
        expect(cookies.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=0/);
    }
  });
});

describe('POST /api/auth/logout', () => {
  async function threeDevices() {
    const { email, session, refresh: a } = await registerUser(t);
    const b = await loginUser(t, email);
    const c = await loginUser(t, email);
    return {
      a: { token: session.accessToken, refresh: a },
      b: { token: b.session.accessToken, refresh: b.refresh },
      c: { token: c.session.accessToken, refresh: c.refresh },
    };
  }
  const alive = async (d: { token: string }) => (await me(d.token)).status === 200;

  it('local ends only this device and clears its cookie', async () => {
    const { a, b, c } = await threeDevices();
    const res = await logout({ token: a.token }, { scope: 'local' });
    expect(res.status).toBe(200);
    expect(res.refreshCookie).toBe('');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('ff_session='))).toMatch(/Max-Age=0/);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, true, true]);
    expect((await refresh(a.refresh)).status).toBe(401);
    expect((await refresh(b.refresh)).status).toBe(200);
  });

  it('others ends every other device and keeps this one', async () => {
    const { a, b, c } = await threeDevices();
    const res = await logout({ token: a.token }, { scope: 'others' });
    expect(res.status).toBe(200);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([true, false, false]);
    expect((await refresh(a.refresh)).status).toBe(200);
    expect((await refresh(c.refresh)).status).toBe(401);
  });

  it('global ends every device', async () => {
    const { a, b, c } = await threeDevices();
    const res = await logout({ token: b.token }, { scope: 'global' });
    expect(res.status).toBe(200);
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, false, false]);
    for (const d of [a, b, c]) expect((await refresh(d.refresh)).status).toBe(401);
  });

  it('ends the session from the refresh cookie when the access token has expired', async () => {
    const { a, b } = await threeDevices();
    const res = await logout({ token: 'expired-or-forged', refresh: a.refresh }, { scope: 'local' });
    expect(res.status).toBe(200);
    expect(res.refreshCookie).toBe('');
    expect((await refresh(a.refresh)).status).toBe(401);
    expect(await alive(a)).toBe(false);
    expect(await alive(b)).toBe(true);
  });

  it('defaults to local and needs a signed-in user', async () => {
    const { a, b } = await threeDevices();
    expect((await logout({ token: a.token }, {})).status).toBe(200);
    expect([await alive(a), await alive(b)]).toEqual([false, true]);
    expect((await logout({}, { scope: 'local' })).status).toBe(401);
  });
});

describe('POST /api/auth/password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { email, session, refresh: here } = await registerUser(t);
    const other = await loginUser(t, email);
    const res = await t
      .client({ token: session.accessToken })
      .api.auth.password.$post({ json: { currentPassword: GOOD_PASSWORD, newPassword: 'Griffin-Pie-77' } });
    expect(res.status).toBe(200);
    expect((await me(session.accessToken)).status).toBe(200);
    expect((await me(other.session.accessToken)).status).toBe(401);
    expect((await refresh(here)).status).toBe(200);
    expect((await login(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(email, 'Griffin-Pie-77')).status).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const { session } = await registerUser(t);
    const res = await t
      .client({ token: session.accessToken })
      .api.auth.password.$post({ json: { currentPassword: 'nope-nope', newPassword: 'Griffin-Pie-77' } });
    expect(res.status).toBe(401);
  });
});
