import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DomainError,
  HERO_CLASSES,
  HERO_PORTRAIT_FAILED_MESSAGE,
  HERO_RACES,
  VALIDATION,
  XP_HERO_PORTRAIT,
  type HeroClass,
  type HeroRace,
  type XpResult,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import type { ImageMaker } from '../../providers/image-maker.ts';
import { awardXp } from '../generation/award-xp.ts';
import { discardImage } from '../media/discard.ts';
import type { MediaStore } from '../media/store.ts';
import { spend, type RateLimits } from '../rate-limits.ts';
import { nextVersion } from '../sync/versions.ts';
import { checkBadges } from './check-badges.ts';
import { logger } from '../../logger.ts';

export interface PortraitOutcome {
  /** XP the portrait earned: only the user's first portrait earns any. */
  xp: XpResult | null;
  newBadges: string[];
}

const isRace = (value: string | null): value is HeroRace => (HERO_RACES as readonly (string | null)[]).includes(value);
const isClass = (value: string | null): value is HeroClass =>
  (HERO_CLASSES as readonly (string | null)[]).includes(value);

/**
 * Paints the user's hero portrait from the race, class and gender on their profile (spec section
 * 4 'Hero portrait'), stores its address on the profile and, the first time only, awards
 * XP_HERO_PORTRAIT: the `hero_portrait_xp_awarded` flag is claimed with a conditional update, so
 * two portraits painted at once award it once. Then checks badges, in the same transaction. The
 * portrait it replaces is deleted once the new one is committed. Each attempt spends one of the
 * user's `portraitByUser` points first (`rate_limited` when none are left): with OpenAI configured
 * every portrait is a paid image.
 *
 * @example
 * const { xp, newBadges } = await paintHeroPortrait(db, { imageMaker, media, limits }, userId)
 */
export async function paintHeroPortrait(
  db: Kysely<Database>,
  providers: { imageMaker: ImageMaker; media: MediaStore; limits: Pick<RateLimits, 'portraitByUser'> },
  userId: string,
): Promise<PortraitOutcome> {
  const hero = await db
    .selectFrom('profiles')
    .select(['race', 'character_class', 'gender'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!hero) throw new DomainError('unauthorized', 'Please sign in again.');
  const { race, character_class: heroClass } = hero;
  if (!isRace(race) || !isClass(heroClass)) throw new DomainError('validation_failed', VALIDATION.portraitNeeds);

  await spend(providers.limits.portraitByUser, userId);
  // A new name each time: a cached copy of the previous portrait must never stand in for this one.
  const key = `${userId}-${randomUUID()}`;
  const made = await providers.imageMaker.portrait({ key, race, heroClass, gender: hero.gender ?? '' });
  if (!made.ok) {
    logger.warn({ reason: made.reason }, 'hero portrait failed');
    throw new DomainError('image_failed', HERO_PORTRAIT_FAILED_MESSAGE);
  }

  let painted: PortraitOutcome & { replaced: string | null };
  try {
    painted = await db.transaction().execute(async (trx) => {
      const version = await nextVersion(trx, userId);
      // Read under the user's lock, so of two portraits painted at once each replaces the other's.
      const before = await trx
        .selectFrom('profiles')
        .select('hero_portrait_url')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('profiles')
        .set({ hero_portrait_url: made.url, updated_at: new Date().toISOString(), version })
        .where('id', '=', userId)
        .execute();
      const first = await trx
        .updateTable('profiles')
        .set({ hero_portrait_xp_awarded: 1 })
        .where('id', '=', userId)
        .where('hero_portrait_xp_awarded', '=', 0)
        .executeTakeFirst();
      const xp = first.numUpdatedRows > 0n ? await awardXp(trx, userId, XP_HERO_PORTRAIT, version) : null;
      return { xp, newBadges: await checkBadges(trx, userId, version), replaced: before.hero_portrait_url };
    });
  } catch (error) {
    await discardImage(providers.media, made.url);
    throw error;
  }
  const { replaced, ...outcome } = painted;
  if (replaced && replaced !== made.url) await discardImage(providers.media, replaced);
  return outcome;
}
