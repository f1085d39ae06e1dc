import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  CONJURE_PURPOSE,
  DomainError,
  insufficientManaMessage,
  RECIPE_NOT_FOUND_MESSAGE,
  invariant,
  mana,
  rollRarity,
  type RecipeData,
  type UserGeneration,
  type WizardChoices,
  type XpResult,
  xp,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { seededRng } from '@feastforge/generator';
import * as ledger from '../ledger/ledger.ts';
import { discardImage } from '../media/discard.ts';
import type { MediaStore } from '../media/store.ts';
import { checkBadges } from '../progression/check-badges.ts';
import { toRecipeRow } from '../sync/rows.ts';
import type { Executor } from '../db-executor.ts';
import { nextVersion } from '../sync/versions.ts';
import { awardXp } from './award-xp.ts';
import { conjureRecipe, type GenerationProviders } from './conjure.ts';
import { logger } from '../../logger.ts';

export interface UserGenerationRequest {
  choices: WizardChoices;
  /** The client's key for this request: a retry with it answers the first result, unpaid. */
  idempotencyKey?: string | undefined;
}

/** 201 for a new recipe; 200 when the key names a generation that already happened. */
export interface UserGenerationOutcome {
  status: 200 | 201;
  answer: UserGeneration;
}

const insufficientMana = (required: number) =>
  new DomainError('insufficient_mana', insufficientManaMessage(required), { required });

/**
 * A signed-in user's generation, in the order of ARCHITECTURE 'Money-like rules': check the
 * balance, roll rarity (booster floor and level bonus), write the recipe, make its image (a
 * failure charges nothing: Fizzle), then one transaction that debits, awards XP, saves the
 * recipe and unlocks the badges it earned. A concurrent spend that empties the balance first rolls
 * all of it back. After the commit the caller tells the user's tabs (`announceProgress`).
 *
 * @example
 * const { status, answer } = await generateForUser(db, deps, userId, { choices, idempotencyKey })
 */
export async function generateForUser(
  db: Kysely<Database>,
  providers: GenerationProviders,
  userId: string,
  request: UserGenerationRequest,
): Promise<UserGenerationOutcome> {
  const { choices, idempotencyKey } = request;
  if (idempotencyKey) {
    const earlier = await answerForKey(db, userId, idempotencyKey);
    if (earlier) return earlier;
  }

  const profile = await db
    .selectFrom('profiles')
    .select(['level', 'mana_balance'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!profile) throw new DomainError('unauthorized', 'Please sign in again.');
  if (profile.mana_balance < choices.manaCost) throw insufficientMana(choices.manaCost);

  // The generation id seeds the roll, so a recipe can be reproduced from it (ADR 004).
  const id = randomUUID();
  const rng = seededRng(id);
  const roll = { rng, ...rollRarity({ manaCost: choices.manaCost, level: profile.level }, rng.next()) };
  const data = await conjureRecipe(providers, choices, roll, id);

  // The image is on disk from here; it stays only if this generation's recipe is saved. Whatever
  // happens instead (refused for mana, a duplicate key, an error) deletes it, and only it: the
  // image is named by this generation's id, never by the earlier recipe a duplicate answers.
  let saved: Saved | 'duplicate' | undefined;
  try {
    try {
      saved = await db.transaction().execute((trx) => save(trx, { id, userId, data, idempotencyKey }));
    } catch (error) {
      // Two requests with one key raced: the other one committed first and the key refused ours.
      const earlier = idempotencyKey ? await answerForKey(db, userId, idempotencyKey) : undefined;
      if (earlier) return earlier;
      throw error;
    }
    if (saved === 'duplicate') {
      const earlier = idempotencyKey ? await answerForKey(db, userId, idempotencyKey) : undefined;
      invariant(earlier, 'a generation key found inside the transaction is still there after it');
      return earlier;
    }
  } finally {
    if (saved === undefined || saved === 'duplicate') await discardUnsavedImage(db, providers.media, id, data.image);
  }
  const recipe = { id, userId, isPublished: false, createdAt: saved.createdAt, recipeData: data };
  return {
    status: 201,
    answer: { recipe, xp: saved.xp, manaBalance: saved.balance, newBadges: saved.newBadges, isTrial: false },
  };
}

/**
 * Deletes the image of a generation whose transaction did not report a commit, unless its recipe
 * is there after all (a commit whose answer was lost). A failure here only logs: the start-up
 * sweep (`sweepOrphanMedia`) takes what is left, and the caller's own answer or error stands.
 */
async function discardUnsavedImage(db: Kysely<Database>, media: MediaStore, id: string, image: string) {
  if (!image) return;
  try {
    const row = await db.selectFrom('saved_recipes').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) await discardImage(media, image);
  } catch (error) {
    logger.warn({ err: error, image }, 'left an image for the media sweep');
  }
}

