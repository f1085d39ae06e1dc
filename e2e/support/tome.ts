import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import type { Rarity, RecipeData, RecipeType } from '@feastforge/domain';
import { buildRecipeData } from '@feastforge/domain/testing';
import { registerCook } from './auth-page.ts';

/** One seeded recipe's content; every field has a sensible default. */
export interface SeedRecipe {
  title?: string;
  description?: string;
  rarity?: Rarity;
  recipeType?: RecipeType;
  isPublished?: boolean;
  /** Gives the recipe a real image under /media (a copy of the app icon). */
  withImage?: boolean;
  servings?: number;
  ingredients?: readonly string[];
  /** Each ingredient's food and amount, as a conjured recipe keeps them. */
  measures?: RecipeData['measures'];
  instructions?: readonly string[];
  /** The step templates, as a conjured recipe keeps them. */
  stepTemplates?: RecipeData['stepTemplates'];
}

function dataDir(): string {
  const dir = process.env['E2E_DATA_DIR'];
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

function open(readonly = false) {
  const db = new Database(join(dataDir(), 'feastforge.db'), { readonly, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

function userIdOf(db: Database.Database, email: string): string {
  const row = db.prepare('select id from users where email = ?').get(email.toLowerCase()) as { id: string } | undefined;
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * A stew of five ingredients in three steps, the second with a 1 minute timer, and an image.
 */
export const STEW = {
  title: 'Travellers Stew',
  withImage: true,
  servings: 4,
  ingredients: [
    '400 g (14 oz) cooked beans',
    '2 red peppers, sliced',
    '1 onion, chopped',
    '1 tsp (5 ml) smoked paprika',
    'salt to taste',
  ],
  instructions: ['Roast the peppers until charred.', 'Simmer for 1 minute.', 'Season and serve.'],
} as const satisfies SeedRecipe;

/**
 * Writes recipes straight into a user's tome on the server, each stamped with a sync version the
 * way the server's own writers do, so the app learns of them by its normal pull.
 */
export function seedTome<const T extends readonly SeedRecipe[]>(email: string, recipes: T): { [K in keyof T]: string } {
  const db = open();
  try {
    const userId = userIdOf(db, email);
    const bump = db.prepare('update sync_versions set version = version + 1 where user_id = ? returning version');
    const insert = db.prepare(
      `insert into saved_recipes (id, user_id, title, description, rarity, recipe_type, is_published,
         publish_xp_awarded, has_image, recipe_data, created_at, updated_at, version)
       values (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
    );
    const ids: string[] = [];
    db.transaction(() => {
      recipes.forEach((seed, index) => {
        const id = randomUUID();
        const image = seed.withImage ? seedImage(id) : '';
        const data = buildRecipeData({
          title: seed.title ?? `Seeded Feast ${index + 1}`,
          image,
          // Every seeded recipe shows an allergen, so the recipe page's list is never only empty.
          allergens: ['celery'],
          ...(seed.description ? { description: seed.description } : {}),
          ...(seed.rarity ? { rarity: seed.rarity } : {}),
          ...(seed.recipeType ? { recipeType: seed.recipeType } : {}),
          ...(seed.servings ? { servings: seed.servings } : {}),
          ...(seed.ingredients ? { ingredients: [...seed.ingredients] } : {}),
          ...(seed.measures ? { measures: seed.measures } : {}),
          ...(seed.instructions ? { instructions: [...seed.instructions] } : {}),
          ...(seed.stepTemplates ? { stepTemplates: seed.stepTemplates } : {}),
        });
        // Spread out in time so 'newest first' has a defined order.
        const createdAt = new Date(Date.now() - (recipes.length - index) * 1000).toISOString();
        const { version } = bump.get(userId) as { version: number };
        insert.run(
          id,
          userId,
          data.title,
          data.description,
          data.rarity,
          data.recipeType,
          seed.isPublished ? 1 : 0,
          image ? 1 : 0,
          JSON.stringify(data),
          createdAt,
          createdAt,
          version,
        );
        ids.push(id);
      });
    })();
    // One id per seed, in order: the tuple type only names that.
    return ids as { [K in keyof T]: string };
  } finally {
    db.close();
  }
}

function seedImage(id: string): string {
  const media = join(dataDir(), 'media', 'recipes');
  mkdirSync(media, { recursive: true });
  copyFileSync(
    fileURLToPath(new URL('../../apps/web/public/icons/icon-512.png', import.meta.url)),
    join(media, `${id}.png`),
  );
  return `/media/recipes/${id}.png`;
}

/** The server's copy of a user's tome: live recipes with their publish flag, and the deleted ones. */
export function serverTome(email: string) {
  const db = open(true);
  try {
    const userId = userIdOf(db, email);
    const rows = db
      .prepare('select id, is_published, deleted_at from saved_recipes where user_id = ?')
      .all(userId) as Array<{ id: string; is_published: number; deleted_at: string | null }>;
    const clients = db.prepare('select last_mutation_id from sync_clients where user_id = ?').all(userId) as Array<{
      last_mutation_id: number;
    }>;
    return {
      live: Object.fromEntries(rows.filter((r) => !r.deleted_at).map((r) => [r.id, r.is_published === 1])),
      deleted: rows.filter((r) => r.deleted_at).map((r) => r.id),
      mutationsApplied: clients.reduce((sum, c) => sum + Number(c.last_mutation_id), 0),
    };
  } finally {
    db.close();
  }
}

/**
 * A new cook with `recipe` in their tome, on its recipe page (reached from the tome, as a cook
 * would); answers the recipe's id.
 *
 * @example
 * const id = await openOwnRecipe(page, 'print');
 */
export async function openOwnRecipe(
  page: Page,
  prefix: string,
  recipe: SeedRecipe & { title: string } = STEW,
): Promise<string> {
  const email = await registerCook(page, prefix);
  const [id] = seedTome(email, [recipe]);
  await page.goto('/my-recipes');
  await page.getByRole('article', { name: recipe.title }).getByRole('link', { name: recipe.title }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}$`));
  await expect(page.getByRole('heading', { name: recipe.title, level: 1 })).toBeVisible();
  return id;
}
