import { createRoute } from '@hono/zod-openapi';
import { CHEST_MANA_REWARD, CHEST_XP_REWARD, ChestClaimResultSchema, ChestStatusSchema } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer } from '../http/router.ts';
import { chestStatus, claimChest } from '../services/chest/chest.ts';
import { announceProgress } from '../services/progression/announce.ts';
import { checkBadgesAfterReward } from '../services/progression/check-badges.ts';

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  summary: "Whether today's treasure chest can be opened, and when the next one appears (UTC midnight)",
  security: SIGNED_IN,
  responses: { 200: jsonAnswer(ChestStatusSchema, 'The chest'), ...errorAnswers(['unauthorized']) },
});

const claimRoute = createRoute({
  method: 'post',
  path: '/claim',
  summary: "Open today's treasure chest (once per UTC day)",
  description:
    `The reward is ${CHEST_MANA_REWARD.min}-${CHEST_MANA_REWARD.max} mana or ` +
    `${CHEST_XP_REWARD.min}-${CHEST_XP_REWARD.max} XP (\`xp_data\` then says what the XP did). ` +
    'However many claims arrive at once, exactly one per user and UTC day succeeds.',
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(ChestClaimResultSchema, 'The daily chest result (spec section 3)'),
    ...errorAnswers(['unauthorized', 'already_claimed'], {
      already_claimed:
        "today's chest was already opened: the message is shown under 'Already Claimed'; " +
        '`details.nextClaimAt` says when the next one appears',
    }),
  },
});

/** `/api/chest`: the daily treasure chest. */
export function chestRoutes(deps: AppDeps) {
  const router = createRouter<AuthEnv>();
  router.use('*', requireUser(deps));
  return router
    .openapi(statusRoute, async (c) => c.json(await chestStatus(deps.db, c.get('auth').userId, new Date()), 200))
    .openapi(claimRoute, async (c) => {
      const { userId } = c.get('auth');
      const result = await claimChest(deps.db, userId, new Date());
      // After the commit: chest streaks (and levels) may have earned badges.
      const newBadges = await checkBadgesAfterReward(deps.db, userId, 'a chest claim');
      announceProgress(deps.live, userId, { profileChanged: true, xp: result.xp_data, newBadges });
      return c.json(result, 200);
    });
}
