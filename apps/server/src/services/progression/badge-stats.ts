import type { BadgeStats } from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';

/**
 * What the badge rules look at for `userId`, read in three queries. Recipes count while they
 * live (a deleted one no longer counts towards a badge not yet earned); `published` counts
 * recipes whose first publish happened; a referral counts once the referred user has confirmed
 * their address (the point at which the referrer is rewarded). Read it in the transaction that
 * wrote the rows a check follows, so it sees them.
 *
 * @example
 * const stats = await badgeStats(trx, userId) // { recipes: 3, rarities: Set {'rare'}, ... }
 */
export async function badgeStats(db: Executor, userId: string): Promise<BadgeStats> {
  const profile = await db
    .selectFrom('profiles')
    .select((eb) => [
      'profiles.level',
      'profiles.hero_portrait_url',
      'profiles.race',
      'profiles.character_class',
      'profiles.gender',
      eb
        .selectFrom('saved_recipes')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .where('saved_recipes.user_id', '=', userId)
        .where('saved_recipes.deleted_at', 'is', null)
        .as('recipes'),
      eb
        .selectFrom('saved_recipes')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .where('saved_recipes.user_id', '=', userId)
        .where('saved_recipes.deleted_at', 'is', null)
        .where('saved_recipes.publish_xp_awarded', '=', 1)
        .as('published'),
      eb
        .selectFrom('referrals')
        .innerJoin('users', 'users.id', 'referrals.referred_id')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .where('referrals.referrer_id', '=', userId)
        .where('users.email_verified_at', 'is not', null)
        .as('referrals'),
      eb
        .selectFrom('promotion_code_redemptions')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .where('promotion_code_redemptions.user_id', '=', userId)
        .as('promo_redemptions'),
    ])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();

  const kinds = await db
    .selectFrom('saved_recipes')
    .select(['rarity', 'recipe_type'])
    .distinct()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  const chestDays = await db
    .selectFrom('daily_chest_claims')
    .select('claim_day')
    .where('user_id', '=', userId)
    .execute();

  return {
    recipes: Number(profile?.recipes ?? 0),
    rarities: new Set(kinds.map((kind) => kind.rarity)),
    recipeTypes: new Set(kinds.map((kind) => kind.recipe_type)),
    published: Number(profile?.published ?? 0),
    referrals: Number(profile?.referrals ?? 0),
    chestDays: chestDays.map((row) => row.claim_day),
    hasPortrait: Boolean(profile?.hero_portrait_url),
    heroProfileComplete: Boolean(profile?.race && profile.character_class && profile.gender),
    promoRedemptions: Number(profile?.promo_redemptions ?? 0),
    level: profile?.level ?? 1,
  };
}
