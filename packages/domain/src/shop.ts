import { z } from 'zod';
import {
  DEFAULT_MANA_COST,
  MANA_PACKAGES,
  pricePerMana,
  pricePerRecipe,
  recipesFor,
  type ManaPackage,
} from './mana.ts';

/** Texts of the shop and of spec section 8 'Payment', written once. */
export const SHOP_MESSAGES = {
  authRequired: { title: 'Authentication Required', message: 'Please log in to purchase Mana.' },
  verifyFailed: {
    title: 'Payment Verification Failed',
    message: 'Unable to verify your payment. Please contact support.',
  },
  verifyError: 'Failed to verify payment. Please contact support if you were charged.',
  canceled: { title: 'Payment Canceled', message: 'Your payment was canceled. No charges were made.' },
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  noCheckoutUrl: 'No checkout URL received',
  confirming: 'Confirming your payment…',
  paymentsOff: 'Payments are not set up on this server.',
  needsNetwork: 'The shop needs a network connection: payments are never queued offline.',
} as const;

/**
 * What the verify answer says once mana was added.
 *
 * @example
 * manaAddedMessage(150) // '150 Mana added to your account!'
 */
export function manaAddedMessage(amount: number): string {
  return `${amount} Mana added to your account!`;
}

const PACKAGE_IDS = MANA_PACKAGES.map((p) => p.id) as [ManaPackage['id'], ...ManaPackage['id'][]];

/** A package as the shop shows it; prices in dollars, unrounded (shown to two decimals). */
export const ShopPackageSchema = z.object({
  id: z.enum(PACKAGE_IDS),
  name: z.string(),
  mana: z.number().int(),
  /** Recipes it conjures at the default cost (rounded down). */
  recipes: z.number().int(),
  priceCents: z.number().int(),
  /** Dollars, e.g. 12.99. */
  price: z.number(),
  pricePerMana: z.number(),
  pricePerRecipe: z.number(),
  currency: z.literal('usd'),
  /** The one marked POPULAR. */
  popular: z.boolean(),
});
export type ShopPackage = z.infer<typeof ShopPackageSchema>;

/** Answer of `GET /api/shop/packages`. */
export const ShopPackagesSchema = z.object({
  packages: z.array(ShopPackageSchema),
  /** Mana one recipe costs at the standard booster (for 'N Mana (M recipes)'). */
  costPerRecipe: z.number().int(),
});
export type ShopPackages = z.infer<typeof ShopPackagesSchema>;

/**
 * The shop's packages with their derived figures, from {@link MANA_PACKAGES}.
 *
 * @example
 * shopPackages().packages[1] // { id: 'mage', mana: 150, recipes: 150, price: 12.99, popular: true, ... }
 */
export function shopPackages(): ShopPackages {
  return {
    costPerRecipe: DEFAULT_MANA_COST,
    packages: MANA_PACKAGES.map((pkg) => ({
      id: pkg.id,
      name: pkg.name,
      mana: pkg.mana,
      recipes: recipesFor(pkg.mana),
      priceCents: pkg.priceCents,
      price: pkg.priceCents / 100,
      pricePerMana: pricePerMana(pkg),
      pricePerRecipe: pricePerRecipe(pkg),
      currency: 'usd',
      popular: pkg.popular,
    })),
  };
}

/**
 * Body of `POST /api/shop/checkout`.
 *
 * @example
 * await client.api.shop.checkout.$post({ json: { packageId: 'mage' } })
 */
export const CheckoutBody = z
  .object({ packageId: z.enum(PACKAGE_IDS, { error: 'Choose one of the packages' }) })
  .strict();
export type CheckoutBody = z.input<typeof CheckoutBody>;

/** Answer of `POST /api/shop/checkout`: where the cook pays (Stripe's page, or the demo page). */
export const CheckoutAnswerSchema = z.object({
  url: z.string(),
  sessionId: z.string(),
  /** `demo` when no real payment is taken. */
  provider: z.enum(['stripe', 'demo']),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

/** A checkout session id as Stripe and the demo make them: letters, digits, `_` and `-`. */
export const CheckoutSessionIdSchema = z
  .string({ error: SHOP_MESSAGES.verifyFailed.message })
  .min(1, SHOP_MESSAGES.verifyFailed.message)
  .max(255, SHOP_MESSAGES.verifyFailed.message)
  .regex(/^[\w-]+$/, SHOP_MESSAGES.verifyFailed.message);

/**
 * Body of `POST /api/shop/verify`: the `session_id` the payment return brought back.
 *
 * @example
 * await client.api.shop.verify.$post({ json: { sessionId } })
 */
export const VerifyPaymentBody = z.object({ sessionId: CheckoutSessionIdSchema }).strict();
export type VerifyPaymentBody = z.input<typeof VerifyPaymentBody>;

/** Every state a purchase can be in. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Answer of `POST /api/shop/verify`, the payment verification result of spec section 3.
 * `paid`: the mana is in (`manaAdded`, however often it is asked); `pending`: the payment is not
 * confirmed yet, ask again shortly; `failed`: it did not go through (or was expired, refunded).
 */
export const VerifyPaymentAnswerSchema = z.object({
  success: z.boolean(),
  status: z.enum(['paid', 'pending', 'failed']),
  manaAdded: z.number().int(),
  message: z.string(),
});
export type VerifyPaymentAnswer = z.infer<typeof VerifyPaymentAnswerSchema>;

/** One purchase in the cook's history. */
export const PurchaseSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  packageId: z.string(),
  packageName: z.string(),
  mana: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Mana taken back after a refund or dispute (at most what the balance held then). */
  manaTakenBack: z.number().int(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

/** Answer of `GET /api/shop/purchases`: newest first. */
export const PurchasesSchema = z.object({ purchases: z.array(PurchaseSchema) });
export type Purchases = z.infer<typeof PurchasesSchema>;

/** Answer of `POST /api/stripe/webhook` once an event is handled (or was already). */
export const WebhookAnswerSchema = z.object({ received: z.literal(true) });
