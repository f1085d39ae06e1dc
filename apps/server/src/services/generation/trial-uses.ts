import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DomainError, TOASTS, TRIAL_GENERATIONS } from '@feastforge/domain';
import type { Database } from '@feastforge/db';

/** Who a trial is counted against: the visitor's device and their network address. */
export interface TrialVisitor {
  deviceId: string;
  ip: string;
}

interface Subject {
  scope: 'device' | 'ip';
  subject: string;
}

// Keyed, so the stored value cannot be turned back into an address by trying every one.
function subjectsOf(visitor: TrialVisitor, secret: Uint8Array): Subject[] {
  const hash = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  // Always device first, then address: one lock order for every request keeps deadlocks out.
  return [
    { scope: 'device', subject: hash(`device:${visitor.deviceId}`) },
    { scope: 'ip', subject: hash(`ip:${visitor.ip}`) },
  ];
}

/**
 * Takes one trial for the visitor, or throws `trial_exhausted` when their device or their address
 * has used all of them. Each count is a conditional increment (`used < limit`), so parallel
 * requests can never take more than the limit. Answers how many trials remain afterwards.
 *
 * @example
 * const remaining = await takeTrial(db, { deviceId, ip }, secret) // 2, 1, 0, then trial_exhausted
 */
export async function takeTrial(db: Kysely<Database>, visitor: TrialVisitor, secret: Uint8Array): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    let remaining = TRIAL_GENERATIONS;
    for (const { scope, subject } of subjectsOf(visitor, secret)) {
      await trx
        .insertInto('trial_uses')
        .values({ scope, subject, used: 0, updated_at: now })
        .onConflict((oc) => oc.columns(['scope', 'subject']).doNothing())
        .execute();
      const taken = await trx
        .updateTable('trial_uses')
        .set((eb) => ({ used: eb('used', '+', 1), updated_at: now }))
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('used', '<', TRIAL_GENERATIONS)
        .returning('used')
        .executeTakeFirst();
      if (!taken) {
        throw new DomainError('trial_exhausted', TOASTS.trialLimit.message, { limit: TRIAL_GENERATIONS });
      }
      remaining = Math.min(remaining, TRIAL_GENERATIONS - taken.used);
    }
    return remaining;
  });
}

/**
 * The trials the visitor may still take: the lower of what their device and their address have
 * left, so a family or an office behind one address sees what `takeTrial` will honour.
 *
 * @example
 * await trialsLeft(db, { deviceId, ip }, secret) // 3 for a new device on a new address
 */
export async function trialsLeft(db: Kysely<Database>, visitor: TrialVisitor, secret: Uint8Array): Promise<number> {
  const subjects = subjectsOf(visitor, secret);
  const rows = await db
    .selectFrom('trial_uses')
    .select(['scope', 'subject', 'used'])
    .where((eb) => eb.or(subjects.map(({ scope, subject }) => eb.and({ scope, subject }))))
    .execute();
  const mostUsed = Math.max(0, ...rows.map((row) => row.used));
  return Math.max(0, TRIAL_GENERATIONS - mostUsed);
}

/** Gives back a trial taken for a generation that then failed: only successes count. */
export async function returnTrial(db: Kysely<Database>, visitor: TrialVisitor, secret: Uint8Array): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    for (const { scope, subject } of subjectsOf(visitor, secret)) {
      await trx
        .updateTable('trial_uses')
        .set((eb) => ({ used: eb('used', '-', 1), updated_at: now }))
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('used', '>', 0)
        .execute();
    }
  });
}
