import { createRoute } from '@hono/zod-openapi';
import { PromoResultSchema, RedeemPromoBody } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { trackEvent } from '../services/analytics/track.ts';
import { announceProgress } from '../services/progression/announce.ts';
import { checkBadgesAfterReward } from '../services/progression/check-badges.ts';
import { redeemPromoCode } from '../services/promo/redeem.ts';

const redeemRoute = createRoute({
  method: 'post',
  path: '/redeem',
  summary: 'Redeem a promotion code for mana (once per user and code)',
  description:
    'The code is trimmed and upper-cased (at most 50 characters). Without `code`, the code given at sign-up ' +
    'is applied. Active codes only; `max_uses` holds exactly however many users redeem at once. ' +
    'Badges are checked after it.',
  security: SIGNED_IN,
  request: { body: jsonBody(RedeemPromoBody) },
  responses: {
    200: jsonAnswer(PromoResultSchema, 'The promotion result (spec section 3): the mana granted'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'promo_code_rejected'], {
      validation_failed: "an empty code ('Please enter a promotion code'), or none given and none from sign-up",
      promo_code_rejected:
        "the message is shown under 'Invalid Code'; `details.reason` is one of " +
        '`invalid`, `used_up`, `already_redeemed`',
    }),
  },
});

/** `/api/promo`: redeeming promotion codes. */
export function promoRoutes(deps: AppDeps) {
  const router = createRouter<AuthEnv>();
  router.use('*', requireUser(deps));
  return router.openapi(redeemRoute, async (c) => {
    const { userId } = c.get('auth');
    const { answer, code } = await redeemPromoCode(deps.db, userId, c.req.valid('json').code);
    // After the commit: a first redemption earns 'Secret Word'.
    const newBadges = await checkBadgesAfterReward(deps.db, userId, 'a promotion code redemption');
    announceProgress(deps.live, userId, { profileChanged: true, newBadges });
    const properties = { code, mana_amount: answer.mana_granted };
    deps.background.run(() => trackEvent(deps.db, userId, { name: 'promo_code_redeemed', properties }));
    return c.json(answer, 200);
  });
}
