import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOASTS, VALIDATION } from '@feastforge/domain';
import { grantAdminByEmail } from '../services/accounts/me.ts';
import { purgeDeadVerificationTokens, RESEND_TOO_SOON } from '../services/accounts/email-verification.ts';
import { confirmEmail, emailedLink, registerUser, tokenOfLink, uniqueEmail } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const ADMIN_EMAIL = 'chief@feastforge.test';
const t = withTestApp({ ADMIN_EMAIL });

const verify = (token: string) => t.client().api.auth['verify-email'].$post({ json: { token } });
const resend = (body: Record<string, unknown>) =>
  // Bodies the schema refuses are the point of some of these calls.
  t.client().api.auth['verify-email'].resend.$post({ json: body as { email: string; type: 'signup' } });
const meOf = async (token: string) => {
  const res = await t.client({ token }).api.me.$get();
  expectStatus(res, 200);
  return res.body;
};
const linkOf = (email: string) => emailedLink(t, email, '/verify-email');
const mailsTo = async (email: string) =>
  (
    await t.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', email)
      .where('subject', '=', 'Confirm your Feastforge email address')
      .execute()
  ).length;

describe('email verification', () => {
  it('sign-up emails a confirmation link; the database keeps only its hash', async () => {
    const { email, session } = await registerUser(t);
    expect(session.me.user.emailVerified).toBe(false);
    const link = await linkOf(email);
    expect(link.startsWith('http://feastforge.test/verify-email#token=')).toBe(true);
    const token = tokenOfLink(link);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await t.db.selectFrom('email_verification_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '')).toBe(24 * 60 * 60 * 1000);
  });

  it('confirms the address once: the same link a second time is refused', async () => {
    const { email, session } = await registerUser(t);
    const token = tokenOfLink(await linkOf(email));
    expectStatus(await verify(token), 200);
    expect((await meOf(session.accessToken)).user.emailVerified).toBe(true);
    // The used link leaves the outbox at once.
    await t.deps.background.idle();
    const kept = await t.db.selectFrom('email_outbox').select(['text_body', 'html_body', 'secrets']).execute();
    expect(JSON.stringify(kept)).not.toContain(token);

    const again = await verify(token);
    expectStatus(again, 400);
    expect(again.body.error).toEqual({
      code: 'invalid_verification_token',
      message: TOASTS.invalidConfirmationLink.message,
    });
  });

  it('refuses an expired link and an unknown token, and confirms nothing', async () => {
    const { email, session } = await registerUser(t);
    const token = tokenOfLink(await linkOf(email));
    await t.db
      .updateTable('email_verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expectStatus(await verify(token), 400);
    expectStatus(await verify('not-a-token-at-all'), 400);
    expect((await meOf(session.accessToken)).user.emailVerified).toBe(false);
  });

  it('lets only one of many parallel uses of a link through', async () => {
    const { email } = await registerUser(t);
    const token = tokenOfLink(await linkOf(email));
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => verify(token)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
  });

  it('gives the admin role only once ADMIN_EMAIL is confirmed; a role row alone is not enough', async () => {
    const admin = await registerUser(t, { email: ADMIN_EMAIL });
    expect(admin.session.me.isAdmin).toBe(false);
    // Whoever registered the address first, and a role row written for them, get nothing until
    // the address is proven (a restart grants roles only to confirmed accounts too).
    await t.db
      .insertInto('user_roles')
      .values({ user_id: admin.session.me.user.id, role: 'admin', created_at: new Date().toISOString() })
      .execute();
    await grantAdminByEmail(t.db, ADMIN_EMAIL);
    expect((await meOf(admin.session.accessToken)).isAdmin).toBe(false);

    await confirmEmail(t, ADMIN_EMAIL);
    const me = await meOf(admin.session.accessToken);
    expect(me).toMatchObject({ isAdmin: true, user: { emailVerified: true } });
  });

  it('grants ADMIN_EMAIL its role at confirmation even with no row written before', async () => {
    const admin = await registerUser(t, { email: ADMIN_EMAIL });
    await confirmEmail(t, ADMIN_EMAIL);
    expect((await meOf(admin.session.accessToken)).isAdmin).toBe(true);
    const roles = await t.db.selectFrom('user_roles').select('role').execute();
    expect(roles).toEqual([{ role: 'admin' }]);
  });

  it('counts a followed password-reset link as a confirmation', async () => {
    const { email } = await registerUser(t, { email: ADMIN_EMAIL });
    await t.client().api.auth['password-reset'].$post({ json: { email } });
    const token = tokenOfLink(await emailedLink(t, email, '/reset-password'));
    const res = await t.client().api.auth['password-reset'].confirm.$post({
      json: { token, password: 'Wyvern-Wings-99' },
    });
    expectStatus(res, 200);
    expect(res.body.me).toMatchObject({ isAdmin: true, user: { emailVerified: true } });
    // The confirmation link sent at sign-up is spent with it.
    expectStatus(await verify(tokenOfLink(await linkOf(email))), 400);
  });
});

describe('resend confirmation', () => {
  it.each([
    [{}, VALIDATION.resendNeeds],
    [{ email: 'cook@example.com' }, VALIDATION.resendNeeds],
    [{ type: 'signup' }, VALIDATION.resendNeeds],
    [{ email: 'cook@example.com', type: 'sms' }, VALIDATION.resendNeeds],
    [{ email: 'not-an-email', type: 'signup' }, VALIDATION.email],
  ])('refuses %j with %s', async (body, message) => {
    const res = await resend(body);
    expectStatus(res, 400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', message });
  });

  it('sends a new link that works; older links keep working until one is used', async () => {
    const { email, session } = await registerUser(t);
    const first = tokenOfLink(await linkOf(email));
    expectStatus(await resend({ email, type: 'signup' }), 202);
    const second = tokenOfLink(await linkOf(email));
    expect(second).not.toBe(first);
    expect(await mailsTo(email)).toBe(2);
    expectStatus(await verify(second), 200);
    expect((await meOf(session.accessToken)).user.emailVerified).toBe(true);
    expectStatus(await verify(first), 400);
  });

  it('answers the same for unknown and confirmed addresses, and sends them nothing', async () => {
    const { email } = await registerUser(t);
    await confirmEmail(t, email);
    const nobody = uniqueEmail('nobody');
    const known = await resend({ email, type: 'signup' });
    const unknown = await resend({ email: nobody, type: 'signup' });
    expectStatus(known, 202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await t.deps.background.idle();
    expect(await mailsTo(email)).toBe(1);
    expect(await mailsTo(nobody)).toBe(0);
  });

  it('sends at most one link a minute to an address', async () => {
    const { email } = await registerUser(t);
    expectStatus(await resend({ email, type: 'signup' }), 202);
    const again = await resend({ email, type: 'signup' });
    expectStatus(again, 429);
    expect(again.body.error.message).toBe(RESEND_TOO_SOON);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('purgeDeadVerificationTokens', () => {
  it('deletes used and expired tokens and keeps live ones', async () => {
    const used = await registerUser(t);
    await confirmEmail(t, used.email);
    const expired = await registerUser(t);
    const live = await registerUser(t);
    await t.deps.background.idle();
    await t.db
      .updateTable('email_verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', expired.session.me.user.id)
      .execute();
    expect(await purgeDeadVerificationTokens(t.db, new Date())).toBe(2);
    const left = await t.db.selectFrom('email_verification_tokens').select('user_id').execute();
    expect(left).toEqual([{ user_id: live.session.me.user.id }]);
  });
});
