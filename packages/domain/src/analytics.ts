import { z } from 'zod';

/** First-party analytics events (spec section 3). */
export const ANALYTICS_EVENTS = [
  'page_view',
  'recipe_generated',
  'recipe_saved',
  'recipe_shared',
  'recipe_viewed',
  'sign_up',
  'login',
  'mana_purchased',
  'mana_checkout_initiated',
  'promo_code_redeemed',
  'badge_unlocked',
] as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/**
 * Events only the server records, where they happen: a browser may not report them, so the admin
 * console's counts of generations, purchases and redemptions cannot be inflated from outside.
 */
export const SERVER_EVENTS = ['recipe_generated', 'mana_purchased', 'promo_code_redeemed'] as const;

/** Events a browser reports through `POST /api/events/track`. */
export const CLIENT_EVENTS = ANALYTICS_EVENTS.filter(
  (name): name is Exclude<AnalyticsEvent, (typeof SERVER_EVENTS)[number]> =>
    !(SERVER_EVENTS as readonly string[]).includes(name),
);

export const TrackEventBody = z.object({
  name: z.enum(CLIENT_EVENTS),
  path: z.string().max(2048).optional(),
  properties: z
    .record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean(), z.null()]))
    .refine((p) => Object.keys(p).length <= 20, 'At most 20 properties')
    .optional(),
});
export type TrackEventBody = z.input<typeof TrackEventBody>;
