import type { HomeFeed } from '@feastforge/domain';
import { isCardList, isRecipeCard } from '../../lib/feast-hall-data.ts';
import { FreshCache } from './fresh-cache.ts';

/** Spec section 9: the home page's recipes are kept for 5 minutes before they are asked for again. */
export const HOME_FEED_STALE_MS = 5 * 60 * 1000;

/** The home feed last seen in this tab, shared by every visit to / until the page reloads. */
export const homeFeedCache = new FreshCache<HomeFeed>(HOME_FEED_STALE_MS);

/**
 * The home feed the server rendered / with, from the page's data block, or null when it is
 * missing or not a feed. It checks the shape `HomeFeedSchema` describes by hand: the schema would
 * bring zod into the home page's first load, and the block comes from the same server answer as
 * the page.
 *
 * @example
 * readHomeFeed(usePageData()?.home) // { carousel: [...], latest: [...], featured: null } or null
 */
export function readHomeFeed(value: unknown): HomeFeed | null {
  if (typeof value !== 'object' || value === null) return null;
  const feed: Partial<Record<keyof HomeFeed, unknown>> = value;
  const { carousel, latest, featured } = feed;
  if (!isCardList(carousel) || !isCardList(latest)) return null;
  if (featured !== null && !isRecipeCard(featured)) return null;
  return { carousel, latest, featured };
}
