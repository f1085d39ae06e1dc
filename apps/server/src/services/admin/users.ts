import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_RECENT_TRANSACTIONS,
  DomainError,
  mana,
  type AddManaBody,
  type AddManaResult,
  type AdminTransaction,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserRow,
  type ManaTransactionType,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import type { AppDeps } from '../../deps.ts';
import { RESET_TOO_SOON } from '../auth/password-reset.ts';
import { enqueueJob } from '../jobs/job-store.ts';
import { JOB_KINDS } from '../jobs/kinds.ts';
import type { Executor } from '../db-executor.ts';
import { credit } from '../ledger/ledger.ts';
import { spend } from '../rate-limits.ts';
import { writeAudit } from './audit.ts';
import { containsPattern, countOf } from './pages.ts';
import { recipeRows, toRecipeRow } from './recipes.ts';

/** The answer to a user id that names nobody. */
export const noSuchUser = () => new DomainError('not_found', 'No such user.');

function accounts(db: Executor) {
  return db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id');
}

const USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.created_at',
  'profiles.display_name',
  'profiles.mana_balance',
  'profiles.level',
] as const;

type UserColumns = {
  id: string;
  email: string;
  created_at: string;
  display_name: string | null;
  mana_balance: number;
  level: number;
};

const toUserRow = (row: UserColumns): AdminUserRow => ({
  id: row.id,
  displayName: row.display_name,
  email: row.email,
  manaBalance: row.mana_balance,
  level: row.level,
  createdAt: row.created_at,
});

/**
 * One page of users, newest first (ties by id), and the exact count of those the search matches.
 * `q` is found anywhere in the display name or the email, whatever its case; its `%` and `_` are
 * taken literally.
 *
 * @example
 * await adminUserPage(db, 2, 'hob') // users 21 to 40 whose name or email holds 'hob'
 */
export async function adminUserPage(db: Kysely<Database>, page: number, search?: string): Promise<AdminUserPage> {
  const pattern = search ? containsPattern(search) : null;
  const matching = () =>
    accounts(db).$if(pattern !== null, (qb) =>
      qb.where(
        sql<boolean>`(lower(profiles.display_name) like ${pattern} escape '\\' or lower(users.email) like ${pattern} escape '\\')`,
      ),
    );
  const rows = await matching()
    .select(USER_COLUMNS)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  return { rows: rows.map(toUserRow), total: await countOf(matching()), page, pageSize: ADMIN_PAGE_SIZE };
}

const toTransaction = (row: {
  id: string;
  amount: number;
  transaction_type: string;
  description: string | null;
  created_at: string;
}): AdminTransaction => ({
  id: row.id,
  amount: row.amount,
  type: row.transaction_type as ManaTransactionType,
  description: row.description,
  createdAt: row.created_at,
});

/**
 * The User Details dialog: the user, their latest 10 ledger lines (signed: a spend is negative)
 * and every recipe of theirs that is not deleted, newest first.
 *
 * @example
 * const { user, transactions, recipes } = await adminUserDetail(db, userId)
 */
export async function adminUserDetail(db: Kysely<Database>, userId: string): Promise<AdminUserDetail> {
  const user = await accounts(db).select(USER_COLUMNS).where('users.id', '=', userId).executeTakeFirst();
  if (!user) throw noSuchUser();
  const transactions = await db
    .selectFrom('mana_transactions')
    .select(['id', 'amount', 'transaction_type', 'description', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_RECENT_TRANSACTIONS)
    .execute();
  const recipes = await recipeRows(db)
    .where('saved_recipes.user_id', '=', userId)
    .orderBy('saved_recipes.created_at', 'desc')
    .orderBy('saved_recipes.id', 'desc')
    .execute();
  return { user: toUserRow(user), transactions: transactions.map(toTransaction), recipes: recipes.map(toRecipeRow) };
}

/**
 * Adds mana to a user through the ledger (type `admin_added`) and records it in the audit log, in
 * one transaction. `requestKey` (the request's Idempotency-Key) makes a retry book nothing more:
 * it answers the line the first request wrote (`applied: false`). Without one every call books.
 *
 * @example
 * const { balance } = await addMana(db, adminId, userId, { amount: 10, description: 'Manually added by admin' })
 */
export async function addMana(
  db: Kysely<Database>,
  adminId: string,
  userId: string,
  input: z.output<typeof AddManaBody>,
  requestKey?: string,
): Promise<AddManaResult & { applied: boolean }> {
  // Scoped to the admin and the user, so one key sent for another user (or by another admin) is a new grant.
  const idempotencyKey = `admin_added:${adminId}:${userId}:${requestKey ?? randomUUID()}`;
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!exists) throw noSuchUser();
    const { balance, applied } = await credit(trx, {
      userId,
      amount: mana(input.amount),
      type: 'admin_added',
      description: input.description,
      idempotencyKey,
    });
    const line = await trx
      .selectFrom('mana_transactions')
      .select(['id', 'amount', 'transaction_type', 'description', 'created_at'])
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
    if (applied) {
      await writeAudit(trx, {
        actorId: adminId,
        action: 'mana_added',
        targetType: 'user',
        targetId: userId,
        details: { amount: input.amount, description: input.description, transactionId: line.id },
      });
    }
    return { balance, transaction: toTransaction(line), applied };
  });
}

/**
 * Account recovery without a shell: sends the user the same password-reset email they could ask
 * for themselves (one link, one hour). The audit row and the reset job commit together; the job
 * then issues the token and mails it after the response (ADR 023: the raw token is never stored,
 * so it is made where it is sent). The per-address limit of resets still holds, so an
 * inbox is never flooded: a second reset within a minute answers 429 and writes nothing.
 *
 * @example
 * await sendPasswordReset(deps, adminId, userId) // the user's mail holds a /reset-password link
 */
export async function sendPasswordReset(deps: AppDeps, adminId: string, userId: string): Promise<void> {
  const user = await deps.db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw noSuchUser();
  await spend(deps.limits.resetByEmail, user.email, RESET_TOO_SOON);
  await deps.db.transaction().execute(async (trx) => {
    await writeAudit(trx, {
      actorId: adminId,
      action: 'password_reset_sent',
      targetType: 'user',
      targetId: user.id,
      // The target id names the user; their address is not kept in a log nothing may delete from.
      details: {},
    });
    await enqueueJob(trx, { kind: JOB_KINDS.userPasswordReset, payload: { userId: user.id } });
  });
  deps.jobs.kick();
}
