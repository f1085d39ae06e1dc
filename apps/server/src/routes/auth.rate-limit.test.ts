import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, registerUser, uniqueEmail } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import type { TestApp } from '../testing/harness.ts';

/** The client of a visitor at `ip` (as the proxy reports it), or of one without that header. */
const from = (t: TestApp, ip?: string) => t.client(ip ? { headers: { 'x-forwarded-for': ip } } : {});

/** Signs in to `t` from `ip`. */
const loginTo = (t: TestApp) => (email: string, password: string, ip?: string) =>
  from(t, ip).api.auth.login.$post({ json: { email, password } });

describe('rate limits', () => {
  describe('behind a trusted proxy', () => {
    const t = withTestApp({ TRUST_PROXY: '1' });
    const login = loginTo(t);

    it('blocks an IP and email after 10 failed logins in 10 minutes, even with the right password', async () => {
      const { email } = await registerUser(t);
      for (let i = 0; i < 10; i += 1) expect((await login(email, 'wrong-guess', '203.0.113.7')).status).toBe(401);
      const blocked = await login(email, GOOD_PASSWORD, '203.0.113.7');
      expectStatus(blocked, 429);
      expect(blocked.body.error.code).toBe('rate_limited');
      expect(blocked.body.error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another IP is not blocked for the same email.
      expect((await login(email, GOOD_PASSWORD, '198.51.100.9')).status).toBe(200);
    });

    it('forgets failures after a successful login', async () => {
      const { email } = await registerUser(t);
      for (let i = 0; i < 9; i += 1) await login(email, 'wrong-guess', '203.0.113.8');
      expect((await login(email, GOOD_PASSWORD, '203.0.113.8')).status).toBe(200);
      for (let i = 0; i < 9; i += 1) expect((await login(email, 'wrong-guess', '203.0.113.8')).status).toBe(401);
    });

    it('counts a burst of parallel guesses before any of them is checked', async () => {
      const { email } = await registerUser(t);
      const answers = await Promise.all(Array.from({ length: 40 }, () => login(email, 'wrong-guess', '203.0.113.50')));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    });

    it('lets the owner in from their own address however many addresses failed against the email', async () => {
      const { email } = await registerUser(t);
      for (let i = 0; i < 40; i += 1) expect((await login(email, 'wrong-guess', `198.18.0.${i}`)).status).toBe(401);
      // The attacker's addresses stay blocked for this email; the owner's does not.
      for (let i = 0; i < 10; i += 1) await login(email, 'wrong-guess', '198.18.0.1');
      expect((await login(email, GOOD_PASSWORD, '198.18.0.1')).status).toBe(429);
      expect((await login(email, GOOD_PASSWORD, '198.18.1.1')).status).toBe(200);
    });

    it('keeps each attacking address blocked for the email while the owner, elsewhere, signs in', async () => {
      const { email } = await registerUser(t);
      // Ten failures from each of five addresses: each pair is blocked, none of them is the owner's.
      for (const ip of ['203.0.113.60', '203.0.113.61', '203.0.113.62', '203.0.113.63', '203.0.113.64']) {
        for (let i = 0; i < 10; i += 1) await login(email, 'wrong-guess', ip);
        expect((await login(email, GOOD_PASSWORD, ip)).status).toBe(429);
      }
      expect((await login(email, GOOD_PASSWORD, '192.0.2.44')).status).toBe(200);
    });

    it('limits one address guessing across many emails (password spraying) to 50 in 10 minutes', async () => {
      const { email } = await registerUser(t);
      for (let i = 0; i < 50; i += 1) {
        expect((await login(uniqueEmail(`spray${i}`), 'wrong-guess', '203.0.113.70')).status).toBe(401);
      }
      expect((await login(email, GOOD_PASSWORD, '203.0.113.70')).status).toBe(429);
      expect((await login(email, GOOD_PASSWORD, '203.0.113.71')).status).toBe(200);
    });

    it('counts an IPv6 client by its /64, so rotating addresses inside it does not reset the count', async () => {
      const { email } = await registerUser(t);
      for (let i = 0; i < 10; i += 1) {
        expect((await login(email, 'wrong-guess', `2001:db8:7:7:${i.toString(16)}::1`)).status).toBe(401);
      }
      expect((await login(email, GOOD_PASSWORD, '2001:db8:7:7:ffff::2')).status).toBe(429);
      expect((await login(email, GOOD_PASSWORD, '2001:db8:7:8::2')).status).toBe(200);
    });
  });

  describe('without a trusted proxy', () => {
    const t = withTestApp();
    const login = loginTo(t);

    it('ignores X-Forwarded-For unless TRUST_PROXY says so, so a forged header cannot dodge the limit', async () => {
      const { email } = await registerUser(t);
      for (let i = 0; i < 10; i += 1) await login(email, 'wrong-guess', `192.0.2.${i}`);
      expect((await login(email, GOOD_PASSWORD, '192.0.2.200')).status).toBe(429);
    });

    it('sends at most one reset email per address per minute, answering 429 the same for unknown addresses', async () => {
      const { email } = await registerUser(t);
      const stranger = uniqueEmail('stranger');
      for (const address of [email, stranger]) {
        const reset = () => t.client().api.auth['password-reset'].$post({ json: { email: address } });
        expect((await reset()).status).toBe(202);
        const second = await reset();
        expectStatus(second, 429);
        expect(second.body.error.code).toBe('rate_limited');
      }
      await t.deps.background.idle();
      const resetMails = await t.db
        .selectFrom('email_outbox')
        .select('to_address')
        .where('text_body', 'like', '%/reset-password#token=%')
        .execute();
      expect(resetMails).toEqual([{ to_address: email }]);
    });
  });

  describe('with a sign-up limit of 3 per address', () => {
    const t = withTestApp({ TRUST_PROXY: '1', REGISTER_LIMIT_PER_IP: '3' });

    it('limits sign-ups per IP', async () => {
      const signUp = (ip: string) =>
        from(t, ip).api.auth.register.$post({ json: { email: uniqueEmail(), password: GOOD_PASSWORD } });
      for (let i = 0; i < 3; i += 1) expect((await signUp('203.0.113.90')).status).toBe(201);
      const blocked = await signUp('203.0.113.90');
      expectStatus(blocked, 429);
      expect(blocked.body.error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
      expect((await signUp('203.0.113.91')).status).toBe(201);
    });

    it('counts IPv6 sign-ups by their /64, so fresh addresses inside it grant no more accounts', async () => {
      const signUp = (ip: string) =>
        from(t, ip).api.auth.register.$post({ json: { email: uniqueEmail(), password: GOOD_PASSWORD } });
      for (let i = 0; i < 3; i += 1) expect((await signUp(`2001:db8:9:9:${i + 1}::1`)).status).toBe(201);
      expect((await signUp('2001:db8:9:9:ffff::2')).status).toBe(429);
      expect((await signUp('2001:db8:9:a::1')).status).toBe(201);
    });
  });
});
