import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  DomainError,
  SyncMutationSchema,
  type SyncMutationResult,
  type SyncPushAnswer,
  type SyncPushBody,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { applyMutation } from './mutations.ts';
import type { Executor } from '../db-executor.ts';

type Envelope = z.output<typeof SyncPushBody>['mutations'][number];
type Outcome = SyncMutationResult | 'gap';

/**
 * Applies a client's mutations in order, each exactly once. Every mutation has its own
 * transaction that claims its id for (user, client), so a retried or concurrent push can never
 * apply one twice, and a failure later in the batch keeps the earlier ones. A gap in the ids stops
 * the batch: the client has lost or reordered something and must resend from `lastMutationId + 1`.
 *
 * @example
 * const answer = await pushMutations(db, userId, { clientId: 'tab-1', mutations: [{ id: 1, name: 'recipe.delete', args: { id } }] })
 */
export async function pushMutations(
  db: Kysely<Database>,
  userId: string,
  body: z.output<typeof SyncPushBody>,
): Promise<SyncPushAnswer> {
  const results: SyncMutationResult[] = [];
  for (const mutation of body.mutations) {
    const outcome = await db.transaction().execute((trx) => processOne(trx, userId, body.clientId, mutation));
    if (outcome === 'gap') break;
    results.push(outcome);
  }
  return { results, lastMutationId: await lastMutationId(db, userId, body.clientId) };
}

async function processOne(trx: Executor, userId: string, clientId: string, envelope: Envelope): Promise<Outcome> {
  const { id } = envelope;
  const now = new Date().toISOString();
  await trx
    .insertInto('sync_clients')
    .values({ user_id: userId, client_id: clientId, last_mutation_id: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
    .execute();
  // Only the next id can claim the slot; on PostgreSQL a concurrent push of the same id waits for
  // this row and then finds the condition false, so it answers `alreadyProcessed`.
  const claimed = await trx
    .updateTable('sync_clients')
    .set({ last_mutation_id: id, updated_at: now })
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .where('last_mutation_id', '=', id - 1)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) {
    const last = await lastMutationId(trx, userId, clientId);
    return id <= last ? { id, status: 'alreadyProcessed' } : 'gap';
  }

  const parsed = SyncMutationSchema.safeParse(envelope);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'The mutation is not valid';
    return rejected(id, new DomainError('validation_failed', message));
  }
  try {
    await applyMutation(trx, userId, parsed.data);
    return { id, status: 'applied' };
  } catch (error) {
    // A refused write changed no row (see applyMutation), so committing keeps the claimed id:
    // one bad mutation must never block the rest of the outbox.
    if (error instanceof DomainError) return rejected(id, error);
    throw error;
  }
}

function rejected(id: number, error: DomainError): SyncMutationResult {
  return { id, status: 'rejected', error: { code: error.code, message: error.message } };
}

async function lastMutationId(db: Executor, userId: string, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('sync_clients')
    .select('last_mutation_id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row?.last_mutation_id ?? 0;
}
