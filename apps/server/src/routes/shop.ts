import { createRoute } from '@hono/zod-openapi';
import {
  CheckoutAnswerSchema,
  CheckoutBody,
  DomainError,
  PurchasesSchema,
  SHOP_MESSAGES,
  shopPackages,
  ShopPackagesSchema,
  VerifyPaymentAnswerSchema,
  VerifyPaymentBody,
} from '@feastforge/domain';
import { publicUrl } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import type { PaymentProvider } from '../providers/payments.ts';
import { startCheckout } from '../services/shop/checkout.ts';
import { fulfilCheckout } from '../services/shop/fulfil.ts';
import { spend } from '../services/rate-limits.ts';
import { listPurchases } from '../services/shop/purchases.ts';

const packagesRoute = createRoute({
  method: 'get',
  path: '/packages',
  summary: 'The mana packages on sale, with price per mana and per recipe',
  description: 'Prices are in US dollars, unrounded; the shop shows them to two decimals. One package is POPULAR.',
  responses: { 200: jsonAnswer(ShopPackagesSchema, 'The packages'), ...errorAnswers([]) },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/checkout',
  summary: 'Open a checkout for a package and answer where to pay',
  description:
    'Stripe Checkout when the server has a Stripe key, otherwise the demo checkout page (no real payment). ' +
    'Payment returns to `/shop?success=true&session_id=…` (then call verify) or `/shop?canceled=true`.',
  security: SIGNED_IN,
  request: { body: jsonBody(CheckoutBody) },
  responses: {
    200: jsonAnswer(CheckoutAnswerSchema, 'The checkout to open'),
    ...errorAnswers(
      [...JSON_BODY_ERRORS, 'unauthorized', 'rate_limited', 'payment_provider_failed', 'payments_unavailable'],
      {
        unauthorized: `'${SHOP_MESSAGES.authRequired.title}': ${SHOP_MESSAGES.authRequired.message}`,
        rate_limited: 'more than 10 checkouts in 10 minutes; `Retry-After` says how many seconds to wait',
        payment_provider_failed: SHOP_MESSAGES.checkoutFailed,
      },
    ),
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/verify',
  summary: 'Confirm a checkout the cook returned from, crediting its mana once',
  description:
    'The same fulfilment the webhook runs: whichever comes first credits the mana, the other finds it done. ' +
    '`status: pending` means the payment is not confirmed yet: ask again in a few seconds.',
  security: SIGNED_IN,
  request: { body: jsonBody(VerifyPaymentBody) },
  responses: {
    200: jsonAnswer(VerifyPaymentAnswerSchema, 'The payment verification result (spec section 3)'),
    ...errorAnswers(
      [
        ...JSON_BODY_ERRORS,
        'unauthorized',
        'not_found',
        'rate_limited',
        'payment_provider_failed',
        'payments_unavailable',
      ],
      {
        rate_limited: 'more than 60 confirmations in a minute; `Retry-After` says how many seconds to wait',
        not_found: `no such checkout of this cook's: ${SHOP_MESSAGES.verifyFailed.message}`,
        payment_provider_failed: SHOP_MESSAGES.verifyError,
      },
    ),
  },
});

const purchasesRoute = createRoute({
  method: 'get',
  path: '/purchases',
  summary: "The cook's purchases, newest first, with what became of each (refunds included)",
  security: SIGNED_IN,
  responses: { 200: jsonAnswer(PurchasesSchema, 'The purchase history'), ...errorAnswers(['unauthorized']) },
});

function provider(deps: AppDeps): PaymentProvider {
  if (!deps.payments) throw new DomainError('payments_unavailable', SHOP_MESSAGES.paymentsOff);
  return deps.payments;
}

/** `/api/shop`: packages, checkout, the payment return and the purchase history. */
export function shopRoutes(deps: AppDeps) {
  // Only packages is public; the other routes run `signedIn` first, which sets `auth`.
  const router = createRouter<AuthEnv>();
  // The shop's own words for a signed-out purchase (spec section 8 'Payment').
  const signedIn = requireUser(deps, SHOP_MESSAGES.authRequired.message);
  return router
    .openapi(packagesRoute, (c) => c.json(shopPackages(), 200))
    .openapi({ ...checkoutRoute, middleware: [signedIn] }, async (c) => {
      const { userId } = c.get('auth');
      const { packageId } = c.req.valid('json');
      const payments = provider(deps);
      await spend(deps.limits.checkoutByUser, userId);
      return c.json(
        await startCheckout({ db: deps.db, payments }, { userId, packageId, origin: publicUrl(deps.config) }),
        200,
      );
    })
    .openapi({ ...verifyRoute, middleware: [signedIn] }, async (c) => {
      const { userId } = c.get('auth');
      const { sessionId } = c.req.valid('json');
      await spend(deps.limits.verifyByUser, userId);
      const answer = await fulfilCheckout({ ...deps, payments: provider(deps) }, sessionId, { ownerId: userId });
      return c.json(answer, 200);
    })
    .openapi({ ...purchasesRoute, middleware: [signedIn] }, async (c) =>
      c.json({ purchases: await listPurchases(deps.db, c.get('auth').userId) }, 200),
    );
}
