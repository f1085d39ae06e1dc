import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import { quickUsers } from './quick-users.ts';
import { takeLogs } from './log-capture.ts';

/** The admin route tests' helpers, on the test app `t` of the file that uses them. */
export function adminTesting(t: TestApp) {
  /** A confirmed user with the admin role, named 'Chief', and their typed client's admin routes. */
  async function asAdmin() {
    const [admin] = await quickUsers(t, 1);
    if (!admin) throw new Error('no admin');
    await t.db
      .insertInto('user_roles')
      .values({ user_id: admin.userId, role: 'admin', created_at: new Date().toISOString() })
      .execute();
    await t.db.updateTable('profiles').set({ display_name: 'Chief' }).where('id', '=', admin.userId).execute();
    return { ...admin, api: t.client({ token: admin.accessToken }).api.admin };
  }

  /** A confirmed cook without any role, named `name`. */
  async function aCook(name = 'Hob') {
    const [cook] = await quickUsers(t, 1);
    if (!cook) throw new Error('no cook');
    await t.db.updateTable('profiles').set({ display_name: name }).where('id', '=', cook.userId).execute();
    return cook;
  }

  const auditRows = () => t.db.selectFrom('admin_audit').selectAll().orderBy('seq').execute();
  const balanceOf = async (userId: string) =>
    (await t.db.selectFrom('profiles').select('mana_balance').where('id', '=', userId).executeTakeFirstOrThrow())
      .mana_balance;

  /**
   * Makes every audit write fail (the table is away) while `run` runs: the change must roll back
   * with it. The server logs the 500 it answers; that is the one error expected here.
   */
  async function withAuditBroken(run: () => Promise<void>) {
    await sql`alter table admin_audit rename to admin_audit_away`.execute(t.db);
    try {
      await run();
      const errors = takeLogs().filter((line) => line.level >= 50);
      expect(JSON.stringify(errors)).toMatch(/admin_audit/);
    } finally {
      await sql`alter table admin_audit_away rename to admin_audit`.execute(t.db);
    }
  }

  return { asAdmin, aCook, auditRows, balanceOf, withAuditBroken };
}
