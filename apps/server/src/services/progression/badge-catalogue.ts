import type { Kysely } from 'kysely';
import { BADGE_CATEGORIES, BadgeSchema, UnlockedBadgeSchema, type Badge, type UnlockedBadge } from '@feastforge/domain';
import type { Database } from '@feastforge/db';

/** What a badge shows wherever it appears: the catalogue and a hero's card. */
const BADGE_COLUMNS = ['badges.id', 'badges.name', 'badges.description', 'badges.icon', 'badges.category'] as const;

/**
 * The whole badge catalogue ordered by category (as the spec lists the categories), then by its
 * sort order, each marked unlocked (with when) for `userId`; a visitor (`null`) sees them all locked.
 *
 * @example
 * const badges = await listBadges(db, userId) // [{ id: 'first-recipe', unlocked: true, unlockedAt: '…', … }, …]
 */
export async function listBadges(db: Kysely<Database>, userId: string | null): Promise<Badge[]> {
  const rows = await db
    .selectFrom('badges')
    .leftJoin('user_badges', (join) =>
      join.onRef('user_badges.badge_id', '=', 'badges.id').on('user_badges.user_id', '=', userId ?? ''),
    )
    .select([...BADGE_COLUMNS, 'badges.sort_order', 'user_badges.unlocked_at'])
    .orderBy('badges.sort_order')
    .orderBy('badges.id')
    .execute();
  const categoryRank = (category: string) => {
    const rank = (BADGE_CATEGORIES as readonly string[]).indexOf(category);
    return rank === -1 ? BADGE_CATEGORIES.length : rank;
  };
  return rows
    .map((row) =>
      BadgeSchema.parse({
        id: row.id,
        name: row.name,
        description: row.description,
        icon: row.icon,
        category: row.category,
        sortOrder: row.sort_order,
        unlocked: row.unlocked_at !== null,
        unlockedAt: row.unlocked_at,
      }),
    )
    .sort((a, b) => categoryRank(a.category) - categoryRank(b.category));
}

/**
 * The badges `userId` has unlocked, newest first, for their public profile card.
 *
 * @example
 * const badges = await unlockedBadges(db, heroId) // [{ id: 'first-publish', unlockedAt: '…', … }, …]
 */
export async function unlockedBadges(db: Kysely<Database>, userId: string): Promise<UnlockedBadge[]> {
  const rows = await db
    .selectFrom('user_badges')
    .innerJoin('badges', 'badges.id', 'user_badges.badge_id')
    .select([...BADGE_COLUMNS, 'user_badges.unlocked_at'])
    .where('user_badges.user_id', '=', userId)
    .orderBy('user_badges.unlocked_at', 'desc')
    .orderBy('badges.sort_order')
    .execute();
  return rows.map(({ unlocked_at: unlockedAt, ...badge }) => UnlockedBadgeSchema.parse({ ...badge, unlockedAt }));
}
