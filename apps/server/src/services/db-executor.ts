import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@feastforge/db';

/**
 * A database handle or an open transaction: what every service that writes takes, so a caller
 * decides whether the write commits alone or together with others. (The ledger is the exception: it
 * takes only a `Transaction`, see ledger.ts.)
 *
 * @example
 * await findPayment(db, sessionId) // or findPayment(trx, sessionId) inside a transaction
 */
export type Executor = Kysely<Database> | Transaction<Database>;
