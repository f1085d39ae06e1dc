import { createRoute } from '@hono/zod-openapi';
import { BADGE_TEXTS, BadgeCheckAnswerSchema, BadgesAnswerSchema, DomainError } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { optionalUser, type OptionalAuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, SIGNED_IN, TOKEN_OPTIONAL } from '../http/openapi.ts';
import { createRouter, jsonAnswer } from '../http/router.ts';
import { announceProgress } from '../services/progression/announce.ts';
import { listBadges } from '../services/progression/badge-catalogue.ts';
import { checkBadges } from '../services/progression/check-badges.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: "The badge catalogue, grouped by category, with the signed-in user's unlocked badges",
  description:
    'Ordered by category (milestone, rarity, type, social, special), then sort order. A visitor sees every ' +
    'badge locked; a token that no longer proves a session answers 401, so the client refreshes it.',
  security: TOKEN_OPTIONAL,
  responses: {
    200: jsonAnswer(BadgesAnswerSchema, 'The catalogue'),
    ...errorAnswers(['unauthorized'], { unauthorized: 'an expired or revoked token (visitors send none)' }),
  },
});

const checkRoute = createRoute({
  method: 'post',
  path: '/check',
  summary: 'Unlock every badge the signed-in user now qualifies for',
  description:
    'Each badge unlocks once, however many checks run at once; `newBadges` names only those this call ' +
    'unlocked (empty: nothing new). Each writes a notification.',
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(BadgeCheckAnswerSchema, 'The badges unlocked now'),
    ...errorAnswers(['unauthorized'], { unauthorized: `'${BADGE_TEXTS.signInToCheck}'` }),
  },
});

/** `/api/badges`: the catalogue for everyone, and the badge check for signed-in users. */
export function badgeRoutes(deps: AppDeps) {
  const router = createRouter<OptionalAuthEnv>();
  router.use('*', optionalUser(deps));
  return router
    .openapi(listRoute, async (c) => {
      const auth = c.get('auth');
      if (!auth && c.req.header('authorization')) throw new DomainError('unauthorized', 'Please sign in again.');
      return c.json({ badges: await listBadges(deps.db, auth?.userId ?? null) }, 200);
    })
    .openapi(checkRoute, async (c) => {
      const auth = c.get('auth');
      if (!auth) throw new DomainError('unauthorized', BADGE_TEXTS.signInToCheck);
      const newBadges = await checkBadges(deps.db, auth.userId);
      announceProgress(deps.live, auth.userId, { newBadges });
      return c.json({ newBadges }, 200);
    });
}
