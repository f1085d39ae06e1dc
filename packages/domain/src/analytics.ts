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

export const TrackEventBody = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  path: z.string().max(2048).optional(),
  properties: z
    .record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean(), z.null()]))
    .refine((p) => Object.keys(p).length <= 20, 'At most 20 properties')
    .optional(),
});
export type TrackEventBody = z.input<typeof TrackEventBody>;
