import { randomUUID } from 'node:crypto';
import { DomainError, mana, type Mana, type ManaTransactionType } from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';
import { nextVersion } from '../sync/versions.ts';

export interface LedgerEntry {
  userId: string;
  /** Always positive: `credit` adds it, `debit` takes it away. */
  amount: Mana;
  type: ManaTransactionType;
  description: string;
  /** Makes the entry replay-safe: a key already booked is never booked again. */
  idempotencyKey: string;
}

export interface LedgerResult {
  balance: Mana;
  /** False when the idempotency key was already booked (nothing changed). */
  applied: boolean;
}

/**
 * Grants mana: one append-only ledger row plus the balance update. Call inside the caller's
 * transaction so the grant commits or rolls back with the change that caused it. A concurrent
 * duplicate key fails on the unique index and rolls the whole transaction back.
 *
 * @example
 * await db.transaction().execute((trx) => ledger.credit(trx, { userId, amount: mana(25), type: 'signup_bonus', ... }))
 */
export async function credit(trx: Executor, entry: LedgerEntry): Promise<LedgerResult> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) {
    throw new DomainError('validation_failed', 'Mana amount must be a positive whole number');
  }
  return book(trx, entry, entry.amount);
}

/**
 * Spends mana with a conditional update, so the balance can never go below zero even when many
 * requests race. Throws `insufficient_mana` with the required amount when the balance is short.
 */
export async function debit(trx: Executor, entry: LedgerEntry): Promise<LedgerResult> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) {
    throw new DomainError('validation_failed', 'Mana amount must be a positive whole number');
  }
  return book(trx, entry, mana(-entry.amount));
}

async function book(trx: Executor, entry: LedgerEntry, delta: Mana): Promise<LedgerResult> {
  const existing = await trx
    .selectFrom('mana_transactions')
    .select('balance_after')
    .where('idempotency_key', '=', entry.idempotencyKey)
    .executeTakeFirst();
  if (existing) {
    const profile = await balanceOf(trx, entry.userId);
    return { balance: profile, applied: false };
  }

  // The balance is part of the synced profile, so the user's devices pull the new figure.
  const version = await nextVersion(trx, entry.userId);
  const updated = await trx
    .updateTable('profiles')
    .set((eb) => ({ mana_balance: eb('mana_balance', '+', delta), version }))
    .where('id', '=', entry.userId)
    .$if(delta < 0, (qb) => qb.where('mana_balance', '>=', -delta))
    .returning('mana_balance')
    .executeTakeFirst();
  if (!updated) {
    const exists = await trx.selectFrom('profiles').select('id').where('id', '=', entry.userId).executeTakeFirst();
    if (!exists) throw new DomainError('not_found', 'User not found');
    throw new DomainError('insufficient_mana', `You need ${-delta} mana to conjure this recipe.`, {
      required: -delta,
    });
  }

  await trx
    .insertInto('mana_transactions')
    .values({
      id: randomUUID(),
      user_id: entry.userId,
      amount: delta,
      transaction_type: entry.type,
      description: entry.description,
      idempotency_key: entry.idempotencyKey,
      balance_after: updated.mana_balance,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { balance: mana(updated.mana_balance), applied: true };
}

/** The user's mana balance now. */
export async function balanceOf(db: Executor, userId: string): Promise<Mana> {
  const row = await db.selectFrom('profiles').select('mana_balance').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'User not found');
  return mana(row.mana_balance);
}
