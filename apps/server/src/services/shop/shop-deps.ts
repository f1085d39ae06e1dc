import type { AppDeps } from '../../deps.ts';
import type { PaymentProvider } from '../../providers/payments.ts';
import type { Executor } from '../db-executor.ts';

/** What the shop's services need: the database, a payment provider and the cook's live stream. */
export type ShopDeps = Pick<AppDeps, 'db' | 'live' | 'background'> & { payments: PaymentProvider };

/**
 * Runs inside a fulfilment's or reversal's transaction before its effects: answers false when the
 * work is already done (a webhook event id seen before), and then nothing else is written.
 */
export type Claim = (trx: Executor) => Promise<boolean>;
