import { describe, expect, it } from 'vitest';
import { emailedLink, GOOD_PASSWORD, loginUser, registerUser, tokenOfLink, uniqueEmail } from '../testing/builders.ts';
import { purgeDeadResetTokens } from '../services/auth/password-reset.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

const NEW_PASSWORD = 'Wyvern-Wings-99';

async function requestReset(email: string) {
  const res = await t.client().api.auth['password-reset'].$post({ json: { email } });
  await t.deps.background.idle();
  return res;
}

const latestLink = (email: string) => emailedLink(t, email, '/reset-password');
const tokenOf = tokenOfLink;
const confirm = (token: string, password = NEW_PASSWORD) =>
  t.client().api.auth['password-reset'].confirm.$post({ json: { token, password } });
const login = (email: string, password: string) => t.client().api.auth.login.$post({ json: { email, password } });

describe('password reset', () => {
  it('emails a one-hour link to the public address, with at least 128 random bits', async () => {
    const { email } = await registerUser(t);
    const res = await requestReset(email);
    expect(res.status).toBe(202);
    const link = await latestLink(email);
    expect(link.startsWith('http://feastforge.test/reset-password#token=')).toBe(true);
    expect(tokenOf(link).length).toBeGreaterThanOrEqual(22);
    const row = await t.db.selectFrom('password_reset_tokens').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(tokenOf(link));
    const ttl = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(ttl).toBe(60 * 60 * 1000);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const { email } = await registerUser(t);
    const known = await requestReset(email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const resetMails = await t.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('text_body', 'like', '%/reset-password#token=%')
      .execute();
    expect(resetMails.map((m) => m.to_address)).toEqual([email]);
  });

  it('answers before the email is looked up or sent, so a slow mail server reveals nothing', async () => {
    const { email } = await registerUser(t);
    const send = t.deps.mailer.send.bind(t.deps.mailer);
    t.deps.mailer = {
      transport: 'outbox',
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 800));
        await send(m);
      },
    };
    const started = performance.now();
    const res = await t.client().api.auth['password-reset'].$post({ json: { email } });
    expect(res.status).toBe(202);
    expect(performance.now() - started).toBeLessThan(400);
    await t.deps.background.idle();
    expect(await latestLink(email)).toContain('/reset-password#token=');
  });

  it('sets the new password, signs in, and ends every other session', async () => {
    const { email, refresh: oldDevice, session: oldSession } = await registerUser(t);
    const otherDevice = await loginUser(t, email);
    await requestReset(email);
    const res = await confirm(tokenOf(await latestLink(email)));
    expectStatus(res, 200);
    expect(res.body.me.user.email).toBe(email);
    expect(res.refreshCookie).toBeTruthy();

    for (const token of [oldSession.accessToken, otherDevice.session.accessToken]) {
      expect((await t.client({ token }).api.me.$get()).status).toBe(401);
    }
    expect((await t.client({ refresh: oldDevice }).api.auth.refresh.$post()).status).toBe(401);
    expect((await login(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('works once: a reused token is refused', async () => {
    const { email } = await registerUser(t);
    await requestReset(email);
    const token = tokenOf(await latestLink(email));
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token, 'Another-Pass-1');
    expectStatus(again, 400);
    expect(again.body.error).toEqual({
      code: 'invalid_reset_token',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('refuses an expired token', async () => {
    const { email } = await registerUser(t);
    await requestReset(email);
    const token = tokenOf(await latestLink(email));
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await confirm(token)).status).toBe(400);
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('lets exactly one of two concurrent confirmations win', async () => {
    const { email } = await registerUser(t);
    await requestReset(email);
    const token = tokenOf(await latestLink(email));
    const answers = await Promise.all([confirm(token, 'First-Winner-1'), confirm(token, 'Second-Winner-2')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'First-Winner-1' : 'Second-Winner-2';
    expect((await login(email, winner)).status).toBe(200);
  });

  it('refuses a made-up token, a short and a common new password', async () => {
    expect((await confirm('made-up')).status).toBe(400);
    const { email } = await registerUser(t);
    await requestReset(email);
    const token = tokenOf(await latestLink(email));
    const short = await confirm(token, '123');
    expectStatus(short, 400);
    expect(short.body.error.message).toBe('Password must be at least 6 characters');
    const common = await confirm(token, 'iloveyou');
    expectStatus(common, 400);
    expect(common.body.error.code).toBe('validation_failed');
    // The token survives refused attempts.
    expect((await confirm(token)).status).toBe(200);
  });

  it('purges used and expired reset tokens and keeps live ones', async () => {
    const used = await registerUser(t);
    await requestReset(used.email);
    expectStatus(await confirm(tokenOf(await latestLink(used.email))), 200);
    const expired = await registerUser(t);
    await requestReset(expired.email);
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', expired.session.me.user.id)
      .execute();
    const live = await registerUser(t);
    await requestReset(live.email);
    expect(await purgeDeadResetTokens(t.db, new Date())).toBe(2);
    const left = await t.db.selectFrom('password_reset_tokens').select('user_id').execute();
    expect(left).toEqual([{ user_id: live.session.me.user.id }]);
  });
});
