import { createRoute, z } from '@hono/zod-openapi';
import {
  ADMIN_MESSAGES,
  AddManaBody,
  AddManaResultSchema,
  AdminPageQuery,
  AdminRecipeIdParams,
  AdminRecipePatchBody,
  AdminRecipePageSchema,
  AdminRecipeRowSchema,
  AdminSitemapSchema,
  AdminStatsSchema,
  AdminUserDetailSchema,
  AdminUserIdParams,
  AdminUserPageSchema,
  AdminUserQuery,
  AuditPageSchema,
  OkSchema,
} from '@feastforge/domain';
import { publicUrl } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { requireAdmin, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody, notFoundForBadParams } from '../http/router.ts';
import { auditPage } from '../services/admin/audit.ts';
import { adminRecipePage, noSuchRecipe, unpublishRecipe } from '../services/admin/recipes.ts';
import { adminStats } from '../services/admin/stats.ts';
import { addMana, adminUserDetail, adminUserPage, noSuchUser, sendPasswordReset } from '../services/admin/users.ts';
import { generateSitemap } from '../services/seo/sitemap.ts';
import { ADMIN_NOTES } from './admin-notes.ts';
import { adminPromoCodeRoutes } from './admin-promo-codes.ts';

const NO_USER = { ...ADMIN_NOTES, not_found: 'no such user' } as const;
const NO_RECIPE = { ...ADMIN_NOTES, not_found: 'no such recipe (or deleted)' } as const;

const statsRoute = createRoute({
  method: 'get',
  path: '/stats',
  summary: 'The dashboard: totals, mana sold and granted, and generations and sign-ups per day (admins)',
  description:
    'Days are the last 30 UTC days, oldest first, every day present. Generations are counted from the ' +
    "server's `recipe_generated` events (visitors' trials included), sign-ups from the accounts created.",
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(AdminStatsSchema, 'The figures now'),
    ...errorAnswers(['unauthorized', 'forbidden'], ADMIN_NOTES),
  },
});

const usersRoute = createRoute({
  method: 'get',
  path: '/users',
  summary: 'Users, newest first, 20 a page, with the exact total; `search` searches display names and emails (admins)',
  description:
    'The search ignores case and takes `%` and `_` literally. A page past the last answers no rows. ' +
    'On SQLite, case is ignored for ASCII letters only (its lower() is ASCII-only); PostgreSQL folds every letter.',
  security: SIGNED_IN,
  request: { query: AdminUserQuery },
  responses: {
    200: jsonAnswer(AdminUserPageSchema, 'One page of users'),
    ...errorAnswers(['validation_failed', 'unauthorized', 'forbidden'], ADMIN_NOTES),
  },
});

const userRoute = createRoute({
  method: 'get',
  path: '/users/{id}',
  summary: 'One user with their latest 10 transactions (signed amounts) and all their recipes (admins)',
  security: SIGNED_IN,
  request: { params: AdminUserIdParams },
  responses: {
    200: jsonAnswer(AdminUserDetailSchema, 'The User Details dialog'),
    ...errorAnswers(['unauthorized', 'forbidden', 'not_found'], NO_USER),
  },
});

const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200, 'Idempotency-Key is at most 200 characters')
    .optional()
    .openapi({ description: 'Makes a retry safe: the same key (same admin and user) books the grant once' }),
});

const addManaRoute = createRoute({
  method: 'post',
  path: '/users/{id}/mana',
  summary: "Add mana to a user's balance through the ledger (type `admin_added`) (admins)",
  description:
    "`amount` is a whole number above 0 ('Please enter a valid mana amount.' otherwise); an empty description " +
    "is 'Manually added by admin'. With an `Idempotency-Key`, a retry answers 200 with the first grant and " +
    "books nothing more. The user's open tabs hear of the new balance; the grant is in the audit log.",
  security: SIGNED_IN,
  request: { params: AdminUserIdParams, headers: IdempotencyHeaders, body: jsonBody(AddManaBody) },
  responses: {
    201: jsonAnswer(AddManaResultSchema, 'Granted: the new balance and the ledger line'),
    200: jsonAnswer(AddManaResultSchema, 'A retry of a granted key: the balance now and the first line'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'forbidden', 'not_found'], NO_USER),
  },
});

const passwordResetRoute = createRoute({
  method: 'post',
  path: '/users/{id}/password-reset',
  summary: 'Email a user the password-reset link they could ask for themselves (admins)',
  description:
    'Account recovery without a shell: the link works once, for one hour, and the send is in the audit log. ' +
    'One reset per address a minute, whoever asks.',
  security: SIGNED_IN,
  request: { params: AdminUserIdParams },
  responses: {
    202: jsonAnswer(OkSchema, 'The email is on its way'),
    ...errorAnswers(['unauthorized', 'forbidden', 'not_found', 'rate_limited'], NO_USER),
  },
});

