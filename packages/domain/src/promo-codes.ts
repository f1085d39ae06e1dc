import { z } from 'zod';
import { PromoCodeSchema } from './auth.ts';
import { UserTextSchema } from './user-text.ts';

/** Most characters a promotion code has (spec section 9: the profile's input limit). */
export const PROMO_CODE_MAX_LENGTH = 50;
/** Admin pages list 20 rows (spec section 9). */
export const ADMIN_PAGE_SIZE = 20;
/**
 * Largest grant one code may carry, and most uses it may allow: bounds the spec leaves open, kept
 * well inside a 32-bit balance so no grant can overflow it.
 */
export const PROMO_MANA_MAX = 100_000;
export const PROMO_MAX_USES_MAX = 1_000_000;

/** What a signed-in user who is not an admin is told (spec section 8, title 'Access Denied'). */
export const ADMIN_ONLY_MESSAGE = 'You do not have admin privileges.';

/** Texts of the promotion code rules (spec sections 5 and 8). */
export const PROMO_MESSAGES = {
  /** Title 'Invalid Input' on the admin form. */
  invalidInput: 'Please enter a valid code and mana amount.',
  maxUsesMin: 'Max uses must be at least 1, or empty for unlimited.',
  manaTooLarge: `Mana amount must be at most ${PROMO_MANA_MAX}.`,
  maxUsesTooLarge: `Max uses must be at most ${PROMO_MAX_USES_MAX}.`,
  /** Unknown and inactive codes answer alike, so a guess never learns which codes exist. */
  invalid: 'Invalid or inactive promotion code.',
  usedUp: 'This promotion code has reached its maximum number of uses.',
  alreadyRedeemed: 'You have already redeemed this promotion code.',
  noSignupCode: 'Please enter a promotion code',
} as const;

/** Why a redemption was refused (`details.reason` of a 422 `promo_code_rejected`). */
export const PROMO_REJECTIONS = ['invalid', 'used_up', 'already_redeemed'] as const;
export type PromoRejection = (typeof PROMO_REJECTIONS)[number];

/**
 * Body of `POST /api/promo/redeem`. Without `code`, the code given at sign-up is applied (the
 * client does that about 2 seconds after registering, spec section 4).
 *
 * @example
 * await client.api.promo.redeem.$post({ json: { code: ' welcome50 ' } }) // redeems 'WELCOME50'
 */
export const RedeemPromoBody = z.object({ code: PromoCodeSchema.optional() }).strict();
export type RedeemPromoBody = z.input<typeof RedeemPromoBody>;

/** Answer of `POST /api/promo/redeem`: the promotion result of spec section 3 (failures are 4xx). */
export const PromoResultSchema = z.object({
  success: z.literal(true),
  mana_granted: z.number().int(),
  error: z.null(),
});
export type PromoResult = z.infer<typeof PromoResultSchema>;

/** A code as the admin screen lists it. */
export const PromoCodeRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  manaAmount: z.number().int(),
  /** Null means unlimited (the table shows ∞). */
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PromoCodeRow = z.infer<typeof PromoCodeRowSchema>;

const AdminCodeSchema = UserTextSchema('Promotion code', PROMO_CODE_MAX_LENGTH, {
  empty: PROMO_MESSAGES.invalidInput,
}).transform((code) => code.toUpperCase());

/**
 * Body of `POST /api/admin/promo-codes`: the code is trimmed and upper-cased, the amount a whole
 * number above 0, max uses at least 1 or null/absent for unlimited.
 *
 * @example
 * CreatePromoCodeBody.parse({ code: 'feast25', manaAmount: 25 }) // { code: 'FEAST25', manaAmount: 25, maxUses: null }
 */
export const CreatePromoCodeBody = z
  .object({
    code: z.string({ error: PROMO_MESSAGES.invalidInput }).pipe(AdminCodeSchema),
    manaAmount: z
      .number({ error: PROMO_MESSAGES.invalidInput })
      .int(PROMO_MESSAGES.invalidInput)
      .positive(PROMO_MESSAGES.invalidInput)
      .max(PROMO_MANA_MAX, PROMO_MESSAGES.manaTooLarge),
    maxUses: z
      .number({ error: PROMO_MESSAGES.maxUsesMin })
      .int(PROMO_MESSAGES.maxUsesMin)
      .min(1, PROMO_MESSAGES.maxUsesMin)
      .max(PROMO_MAX_USES_MAX, PROMO_MESSAGES.maxUsesTooLarge)
      .nullish()
      .transform((uses) => uses ?? null),
  })
  .strict();
export type CreatePromoCodeBody = z.input<typeof CreatePromoCodeBody>;

/** Body of `PATCH /api/admin/promo-codes/{id}`: the state the admin switches the code to. */
export const UpdatePromoCodeBody = z.object({ isActive: z.boolean() }).strict();
export type UpdatePromoCodeBody = z.input<typeof UpdatePromoCodeBody>;

/** Promotion code ids are UUIDs; anything else can never name one. */
export const PromoCodeIdParams = z.object({ id: z.guid('No such promotion code.') });

/** Query of `GET /api/admin/promo-codes`: a 1-based page. */
export const AdminPageQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).max(100_000).default(1),
});

/** Answer of `GET /api/admin/promo-codes`: one page of codes, newest first, and the total count. */
export const PromoCodePageSchema = z.object({
  codes: z.array(PromoCodeRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PromoCodePage = z.infer<typeof PromoCodePageSchema>;
