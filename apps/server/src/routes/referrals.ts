import { createRoute } from '@hono/zod-openapi';
import {
  ClaimReferralBody,
  REFERRAL_CLAIM_WINDOW_HOURS,
  REFERRAL_REWARD_MANA,
  REFERRAL_REWARD_XP,
  ReferralClaimSchema,
  ReferralSummarySchema,
} from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { announceReferralReward, claimReferral, referralSummary } from '../services/referrals/referrals.ts';

const summaryRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Your referral code, the link that carries it (`/?ref=CODE`) and how many signed up with it',
  security: SIGNED_IN,
  responses: { 200: jsonAnswer(ReferralSummarySchema, 'The referral card'), ...errorAnswers(['unauthorized']) },
});

const claimRoute = createRoute({
  method: 'post',
  path: '/claim',
  summary: 'Record who referred you (once per account; the client sends it after sign-up)',
  description:
    'Without `code`, the referral code given at sign-up is used. The referrer gets ' +
    `${REFERRAL_REWARD_MANA} mana and ${REFERRAL_REWARD_XP} XP once your address is confirmed (at once if it ` +
    `already is), exactly once, and only for an account at most ${REFERRAL_CLAIM_WINDOW_HOURS} hours old. ` +
    'Claiming the same referral again answers like the first claim.',
  security: SIGNED_IN,
  request: { body: jsonBody(ClaimReferralBody) },
  responses: {
    200: jsonAnswer(ReferralClaimSchema, 'The referral is recorded'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'referral_rejected'], {
      referral_rejected:
        '`details.reason` is `unknown` (no such code), `self` (your own code), `already_referred` ' +
        '(by someone else), `missing` (no code given and none from sign-up) or `too_late` (the account is ' +
        `older than ${REFERRAL_CLAIM_WINDOW_HOURS} hours); the client only logs it`,
    }),
  },
});

/** `/api/referrals`: the referral card and recording a sign-up's referral. */
export function referralRoutes(deps: AppDeps) {
  const router = createRouter<AuthEnv>();
  router.use('*', requireUser(deps));
  return router
    .openapi(summaryRoute, async (c) => c.json(await referralSummary(deps.db, c.get('auth').userId), 200))
    .openapi(claimRoute, async (c) => {
      const outcome = await claimReferral(deps.db, c.get('auth').userId, c.req.valid('json').code);
      await announceReferralReward(deps, outcome.rewardedReferrerId);
      return c.json(outcome.answer, 200);
    });
}
