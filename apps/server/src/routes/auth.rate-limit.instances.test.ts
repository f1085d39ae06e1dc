import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { restartTestApp } from '../testing/restart.ts';

const shared = Boolean(process.env['TEST_DATABASE_URL']);

describe('rate limits across instances', () => {
  const t = withTestApp({ TRUST_PROXY: '1' });

  it.runIf(shared)('counts login failures made on either instance over one PostgreSQL database', async () => {
    const { email } = await registerUser(t);
    const second = await restartTestApp(t);
    const login = (instance: number, password: string) =>
      (instance % 2 === 0 ? t.client : second.client)({
        headers: { 'x-forwarded-for': '203.0.113.70' },
      }).api.auth.login.$post({
        json: { email, password },
      });
    // Ten failures, alternating between the two: each instance saw five, the shared store ten.
    for (let i = 0; i < 10; i += 1) expect((await login(i, 'wrong-guess')).status).toBe(401);
    for (const instance of [0, 1]) {
      const blocked = await login(instance, GOOD_PASSWORD);
      expectStatus(blocked, 429);
      expect(blocked.body.error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    }
    // The points are rows every instance reads, not counters in either process.
    const rows = await t.db.selectFrom('rate_limits').select('key').where('key', 'like', 'login%').execute();
    expect(rows.length).toBeGreaterThan(0);
  });

  it.runIf(!shared)('keeps SQLite limits in the process that serves the database', async () => {
    const { email } = await registerUser(t);
    const login = (password: string) =>
      t.client({ headers: { 'x-forwarded-for': '203.0.113.71' } }).api.auth.login.$post({ json: { email, password } });
    for (let i = 0; i < 10; i += 1) expect((await login('wrong-guess')).status).toBe(401);
    expect((await login(GOOD_PASSWORD)).status).toBe(429);
    const tables = await t.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('rate_limits');
  });
});
