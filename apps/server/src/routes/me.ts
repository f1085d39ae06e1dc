import { createRoute } from '@hono/zod-openapi';
import {
  HERO_PORTRAIT_FAILED_MESSAGE,
  MeSchema,
  PortraitAnswerSchema,
  ProfilePatchBody,
  VALIDATION,
  XP_HERO_PORTRAIT,
} from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { getMe, updateProfile } from '../services/accounts/me.ts';
import { announceProgress } from '../services/progression/announce.ts';
import { paintHeroPortrait } from '../services/progression/hero-portrait.ts';

const meRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The signed-in user: profile, mana balance, level, XP and admin flag',
  security: SIGNED_IN,
  responses: { 200: jsonAnswer(MeSchema, 'The user'), ...errorAnswers(['unauthorized']) },
});

const profileRoute = createRoute({
  method: 'patch',
  path: '/profile',
  summary: 'Edit display name, race, class or gender',
  description: "Badges are checked after it: completing the hero (race, class and gender) unlocks 'Character Sheet'.",
  security: SIGNED_IN,
  request: { body: jsonBody(ProfilePatchBody) },
  responses: { 200: jsonAnswer(MeSchema, 'The updated user'), ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized']) },
});

const portraitRoute = createRoute({
  method: 'post',
  path: '/portrait',
  summary: "Paint the hero's portrait from the race, class and gender on the profile",
  description:
    `The first portrait awards ${XP_HERO_PORTRAIT} XP, once, however many are painted at once; later ones ` +
    'replace the picture and award nothing. Badges are checked after it.',
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(PortraitAnswerSchema, 'The profile with its new portrait, the XP and the badges it earned'),
    ...errorAnswers(['unauthorized', 'validation_failed', 'rate_limited', 'image_failed'], {
      validation_failed: `'${VALIDATION.portraitNeeds}': the profile has no race or no class`,
      rate_limited: 'more portraits this hour than `PORTRAITS_PER_HOUR` (5 by default) allows; nothing changed',
      image_failed: `'${HERO_PORTRAIT_FAILED_MESSAGE}': the image could not be made; nothing changed`,
    }),
  },
});

/** `/api/me`: the signed-in user's account and profile. */
export function meRoutes(deps: AppDeps) {
  const router = createRouter<AuthEnv>();
  router.use('*', requireUser(deps));
  return router
    .openapi(meRoute, async (c) => c.json(await getMe(deps.db, c.get('auth').userId), 200))
    .openapi(profileRoute, async (c) => {
      const { userId } = c.get('auth');
      const { me, newBadges } = await updateProfile(deps.db, userId, c.req.valid('json'));
      announceProgress(deps.live, userId, { profileChanged: true, newBadges });
      return c.json(me, 200);
    })
    .openapi(portraitRoute, async (c) => {
      const { userId } = c.get('auth');
      const { xp, newBadges } = await paintHeroPortrait(deps.db, deps, userId);
      announceProgress(deps.live, userId, { profileChanged: true, xp, newBadges });
      const { profile } = await getMe(deps.db, userId);
      return c.json({ profile, xp, newBadges }, 200);
    });
}
