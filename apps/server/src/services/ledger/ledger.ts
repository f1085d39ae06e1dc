import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  DomainError,
  insufficientManaMessage,
  invariant,
  mana,
  type Mana,
  type ManaTransactionType,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
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

/** A debit also says what the mana is for, so a short balance is explained in the user's words. */
export interface DebitEntry extends LedgerEntry {
  /** Completes 'You need N mana …', e.g. `CONJURE_PURPOSE` ('to conjure this recipe'). */
  purpose: string;
}

export interface LedgerResult {
  balance: Mana;
  /** False when the idempotency key was already booked (nothing changed). */
  applied: boolean;
}

export interface TakeBackResult extends LedgerResult {
  /** What was actually taken: the amount asked for, or less when the balance held less. */
  taken: number;
}

/**
 * The ledger books only inside a transaction: it claims the key before it moves the balance, so a
 * refused debit on a bare handle would leave the claimed row committed (sum(ledger) != balance).
 * The type stops a bare handle at compile time; this stops one that got past it.
 */
function assertTransaction(trx: Transaction<Database>): void {
  invariant(trx.isTransaction, 'ledger entries are booked inside a transaction (db.transaction().execute)');
}

/**
 * Grants mana: one append-only ledger row plus the balance update. Runs inside the caller's
 * transaction so the grant commits or rolls back with the change that caused it. The key is
 * claimed first, so any number of racing grants with one key book it once and the others answer
 * `applied: false`.
 *
 * @example
 * await db.transaction().execute((trx) => ledger.credit(trx, { userId, amount: mana(25), type: 'signup_bonus', ... }))
 */
export async function credit(trx: Transaction<Database>, entry: LedgerEntry): Promise<LedgerResult> {
  assertTransaction(trx);
  assertWholeMana(entry.amount);
  return book(trx, entry, entry.amount);
}

/**
 * Spends mana with a conditional update, so the balance can never go below zero even when many
 * requests race. Throws `insufficient_mana` ('You need N mana {purpose}. Visit the shop …') with the required
 * amount when the balance is short; the caller's transaction then rolls back the claimed key too.
 *
 * @example
 * await ledger.debit(trx, { userId, amount: mana(5), type: 'generation', description: 'Conjured Stew',
 *   idempotencyKey: `generation:${id}`, purpose: CONJURE_PURPOSE })
 */
export async function debit(trx: Transaction<Database>, entry: DebitEntry): Promise<LedgerResult> {
  assertTransaction(trx);
  assertWholeMana(entry.amount);
  return book(trx, entry, mana(-entry.amount), entry.purpose);
}

/**
 * Takes back up to `amount` (a refunded or disputed purchase): as much as the balance holds, never
 * below zero. The entry is booked even when nothing could be taken, so the user's transactions say
 * what happened. Once per idempotency key, like every entry.
 *
 * @example
 * const { taken } = await ledger.takeBack(trx, { userId, amount: mana(150), type: 'purchase_reversal', ... })
 */
export async function takeBack(trx: Transaction<Database>, entry: LedgerEntry): Promise<TakeBackResult> {
  assertTransaction(trx);
  assertWholeMana(entry.amount);
  await balanceOf(trx, entry.userId);
  const claimed = await claimKey(trx, entry, 0);
  if (!claimed) return { balance: await balanceOf(trx, entry.userId), applied: false, taken: 0 };
  const version = await nextVersion(trx, entry.userId);
  // Taken after the version lock, which every writer of this user holds first (see nextVersion):
  // no other booking for the user can move the balance between this read and the update.
  const balance = await balanceOf(trx, entry.userId);
  const taken = Math.min(balance, entry.amount);
  const updated = await trx
    .updateTable('profiles')
    .set((eb) => ({ mana_balance: eb('mana_balance', '-', taken), version }))
    .where('id', '=', entry.userId)
    .where('mana_balance', '>=', taken)
    .returning('mana_balance')
    .executeTakeFirst();
  if (!updated) throw new Error('The balance moved while the version lock was held');
  await trx
    .updateTable('mana_transactions')
    .set({ amount: -taken, balance_after: updated.mana_balance })
    .where('id', '=', claimed)
    .execute();
  return { balance: mana(updated.mana_balance), applied: true, taken };
}

function assertWholeMana(amount: Mana): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new DomainError('validation_failed', 'Mana amount must be a positive whole number');
  }
}

/**
 * Inserts the entry's row under its idempotency key, or nothing when the key is booked already,
 * and answers the new row's id. A racing transaction with the same key waits here for the first
 * to commit (then finds the key taken) or roll back (then takes it), so the unique index never
 * surfaces as an error. `balance_after` is filled in once the balance has moved.
 */
async function claimKey(trx: Transaction<Database>, entry: LedgerEntry, amount: number): Promise<string | null> {
  const id = randomUUID();
  const claimed = await trx
    .insertInto('mana_transactions')
    .values({
      id,
      user_id: entry.userId,
      amount,
      transaction_type: entry.type,
      description: entry.description,
      idempotency_key: entry.idempotencyKey,
      balance_after: 0,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed ? id : null;
}

async function book(
  trx: Transaction<Database>,
  entry: LedgerEntry,
  delta: Mana,
  purpose?: string,
): Promise<LedgerResult> {
  // The user must exist before a row can name them; the version lock below would say so, but the
  // row's foreign key would fail first.
  await balanceOf(trx, entry.userId);
  const claimed = await claimKey(trx, entry, delta);
  if (!claimed) return { balance: await balanceOf(trx, entry.userId), applied: false };

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
    // Only a debit has a condition on the balance; a credit always finds the profile it locked.
    invariant(purpose !== undefined, 'only a debit can be refused');
    throw new DomainError('insufficient_mana', insufficientManaMessage(-delta, purpose), { required: -delta });
  }
  await trx
    .updateTable('mana_transactions')
    .set({ balance_after: updated.mana_balance })
    .where('id', '=', claimed)
    .execute();
  return { balance: mana(updated.mana_balance), applied: true };
}

/** The user's mana balance now. */
export async function balanceOf(db: Executor, userId: string): Promise<Mana> {
  const row = await db.selectFrom('profiles').select('mana_balance').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'User not found');
  return mana(row.mana_balance);
}
