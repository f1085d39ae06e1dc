import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type RecipeData, type RegisterBody } from '@feastforge/domain';
import { buildRecipeData } from '@feastforge/domain/testing';
import type { Database } from '@feastforge/db';
import { nextVersion } from '../services/sync/versions.ts';
import type { TestApp } from './harness.ts';

export const GOOD_PASSWORD = 'Cauldron-Stew-42';

export function uniqueEmail(prefix = 'cook'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Signs a new user up through the real endpoint and answers the session plus the refresh cookie.
 *
 * @example
 * const { session, email } = await registerUser(t, { displayName: 'Hob' })
 */
export async function registerUser(t: TestApp, overrides: Partial<RegisterBody> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const res = await t.client().api.auth.register.$post({ json: { ...overrides, email, password } });
  if (res.status !== 201 || !res.refreshCookie)
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, session: res.body, refresh: res.refreshCookie };
}

/**
 * The newest link to `page` (`/verify-email`, `/reset-password`) in the outbox mail to `email`,
 * after the background sends have finished.
 *
 * @example
 * const link = await emailedLink(t, email, '/verify-email') // 'http://…/verify-email#token=…'
 */
export async function emailedLink(t: TestApp, email: string, page: string): Promise<string> {
  await t.deps.background.idle();
  const mails = await t.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('text_body', 'like', `%${page}#token=%`)
    .orderBy('created_at', 'desc')
    .execute();
  const link = new RegExp(`https?://\\S+${page}#token=[\\w-]+`).exec(mails[0]?.text_body ?? '')?.[0];
  if (!link) throw new Error(`no ${page} link in the mail to ${email}`);
  return link;
}

/** The token of an emailed link (it travels in the fragment). */
export const tokenOfLink = (link: string) => new URL(link).hash.replace('#token=', '');

/**
 * Follows the confirmation link the sign-up emailed to the user, signed in as them, as the holder
 * of the account would.
 *
 * @example
 * const admin = await registerUser(t, { email: ADMIN_EMAIL }); await confirmEmail(t, admin)
 */
export async function confirmEmail(t: TestApp, user: { email: string; session: { accessToken: string } }) {
  const token = tokenOfLink(await emailedLink(t, user.email, '/verify-email'));
  const res = await t.client({ token: user.session.accessToken }).api.auth['verify-email'].$post({ json: { token } });
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Signs in again (a second device) and answers that device's tokens. */
export async function loginUser(t: TestApp, email: string, password = GOOD_PASSWORD) {
  const res = await t.client().api.auth.login.$post({ json: { email, password } });
  if (res.status !== 200 || !res.refreshCookie)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { session: res.body, refresh: res.refreshCookie };
}

/**
 * Makes a recipe image with the app's image maker, as a generation would, and answers its address.
 *
 * @example
 * const png = await storedRecipeImage(t, 'served-1'); // '/media/recipes/served-1.png'
 */
export async function storedRecipeImage(t: TestApp, key: string): Promise<string> {
  const made = await t.deps.imageMaker.recipeImage({
    key,
    title: 'Test',
    dish: 'Porridge',
    recipeType: 'breakfast',
    theme: 'snowy-mountain',
    rarity: 'common',
    mainIngredients: ['rolled oats'],
  });
  if (!made.ok) throw new Error(`image failed: ${made.reason}`);
  return made.url;
}

/** A valid recipe_data; the one builder lives with the domain so its own tests share it. */
export { buildRecipeData };

/**
 * Saves a recipe to a user's tome directly (generation is the only real way in), stamped with a
 * sync version the way every write of a synced row must be. `createdAt` places it in time (the
 * Feast Hall's sorts); title, description, type, rarity and image come from `recipeData`.
 *
 * @example
 * await insertSavedRecipe(db, userId, { isPublished: true, recipeData: { title: 'Troll Toast', rarity: 'epic' } })
 */
export async function insertSavedRecipe(
  db: Kysely<Database>,
  userId: string,
  options: { isPublished?: boolean; recipeData?: Partial<RecipeData>; createdAt?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const data = buildRecipeData(options.recipeData);
  const now = options.createdAt ?? new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const version = await nextVersion(trx, userId);
    await trx
      .insertInto('saved_recipes')
      .values({
        id,
        user_id: userId,
        title: data.title,
        description: data.description,
        rarity: data.rarity,
        recipe_type: data.recipeType,
        is_published: options.isPublished ? 1 : 0,
        publish_xp_awarded: 0,
        has_image: data.image ? 1 : 0,
        recipe_data: JSON.stringify(data),
        created_at: now,
        updated_at: now,
        version,
      })
      .execute();
  });
  return id;
}

/** Sends a user a notification directly, stamped with a sync version. */
export async function insertNotification(
  db: Kysely<Database>,
  userId: string,
  options: { title?: string; read?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const version = await nextVersion(trx, userId);
    await trx
      .insertInto('notifications')
      .values({
        id,
        user_id: userId,
        title: options.title ?? 'Badge unlocked',
        message: 'You earned First Feast.',
        read: options.read ? 1 : 0,
        action_url: '/profile',
        created_at: new Date().toISOString(),
        version,
      })
      .execute();
  });
  return id;
}
