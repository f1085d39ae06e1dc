import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import {
  DomainError,
  GenerateBody,
  GenerationAnswerSchema,
  PRINT_STYLESHEET,
  PublishAnswerSchema,
  printableRecipeHtml,
  RECIPE_NOT_FOUND_MESSAGE,
  RecipeAnswerSchema,
  RecipeIdParams,
  RecipePatchBody,
  TOASTS,
  TrialsAnswerSchema,
  TrialsQuery,
  XP_PUBLISH,
  UserGenerationSchema,
  type Rarity,
} from '@feastforge/domain';
import { publicUrl } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { optionalUser, requireUser, type AuthState, type OptionalAuthEnv } from '../http/auth-middleware.ts';
import { clientIp } from '../http/client-ip.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN, TOKEN_OPTIONAL } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody, notFoundForBadParams } from '../http/router.ts';
import { trackEvent } from '../services/analytics/track.ts';
import { generateTrial } from '../services/generation/trial-generation.ts';
import { trialsLeft } from '../services/generation/trial-uses.ts';
import { generateForUser } from '../services/generation/user-generation.ts';
import { deleteRecipe } from '../services/recipes/delete.ts';
import { announceProgress } from '../services/progression/announce.ts';
import { setRecipePublished } from '../services/recipes/publish.ts';
import { findVisibleRecipe } from '../services/recipes/read.ts';
import { spend } from '../services/rate-limits.ts';

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

// The hash of the page's own style, never of the rendered page; the page has no script, so none
// may run: a recipe text that slipped past escaping must not be allowed to.
const PRINT_CSP = [
  "default-src 'none'",
  "img-src 'self' data: https:",
  `style-src ${sha256Source(PRINT_STYLESHEET)}`,
  "script-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const notFound = () => new DomainError('not_found', RECIPE_NOT_FOUND_MESSAGE);

const generateRoute = createRoute({
  method: 'post',
  path: '/generate',
  summary: "Conjure a recipe: a signed-in user's (paid, saved, with XP) or a visitor's trial",
  description:
    'Rarity is rolled on the server. A signed-in user pays `manaCost` only once the recipe and its image exist; ' +
    'a retry with the same `idempotencyKey` answers the first result (200) without paying again. A visitor ' +
    '(no Authorization header) needs a `deviceId`, uses the standard booster and gets 3 trials per device and address.',
  security: TOKEN_OPTIONAL,
  request: { body: jsonBody(GenerateBody) },
  responses: {
    200: jsonAnswer(UserGenerationSchema, 'The recipe this idempotencyKey already produced (nothing charged)'),
    201: jsonAnswer(GenerationAnswerSchema, 'The new recipe (saved for a user, shown once for a trial)'),
    ...errorAnswers(
      [
        ...JSON_BODY_ERRORS,
        'unauthorized',
        'insufficient_mana',
        'trial_exhausted',
        'not_found',
        'generation_failed',
        'image_failed',
      ],
      {
        validation_failed: 'invalid choices, or a booster asked for by a visitor',
        unauthorized: 'an expired token, or a visitor without a `deviceId`',
        not_found: 'the recipe this `idempotencyKey` produced has been deleted since',
        generation_failed: 'no dish fits these dietary needs',
      },
    ),
  },
});

const trialsRoute = createRoute({
  method: 'get',
  path: '/trials',
  summary: "The trial recipes a visitor's device may still conjure from this network address",
  description:
    'Trials are counted per device and per address; this answers the lower of the two, which is what ' +
    '`POST /generate` will honour. Nothing is taken.',
  request: { query: TrialsQuery },
  responses: {
    200: jsonAnswer(TrialsAnswerSchema, 'Trials left (0 to 3)'),
    ...errorAnswers(['validation_failed', 'rate_limited']),
  },
});

const readRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'A recipe with its author: published ones for anyone, unpublished ones for the owner and admins',
  description: 'A hidden recipe answers exactly like a missing one (404), so its existence never leaks.',
  security: TOKEN_OPTIONAL,
  request: { params: RecipeIdParams },
  responses: {
    200: jsonAnswer(RecipeAnswerSchema, 'The recipe'),
    ...errorAnswers(['not_found'], { not_found: 'no such recipe, or not visible to this viewer' }),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  summary: 'Publish or unpublish one of your recipes (the same rule as the sync mutations)',
  description:
    `The first publish of a recipe awards ${XP_PUBLISH} XP, once, however often and from wherever it is published, ` +
    'and unlocks the badges it earns. ' +
    "Someone else's, a deleted or a missing recipe answers 404 like the read route.",
  security: SIGNED_IN,
  request: { params: RecipeIdParams, body: jsonBody(RecipePatchBody) },
  responses: {
    200: jsonAnswer(PublishAnswerSchema, 'The recipe as it is now, and the badges a first publish unlocked'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'not_found'], { not_found: 'no such recipe of yours' }),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Delete one of your recipes (the same rule as the sync mutation)',
  description: 'Deleting an already deleted recipe succeeds again, as it does from an offline device.',
  security: SIGNED_IN,
  request: { params: RecipeIdParams },
  responses: {
    204: { description: 'Deleted' },
    ...errorAnswers(['unauthorized', 'not_found'], { not_found: 'no such recipe of yours' }),
  },
});

