import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CONJURE_PURPOSE, DomainError, mana, type Mana } from '@feastforge/domain';
import { registerUser } from '../../testing/builders.ts';
import { withTestApp } from '../../testing/fixture.ts';
import * as ledger from './ledger.ts';

const t = withTestApp();

async function ledgerSum(userId: string): Promise<number> {
  const row = await t.db
    .selectFrom('mana_transactions')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe('ledger', () => {
  it('books a grant once per idempotency key', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const entry = {
      userId,
      amount: mana(10),
      type: 'promo_code' as const,
      description: 'FEAST10',
      idempotencyKey: `promo:x:${userId}`,
    };
    const first = await t.db.transaction().execute((trx) => ledger.credit(trx, entry));
    const again = await t.db.transaction().execute((trx) => ledger.credit(trx, entry));
    expect(first).toEqual({ balance: 35, applied: true });
    expect(again).toEqual({ balance: 35, applied: false });
    expect(await ledgerSum(userId)).toBe(35);
  });

  it('books one of 20 racing grants with one key, and the others answer applied: false', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const entry = {
      userId,
      amount: mana(150),
      type: 'purchase' as const,
      description: 'Mage package',
      idempotencyKey: `purchase:race:${userId}`,
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.db.transaction().execute((trx) => ledger.credit(trx, entry))),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(results.filter((r) => !r.applied)).toHaveLength(19);
    expect(await ledger.balanceOf(t.db, userId)).toBe(175);
    expect(await ledgerSum(userId)).toBe(175);
  });

  it('names what a refused debit was for, and books nothing', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const refused = t.db.transaction().execute((trx) =>
      ledger.debit(trx, {
        userId,
        amount: mana(40),
        type: 'generation',
        description: 'x',
        idempotencyKey: `portrait:${userId}`,
        purpose: 'to paint this portrait',
      }),
    );
    await expect(refused).rejects.toThrow('You need 40 mana to paint this portrait. Visit the shop to purchase more!');
    expect(await ledger.balanceOf(t.db, userId)).toBe(25);
    expect(await ledgerSum(userId)).toBe(25);
  });

  it('refuses to book outside a transaction, where a refused debit would leave its claimed key behind', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const entry = {
      userId,
      amount: mana(40),
      type: 'generation' as const,
      description: 'x',
      idempotencyKey: `bare:${userId}`,
      purpose: CONJURE_PURPOSE,
    };
    // @ts-expect-error a bare database handle is not a transaction
    await expect(ledger.debit(t.db, entry)).rejects.toThrow('inside a transaction');
    expect(await ledgerSum(userId)).toBe(25);
  });

  it('takes back as much as the balance holds, never below zero, once per key', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const entry = {
      userId,
      amount: mana(40),
      type: 'purchase_reversal' as const,
      description: 'Refund',
      idempotencyKey: `takeback:${userId}`,
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.db.transaction().execute((trx) => ledger.takeBack(trx, entry))),
    );
    expect(results.filter((r) => r.applied)).toEqual([{ balance: 0, applied: true, taken: 25 }]);
    expect(await ledger.balanceOf(t.db, userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('never lets 50 concurrent debits take the balance below zero, and sum(ledger) == balance', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.db.transaction().execute((trx) =>
          ledger.debit(trx, {
            userId,
            amount: mana(1),
            type: 'generation',
            description: 'test',
            idempotencyKey: `gen:${i}`,
            purpose: CONJURE_PURPOSE,
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(25);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(DomainError);
      expect(((r as PromiseRejectedResult).reason as DomainError).code).toBe('insufficient_mana');
    }
    expect(await ledger.balanceOf(t.db, userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('refuses amounts that are not positive whole numbers', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    // Straight from outside the type system (a JSON body, say): mana() itself refuses fractions and NaN,
    // and the ledger must still stop whatever gets past the types.
    const unchecked = (amount: number) => amount as Mana;
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(
        t.db.transaction().execute((trx) =>
          ledger.credit(trx, {
            userId,
            amount: unchecked(amount),
            type: 'admin_added',
            description: 'x',
            idempotencyKey: `k${amount}`,
          }),
        ),
      ).rejects.toThrow('Mana amount must be a positive whole number');
    }
  });
});
