import type { Kysely } from 'kysely';

/**
 * When the referrer of a referral was rewarded (null while the referred user's address is
 * unconfirmed). The reward is claimed with a conditional update on it, so it is granted exactly
 * once whether the confirmation or the claim comes last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('referrals').addColumn('rewarded_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('referrals').dropColumn('rewarded_at').execute();
}
