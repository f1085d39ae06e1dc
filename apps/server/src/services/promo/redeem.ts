import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DomainError, mana, PROMO_MESSAGES, type PromoRejection, type PromoResult } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import * as ledger from '../ledger/ledger.ts';
import { rejection } from '../rejections.ts';
import { nextVersion } from '../sync/versions.ts';

const rejected = rejection<PromoRejection>('promo_code_rejected', {
  invalid: PROMO_MESSAGES.invalid,
  used_up: PROMO_MESSAGES.usedUp,
  already_redeemed: PROMO_MESSAGES.alreadyRedeemed,
});

/**
 * Redeems `code` (already trimmed and upper-cased) for `userId`; without a code, the one the user
 * gave at sign-up. In one transaction: the redemption row (unique per user and code), a
 * conditional use of the code (`current_uses < max_uses`, so parallel users can never pass the
 * limit) and the ledger credit keyed by code and user. Any refusal rolls all of it back and
 * answers 422 `promo_code_rejected` with the reason. Answers the result and the code it applied;
 * tell the user's tabs after it returns.
 *
 * @example
 * const { answer } = await redeemPromoCode(db, userId, 'WELCOME50') // { success: true, mana_granted: 50, error: null }
 */
export async function redeemPromoCode(
  db: Kysely<Database>,
  userId: string,
  code: string | undefined,
): Promise<{ answer: PromoResult; code: string }> {
  const wanted = code ?? (await signupPromoCode(db, userId));
  if (!wanted) throw new DomainError('validation_failed', PROMO_MESSAGES.noSignupCode);
  return db.transaction().execute(async (trx) => {
    // Taken first, as every write of the user's rows does: one user's parallel tries queue here.
    await nextVersion(trx, userId);
    const promo = await trx
      .selectFrom('promotion_codes')
      .select(['id', 'mana_amount'])
      .where('code', '=', wanted)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (!promo) throw rejected('invalid');

    const redeemed = await trx
      .insertInto('promotion_code_redemptions')
      .values({ id: randomUUID(), promotion_code_id: promo.id, user_id: userId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['promotion_code_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!redeemed) throw rejected('already_redeemed');

    // The row lock makes parallel redeemers of one code take turns, and each re-checks the
    // condition against the count the previous one committed. Deactivation counts as well.
    const used = await trx
      .updateTable('promotion_codes')
      .set((eb) => ({ current_uses: eb('current_uses', '+', 1) }))
      .where('id', '=', promo.id)
      .where('is_active', '=', 1)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('current_uses', '<', eb.ref('max_uses'))]))
      .returning('id')
      .executeTakeFirst();
    if (!used) {
      const still = await trx
        .selectFrom('promotion_codes')
        .select('is_active')
        .where('id', '=', promo.id)
        .executeTakeFirst();
      throw rejected(still?.is_active === 1 ? 'used_up' : 'invalid');
    }

    await ledger.credit(trx, {
      userId,
      amount: mana(promo.mana_amount),
      type: 'promo_code',
      description: `Promotion code ${wanted}`,
      idempotencyKey: `promo:${promo.id}:${userId}`,
    });
    return { answer: { success: true, mana_granted: promo.mana_amount, error: null }, code: wanted };
  });
}

async function signupPromoCode(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('signup_promo_code').where('id', '=', userId).executeTakeFirst();
  return row?.signup_promo_code ?? null;
}
