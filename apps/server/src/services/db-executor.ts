import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@feastforge/db';

/**
 * A database handle or an open transaction: what every service that writes takes, so a caller
 * decides whether the write commits alone or together with others.
 *
 * @example
 * await db.transaction().execute((trx: Executor) => ledger.credit(trx, entry))
 */
export type Executor = Kysely<Database> | Transaction<Database>;
