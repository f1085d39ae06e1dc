import { createRoute } from '@hono/zod-openapi';
import { MeSchema, ProfilePatchBody } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { getMe, updateProfile } from '../services/accounts/me.ts';

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
  security: SIGNED_IN,
  request: { body: jsonBody(ProfilePatchBody) },
  responses: { 200: jsonAnswer(MeSchema, 'The updated user'), ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized']) },
});

/** `/api/me`: the signed-in user's account and profile. */
export function meRoutes(deps: AppDeps) {
  const router = createRouter<AuthEnv>();
  router.use('*', requireUser(deps));
  return router
    .openapi(meRoute, async (c) => c.json(await getMe(deps.db, c.get('auth').userId), 200))
    .openapi(profileRoute, async (c) =>
      c.json(await updateProfile(deps.db, c.get('auth').userId, c.req.valid('json')), 200),
    );
}
