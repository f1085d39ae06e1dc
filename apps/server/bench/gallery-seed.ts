import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { RECIPE_TYPES, type Rarity } from '@feastforge/domain';
import { buildRecipeData } from '@feastforge/domain/testing';
import type { DbHandle } from '@feastforge/db';

const AUTHORS = 12;
const BATCH = 500;
const SPREAD_MS = 2 * 365 * 24 * 60 * 60 * 1000;
const SINCE = Date.UTC(2025, 0, 1);

const ADJECTIVES = [
  'Ember',
  'Frost',
  'Gilded',
  'Moonlit',
  'Smoky',
  'Thunder',
  'Whispering',
  'Ancient',
  'Crimson',
  'Sunlit',
  'Hollow',
  'Wild',
  'Starlit',
  'Runed',
  'Misty',
  'Bramble',
  'Copper',
  'Silver',
  'Shadow',
  'Verdant',
];
const CREATURES = [
  'Dragon',
  'Griffin',
  'Troll',
  'Wyvern',
  'Basilisk',
  'Phoenix',
  'Kraken',
  'Goblin',
  'Unicorn',
  'Dwarf',
  'Elven',
  'Ogre',
  'Yeti',
  'Hydra',
  'Mermaid',
  'Centaur',
  'Banshee',
  'Gnome',
];
const DISHES = [
  'Stew',
  'Pie',
  'Broth',
  'Bread',
  'Tart',
  'Porridge',
  'Roast',
  'Curry',
  'Dumplings',
  'Pudding',
  'Skewers',
  'Salad',
  'Soup',
  'Cake',
  'Elixir',
  'Fritters',
  'Pancakes',
  'Chowder',
  'Risotto',
  'Flatbread',
];
const INGREDIENTS = [
  'peppers',
  'beans',
  'barley',
  'mushrooms',
  'leeks',
  'honey',
  'apples',
  'lentils',
  'pumpkin',
  'thyme',
  'chestnuts',
  'oats',
  'plums',
  'garlic',
  'carrots',
  'spinach',
  'almonds',
  'rosemary',
];
const PLACES = [
  'a long march',
  'a winter night',
  'the harvest feast',
  'a dragon’s hoard',
  'the tavern table',
  'a misty morning',
  'the king’s court',
  'a quiet hearth',
  'the mountain pass',
  'the summer fair',
];
/** Roughly how often each rarity is rolled, common to legendary. */
const RARITY_WEIGHTS: [Rarity, number][] = [
  ['common', 50],
  ['uncommon', 25],
  ['rare', 15],
  ['epic', 7],
  ['legendary', 3],
];

/** A small seeded generator, so every run seeds the same gallery. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

function rarityOf(roll: number): Rarity {
  let left = roll * 100;
  for (const [rarity, weight] of RARITY_WEIGHTS) {
    if (left < weight) return rarity;
    left -= weight;
  }
  return 'common';
}

async function insertAuthors(handle: DbHandle): Promise<string[]> {
  const now = new Date().toISOString();
  const ids = Array.from({ length: AUTHORS }, () => randomUUID());
  await handle.db
    .insertInto('users')
    .values(
      ids.map((id, i) => ({
        id,
        email: `bench-${i}@example.com`,
        password_hash: 'x',
        created_at: now,
        password_changed_at: now,
        email_verified_at: null,
      })),
    )
    .execute();
  await handle.db
    .insertInto('profiles')
    .values(
      ids.map((id, i) => ({
        id,
        display_name: `Bench Cook ${i + 1}`,
        race: null,
        character_class: null,
        gender: null,
        hero_portrait_url: null,
        hero_portrait_xp_awarded: 0,
        referral_code: `BENCH${i}`,
        signup_promo_code: null,
        signup_referral_code: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return ids;
}

/**
 * Fills the database with `count` published recipes of a dozen authors: varied titles and
 * descriptions from word lists, every type, rarities as often as they are rolled, most with an
 * image, made over two years. Answers how long it took (ms).
 *
 * @example
 * await seedGallery(handle, 100_000)
 */
export async function seedGallery(handle: DbHandle, count: number): Promise<number> {
  const start = performance.now();
  const random = randomFrom(13);
  const authors = await insertAuthors(handle);
  await handle.db.transaction().execute(async (trx) => {
    for (let done = 0; done < count; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - done) }, () => {
        const title = `${random.pick(ADJECTIVES)} ${random.pick(CREATURES)} ${random.pick(DISHES)}`;
        const description = `A ${random.pick(ADJECTIVES).toLowerCase()} ${random.pick(DISHES).toLowerCase()} of ${random.pick(INGREDIENTS)} and ${random.pick(INGREDIENTS)}, made for ${random.pick(PLACES)}.`;
        const id = randomUUID();
        const createdAt = new Date(SINCE + Math.floor(random.next() * SPREAD_MS)).toISOString();
        const image = random.next() < 0.8 ? `/media/recipes/${id}.png` : '';
        const data = buildRecipeData({
          title,
          description,
          image,
          rarity: rarityOf(random.next()),
          recipeType: random.pick(RECIPE_TYPES),
          ingredients: Array.from({ length: 10 }, () => `200 g ${random.pick(INGREDIENTS)}`),
          instructions: Array.from(
            { length: 8 },
            (_, step) =>
              `Step ${step + 1}: stir the ${random.pick(INGREDIENTS)} over a gentle fire until it smells of ${random.pick(PLACES)}.`,
          ),
        });
        return {
          id,
          user_id: random.pick(authors),
          title,
          description,
          rarity: data.rarity,
          recipe_type: data.recipeType,
          is_published: 1,
          publish_xp_awarded: 1,
          has_image: image ? 1 : 0,
          recipe_data: JSON.stringify(data),
          created_at: createdAt,
          updated_at: createdAt,
        };
      });
      await trx.insertInto('saved_recipes').values(rows).execute();
    }
  });
  // PostgreSQL's autovacuum vacuums and analyses a freshly loaded table on its own soon after (the
  // visibility map it sets lets index-only scans skip the table); do it now so the numbers are
  // those of a settled database. SQLite is left as the app leaves it (no ANALYZE).
  if (handle.kind === 'postgres') {
    await sql`vacuum analyze saved_recipes`.execute(handle.db);
    // The seed's one transaction left 100,000 dead versions of each trigger-kept row (the counts
    // per type and rarity, the listing version): hundreds of pages that a total without filters
    // would scan. The app publishes one recipe a transaction, whose old versions PostgreSQL prunes
    // as it goes (5,000 single publishes leave the counts in one page), so the tables are rewritten
    // to the size the app's own writes keep them at (ADR 013).
    await sql`vacuum full analyze saved_recipes_listed_counts, saved_recipes_listing_version`.execute(handle.db);
  }
  return performance.now() - start;
}
