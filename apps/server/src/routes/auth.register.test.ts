import { describe, expect, it } from 'vitest';
import type { RegisterBody } from '@feastforge/domain';
import { unchecked } from '../testing/api-client.ts';
import { confirmEmail, GOOD_PASSWORD, registerUser, uniqueEmail } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp({ ADMIN_EMAIL: 'Chief@Feastforge.test' });

const register = (json: RegisterBody) => t.client().api.auth.register.$post({ json });

describe('POST /api/auth/register', () => {
  it('creates the account with 25 mana as a ledger entry, level 1, 0 XP and a referral code', async () => {
    const res = await register({
      email: '  Morgana.Le@Example.COM ',
      password: GOOD_PASSWORD,
      race: 'Elf',
      characterClass: 'Druid',
      gender: 'Non-binary',
      promoCode: ' feast50 ',
      referralCode: 'ABCD2345',
    });
    expectStatus(res, 201);
    const { profile, user, isAdmin } = res.body.me;
    expect(user.email).toBe('morgana.le@example.com');
    expect(profile).toMatchObject({
      displayName: 'morgana.le',
      race: 'Elf',
      characterClass: 'Druid',
      gender: 'non-binary',
      level: 1,
      currentXp: 0,
      totalXp: 0,
      manaBalance: 25,
    });
    expect(profile.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(isAdmin).toBe(false);

    const ledger = await t.db.selectFrom('mana_transactions').selectAll().where('user_id', '=', user.id).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 25, transaction_type: 'signup_bonus', balance_after: 25 });

    const stored = await t.db.selectFrom('profiles').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.signup_promo_code).toBe('FEAST50');
    expect(stored.signup_referral_code).toBe('ABCD2345');
  });

  it('stores an argon2id hash with OWASP parameters in the PHC string', async () => {
    const { session } = await registerUser(t);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', session.me.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(GOOD_PASSWORD);
  });

  it('keeps the given display name and gives every user a different referral code', async () => {
    const a = await registerUser(t, { displayName: 'Ser Crumble' });
    const b = await registerUser(t);
    expect(a.session.me.profile.displayName).toBe('Ser Crumble');
    expect(a.session.me.profile.referralCode).not.toBe(b.session.me.profile.referralCode);
  });

  it('sets the refresh token as an httpOnly, Secure, SameSite cookie scoped to the auth path', async () => {
    const res = await register({ email: uniqueEmail(), password: GOOD_PASSWORD });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ff_refresh='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    // At least 128 random bits: 32 bytes base64url.
    expect(res.refreshCookie?.length).toBeGreaterThanOrEqual(43);
  });

  it('sets a readable session hint cookie beside it, holding no secret and living as long', async () => {
    const res = await register({ email: uniqueEmail(), password: GOOD_PASSWORD });
    const cookies = res.headers.getSetCookie();
    const hint = cookies.find((c) => c.startsWith('ff_session='));
    const refresh = cookies.find((c) => c.startsWith('ff_refresh='));
    expect(hint).toMatch(/^ff_session=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/Secure/);
    expect(hint).toMatch(/SameSite=Strict/);
    expect(hint).toMatch(/Path=\/;|Path=\/$/);
    expect(hint?.match(/Max-Age=(\d+)/)?.[1]).toBe(refresh?.match(/Max-Age=(\d+)/)?.[1]);
  });

  it("answers 'Account Exists' for a registered email in any letter case", async () => {
    const { email } = await registerUser(t);
    const res = await register({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expectStatus(res, 409);
    expect(res.body.error).toEqual({
      code: 'account_exists',
      message: 'This email is already registered. Please login instead.',
    });
  });

  it('lets exactly one of two simultaneous sign-ups with one email through', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([
      register({ email, password: GOOD_PASSWORD }),
      register({ email, password: GOOD_PASSWORD }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email', password: GOOD_PASSWORD }, 'Please enter a valid email address'],
    [{ email: uniqueEmail(), password: 'abc' }, 'Password must be at least 6 characters'],
    [{ email: uniqueEmail() }, 'Password must be at least 6 characters'],
    [{ password: GOOD_PASSWORD }, 'Please enter a valid email address'],
    [
      { email: uniqueEmail(), password: 'password' },
      'This password is one of the most common and easily guessed. Please choose another.',
    ],
    [
      { email: uniqueEmail(), password: 'qwerty123' },
      'This password is one of the most common and easily guessed. Please choose another.',
    ],
    [{ email: uniqueEmail(), password: GOOD_PASSWORD, race: 'Robot' }, 'Please choose a race from the list'],
  ])('refuses %j with the message %s', async (body, message) => {
    const res = await register(unchecked(body));
    expectStatus(res, 400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toBe(message);
  });

  it('makes ADMIN_EMAIL an admin once its owner confirms the address, and nobody else', async () => {
    const admin = await registerUser(t, { email: 'chief@feastforge.test' });
    expect(admin.session.me.isAdmin).toBe(false);
    const other = await registerUser(t);
    await confirmEmail(t, other);
    await confirmEmail(t, admin);
    const me = await t.client({ token: admin.session.accessToken }).api.me.$get();
    expectStatus(me, 200);
    expect(me.body.isAdmin).toBe(true);
    const otherMe = await t.client({ token: other.session.accessToken }).api.me.$get();
    expectStatus(otherMe, 200);
    expect(otherMe.body.isAdmin).toBe(false);
  });
});