interface Saved {
  xp: XpResult;
  balance: number;
  createdAt: string;
  newBadges: string[];
}

async function save(
  trx: Transaction<Database>,
  generation: { id: string; userId: string; data: RecipeData; idempotencyKey: string | undefined },
): Promise<Saved | 'duplicate'> {
  const { id, userId, data, idempotencyKey } = generation;
  // First, before any other write: the user's version lock orders this user's writers (see
  // nextVersion), so the balance, the XP and the key check below all see the latest commit.
  const version = await nextVersion(trx, userId);
  if (idempotencyKey && (await findKey(trx, userId, idempotencyKey))) return 'duplicate';

  // A short balance throws the spec's insufficient-mana answer from the ledger itself.
  const { balance } = await ledger.debit(trx, {
    userId,
    amount: mana(data.manaCost),
    type: 'generation',
    description: `Conjured ${data.title}`,
    idempotencyKey: `generation:${id}`,
    purpose: CONJURE_PURPOSE,
  });
  // The debit stamped the profile with a version of its own; this one is from the same
  // transaction, so a pull sees the balance, the XP and the recipe together or not at all.
  const awarded = await awardXp(trx, userId, xp(data.xp_gained), version);

  const now = new Date().toISOString();
  await trx
    .insertInto('saved_recipes')
    .values({
      id,
      user_id: userId,
      title: data.title,
      description: data.description,
      rarity: data.rarity,
      recipe_type: data.recipeType,
      is_published: 0,
      publish_xp_awarded: 0,
      has_image: data.image ? 1 : 0,
      recipe_data: JSON.stringify(data),
      created_at: now,
      updated_at: now,
      version,
    })
    .execute();
  if (idempotencyKey) {
    await trx
      .insertInto('generation_keys')
      .values({
        user_id: userId,
        idempotency_key: idempotencyKey,
        recipe_id: id,
        level_ups: awarded.level_ups,
        new_level: awarded.new_level,
        created_at: now,
      })
      .execute();
  }
  // Spec section 4, step 4: after the recipe and the XP, so their badges count in this transaction.
  const newBadges = await checkBadges(trx, userId, version);
  return { xp: awarded, balance, createdAt: now, newBadges };
}

function findKey(db: Executor, userId: string, idempotencyKey: string) {
  return db
    .selectFrom('generation_keys')
    .select(['recipe_id', 'level_ups', 'new_level'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** The answer a key already produced, with today's balance; undefined for a new key. */
async function answerForKey(
  db: Kysely<Database>,
  userId: string,
  idempotencyKey: string,
): Promise<UserGenerationOutcome | undefined> {
  const key = await findKey(db, userId, idempotencyKey);
  if (!key) return undefined;
  const row = await db
    .selectFrom('saved_recipes')
    .selectAll()
    .where('id', '=', key.recipe_id)
    .executeTakeFirstOrThrow();
  // The cook deleted it since: a replayed request must not bring it back (or replay its reveal).
  if (row.deleted_at !== null) throw new DomainError('not_found', RECIPE_NOT_FOUND_MESSAGE);
  const recipe = toRecipeRow(row);
  const awarded = { xp_gained: recipe.recipeData.xp_gained, level_ups: key.level_ups, new_level: key.new_level };
  const manaBalance = await ledger.balanceOf(db, userId);
  // The badges were announced with the first answer; a replay unlocks nothing new.
  return { status: 200, answer: { recipe, xp: awarded, manaBalance, newBadges: [], isTrial: false } };
}