const printRoute = createRoute({
  method: 'get',
  path: '/{id}/print',
  summary: 'A printable HTML page of a recipe, for the caller to write to a new window and print (signed-in users)',
  security: SIGNED_IN,
  request: { params: RecipeIdParams },
  responses: {
    200: { description: 'A standalone HTML page', content: { 'text/html': { schema: z.string() } } },
    ...errorAnswers(['unauthorized', 'not_found'], { not_found: 'no such recipe, or not visible to this user' }),
  },
});

// A malformed id can never name a recipe: it gets the not-found answer, not a validation error.
// A bad body is still a validation error (ids are checked first).
const idNotFoundHook = notFoundForBadParams(notFound);

// requireUser ran before these handlers; a null here is a wiring mistake, answered as signed out.
function signedIn(auth: AuthState | null): AuthState {
  if (!auth) throw new DomainError('unauthorized', 'Please sign in again.');
  return auth;
}

/**
 * `/api/recipes`: conjuring a recipe, reading a saved one as JSON or as a printable page, and
 * publishing or deleting one of your own.
 */
export function recipeRoutes(deps: AppDeps) {
  const router = createRouter<OptionalAuthEnv>();
  // '/:id' matches '/generate' too, so the generation sees the optional user as well.
  router.on(['GET', 'POST'], '/:id', optionalUser(deps));
  // Printing needs an account (spec section 6), changing a recipe needs its owner: the 401 comes
  // before any lookup or validation.
  router.use('/:id/print', requireUser(deps));
  router.on(['PATCH', 'DELETE'], '/:id', requireUser(deps));
  const tracked = (userId: string | null, theme: string, rarity: Rarity) =>
    deps.background.run(() => trackEvent(deps.db, userId, { name: 'recipe_generated', properties: { theme, rarity } }));
  return router
    .openapi(generateRoute, async (c) => {
      const { idempotencyKey, deviceId, ...choices } = c.req.valid('json');
      const auth = c.get('auth');
      if (auth) {
        const { status, answer } = await generateForUser(deps.db, deps, auth.userId, { choices, idempotencyKey });
        if (status === 200) return c.json(answer, 200);
        announceProgress(deps.live, auth.userId, { profileChanged: true, xp: answer.xp, newBadges: answer.newBadges });
        tracked(auth.userId, choices.theme, answer.recipe.recipeData.rarity);
        return c.json(answer, 201);
      }
      // A token that no longer proves a session must be refreshed, not silently spend a trial.
      if (c.req.header('authorization')) throw new DomainError('unauthorized', 'Please sign in again.');
      if (!deviceId) throw new DomainError('unauthorized', TOASTS.authRequired.message);
      const visitor = { deviceId, ip: clientIp(c, deps.config.TRUST_PROXY) };
      const answer = await generateTrial(deps.db, deps, visitor, choices, deps.jwtKey.current.secret);
      tracked(null, choices.theme, answer.recipe.recipeData.rarity);
      return c.json(answer, 201);
    })
    .openapi(trialsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      const ip = clientIp(c, deps.config.TRUST_PROXY);
      await spend(deps.limits.trialsByIp, ip);
      const visitor = { deviceId: c.req.valid('query').deviceId, ip };
      return c.json({ trialsRemaining: await trialsLeft(deps.db, visitor, deps.jwtKey.current.secret) }, 200);
    })
    .openapi(
      readRoute,
      async (c) => {
        const recipe = await findVisibleRecipe(deps.db, c.req.valid('param').id, c.get('auth'));
        if (!recipe) throw notFound();
        return c.json(recipe, 200);
      },
      idNotFoundHook,
    )
    .openapi(
      patchRoute,
      async (c) => {
        const { id } = c.req.valid('param');
        const { isPublished } = c.req.valid('json');
        const auth = signedIn(c.get('auth'));
        // Read in the same transaction: a delete landing just after must not turn a done publish into a 404.
        const done = await deps.db.transaction().execute(async (trx) => {
          const outcome = await setRecipePublished(trx, auth.userId, id, isPublished);
          if (!outcome.found) return null;
          const recipe = await findVisibleRecipe(trx, id, auth);
          return recipe ? { recipe, outcome } : null;
        });
        if (!done) throw notFound();
        const { recipe, outcome } = done;
        announceProgress(deps.live, auth.userId, { xp: outcome.xp, newBadges: outcome.newBadges });
        return c.json({ ...recipe, newBadges: outcome.newBadges }, 200);
      },
      idNotFoundHook,
    )
    .openapi(
      deleteRoute,
      async (c) => {
        const { id } = c.req.valid('param');
        const { userId } = signedIn(c.get('auth'));
        const outcome = await deps.db.transaction().execute((trx) => deleteRecipe(trx, userId, id));
        if (outcome === 'not_found') throw notFound();
        return c.body(null, 204);
      },
      idNotFoundHook,
    )
    .openapi(
      printRoute,
      async (c) => {
        const recipeId = c.req.valid('param').id;
        const recipe = await findVisibleRecipe(deps.db, recipeId, c.get('auth'));
        if (!recipe) throw notFound();
        const html = printableRecipeHtml(recipe.recipeData, {
          recipeId,
          baseUrl: publicUrl(deps.config),
          imageUrl: recipe.recipeData.image,
        });
        c.header('Cache-Control', 'no-store');
        c.header('Content-Security-Policy', PRINT_CSP);
        return c.html(html, 200);
      },
      idNotFoundHook,
    );
}
