import type { Kysely } from 'kysely';

/**
 * The badge catalogue as of this migration: what the /badges page shows. Each id's unlock rule is
 * `BADGE_RULES` in packages/domain (a test keeps the two lists equal). `icon` is an emoji. Written
 * out here rather than imported, so this migration seeds the same rows whenever it runs; a later
 * change to the catalogue is a later migration that upserts the changed rows.
 */
export const BADGE_CATALOGUE = [
  // milestone
  ['first-recipe', 'First Feast', 'Conjure your first recipe.', '🍳', 'milestone'],
  ['ten-recipes', 'Apprentice Cook', 'Conjure 10 recipes.', '📖', 'milestone'],
  ['fifty-recipes', 'Master Chef', 'Conjure 50 recipes.', '🧑‍🍳', 'milestone'],
  ['hundred-recipes', 'Grand Grimoire', 'Conjure 100 recipes.', '📚', 'milestone'],
  ['level-5', 'Rising Hero', 'Reach level 5.', '⭐', 'milestone'],
  ['level-10', 'Seasoned Hero', 'Reach level 10.', '🌟', 'milestone'],
  ['level-20', 'Legend of the Hearth', 'Reach level 20.', '👑', 'milestone'],
  // rarity
  ['first-common', 'Humble Beginnings', 'Conjure a common recipe.', '🥄', 'rarity'],
  ['first-uncommon', 'Touch of Magic', 'Conjure an uncommon recipe.', '🍀', 'rarity'],
  ['first-rare', 'Rare Find', 'Conjure a rare recipe.', '💎', 'rarity'],
  ['first-epic', 'Epic Flavour', 'Conjure an epic recipe.', '🔮', 'rarity'],
  ['first-legendary', 'Legendary Feast', 'Conjure a legendary recipe.', '🐉', 'rarity'],
  // type
  ['first-breakfast', 'Early Riser', 'Conjure a breakfast.', '🥞', 'type'],
  ['first-starter', 'Opening Act', 'Conjure a starter.', '🥗', 'type'],
  ['first-main', 'Hearty Main', 'Conjure a main course.', '🍖', 'type'],
  ['first-dessert', 'Sweet Tooth', 'Conjure a dessert.', '🍰', 'type'],
  ['first-snacks', 'Trail Provisions', 'Conjure a snack.', '🥨', 'type'],
  ['first-elixir', 'Alchemist', 'Conjure an elixir.', '🧪', 'type'],
  ['every-type', 'Well-Rounded Palate', 'Conjure at least one recipe of every type.', '🍽️', 'type'],
  // social
  ['first-publish', 'Town Crier', 'Publish your first recipe to the Feast Hall.', '📣', 'social'],
  ['ten-published', 'Feast Hall Regular', 'Publish 10 recipes to the Feast Hall.', '🏛️', 'social'],
  ['first-referral', 'Fellowship', 'Invite a friend who joins and confirms their email address.', '🤝', 'social'],
  ['five-referrals', 'Guild Recruiter', 'Invite 5 friends who join and confirm their email address.', '🛡️', 'social'],
  // special
  ['hero-portrait', 'Portrait Sitting', 'Have your hero portrait painted.', '🖼️', 'special'],
  ['hero-profile', 'Character Sheet', "Choose your hero's race, class and gender.", '📜', 'special'],
  ['first-chest', 'Treasure Seeker', 'Open the daily treasure chest.', '🗝️', 'special'],
  ['chest-streak-3', 'Three-Day Streak', 'Open the daily treasure chest 3 days in a row.', '🔥', 'special'],
  ['chest-streak-7', 'Week of Wonders', 'Open the daily treasure chest 7 days in a row.', '🏆', 'special'],
  ['promo-redeemed', 'Secret Word', 'Redeem a promotion code.', '✉️', 'special'],
] as const;

interface BadgeRow {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: string;
  sort_order: number;
}

/** Seeds the catalogue; running it again (or over an edited row) leaves exactly these rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const badges = db as unknown as Kysely<{ badges: BadgeRow }>;
  const rows = BADGE_CATALOGUE.map(([id, name, description, icon, category], index) => ({
    id,
    name,
    description,
    icon,
    category,
    sort_order: (index + 1) * 10,
  }));
  await badges
    .insertInto('badges')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        description: eb.ref('excluded.description'),
        icon: eb.ref('excluded.icon'),
        category: eb.ref('excluded.category'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const badges = db as unknown as Kysely<{ badges: BadgeRow }>;
  await badges
    .deleteFrom('badges')
    .where(
      'id',
      'in',
      BADGE_CATALOGUE.map(([id]) => id),
    )
    .execute();
}