const recipesRoute = createRoute({
  method: 'get',
  path: '/recipes',
  summary: 'Every live recipe, published or private, newest first, 20 a page, with its author (admins)',
  security: SIGNED_IN,
  request: { query: AdminPageQuery },
  responses: {
    200: jsonAnswer(AdminRecipePageSchema, 'One page of recipes'),
    ...errorAnswers(['validation_failed', 'unauthorized', 'forbidden'], ADMIN_NOTES),
  },
});

const unpublishRoute = createRoute({
  method: 'patch',
  path: '/recipes/{id}',
  summary: 'Unpublish a recipe that breaks the terms: body `{ "isPublished": false }` (admins)',
  description:
    "It leaves the Feast Hall, the home page and the sitemap at once, and the author's devices pull it as " +
    'private. A recipe already private answers as it is, and nothing is written to the audit log. ' +
    `An admin cannot publish: \`true\` answers 400 '${ADMIN_MESSAGES.onlyUnpublish}'`,
  security: SIGNED_IN,
  request: { params: AdminRecipeIdParams, body: jsonBody(AdminRecipePatchBody) },
  responses: {
    200: jsonAnswer(AdminRecipeRowSchema, 'The recipe as it is now, private'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'forbidden', 'not_found'], NO_RECIPE),
  },
});

const sitemapRoute = createRoute({
  method: 'post',
  path: '/sitemap',
  summary: 'Generate the sitemap: the same XML as the live /sitemap.xml, with its counts (admins)',
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(AdminSitemapSchema, 'The sitemap now'),
    ...errorAnswers(['unauthorized', 'forbidden'], ADMIN_NOTES),
  },
});

const auditRoute = createRoute({
  method: 'get',
  path: '/audit',
  summary: 'The audit log of admin actions, newest first, 20 a page, with the actor (admins)',
  security: SIGNED_IN,
  request: { query: AdminPageQuery },
  responses: {
    200: jsonAnswer(AuditPageSchema, 'One page of the audit log'),
    ...errorAnswers(['validation_failed', 'unauthorized', 'forbidden'], ADMIN_NOTES),
  },
});

/**
 * `/api/admin`: the admin console (spec section 2 'Admin'). One check guards every route, the
 * promotion codes included: a visitor gets 401, a signed-in user who is not an admin 403, before
 * anything is read or validated. Every action that changes state writes its audit row in the
 * transaction of the change.
 */
export function adminRoutes(deps: AppDeps) {
  const router = createRouter<AuthEnv>();
  router.use('*', requireAdmin(deps));
  const userHook = notFoundForBadParams(noSuchUser);
  const recipeHook = notFoundForBadParams(noSuchRecipe);
  return router
    .openapi(statsRoute, async (c) => c.json(await adminStats(deps.db), 200))
    .openapi(usersRoute, async (c) => {
      const { page, search } = c.req.valid('query');
      return c.json(await adminUserPage(deps.db, page, search), 200);
    })
    .openapi(userRoute, async (c) => c.json(await adminUserDetail(deps.db, c.req.valid('param').id), 200), userHook)
    .openapi(
      addManaRoute,
      async (c) => {
        const { id } = c.req.valid('param');
        const key = c.req.valid('header')['idempotency-key'];
        const { applied, ...result } = await addMana(deps.db, c.get('auth').userId, id, c.req.valid('json'), key);
        if (!applied) return c.json(result, 200);
        deps.live.publish(id, { type: 'profile' });
        return c.json(result, 201);
      },
      userHook,
    )
    .openapi(
      passwordResetRoute,
      async (c) => {
        await sendPasswordReset(deps, c.get('auth').userId, c.req.valid('param').id);
        return c.json({ ok: true as const }, 202);
      },
      userHook,
    )
    .openapi(recipesRoute, async (c) => c.json(await adminRecipePage(deps.db, c.req.valid('query').page), 200))
    .openapi(
      unpublishRoute,
      async (c) => {
        const { recipe, changed } = await unpublishRecipe(deps.db, c.get('auth').userId, c.req.valid('param').id);
        // The author's open tabs pull on any live signal; 'profile' is the one that carries no
        // notification, and their tome then shows the recipe private without waiting for a reload.
        if (changed && recipe.authorId) deps.live.publish(recipe.authorId, { type: 'profile' });
        return c.json(recipe, 200);
      },
      recipeHook,
    )
    .openapi(sitemapRoute, async (c) => {
      const { xml, staticPages, recipePages } = await generateSitemap(deps.db, publicUrl(deps.config));
      return c.json({ xml, staticPages, recipePages }, 200);
    })
    .openapi(auditRoute, async (c) => c.json(await auditPage(deps.db, c.req.valid('query').page), 200))
    .route('/promo-codes', adminPromoCodeRoutes(deps));
}
