import { createRoute } from '@hono/zod-openapi';
import {
  AdminPageQuery,
  CreatePromoCodeBody,
  PromoCodeIdParams,
  PromoCodePageSchema,
  PromoCodeRowSchema,
  UpdatePromoCodeBody,
} from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import type { AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody, notFoundForBadParams } from '../http/router.ts';
import { ADMIN_NOTES } from './admin-notes.ts';
import { createPromoCode, noSuchCode, promoCodePage, setPromoCodeActive } from '../services/promo/promo-codes.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Promotion codes, newest first, 20 a page, with the total count (admins)',
  security: SIGNED_IN,
  request: { query: AdminPageQuery },
  responses: {
    200: jsonAnswer(PromoCodePageSchema, 'One page of codes'),
    ...errorAnswers(['validation_failed', 'unauthorized', 'forbidden'], ADMIN_NOTES),
  },
});

const createCodeRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'Create a promotion code (admins)',
  description:
    'The code is trimmed and upper-cased; the mana amount must be a whole number above 0; `maxUses` null or ' +
    "absent means unlimited, otherwise at least 1. 'Please enter a valid code and mana amount.' otherwise.",
  security: SIGNED_IN,
  request: { body: jsonBody(CreatePromoCodeBody) },
  responses: {
    201: jsonAnswer(PromoCodeRowSchema, 'The new code, active'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'forbidden', 'promo_code_exists'], ADMIN_NOTES),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  summary: 'Activate or deactivate a promotion code (admins)',
  security: SIGNED_IN,
  request: { params: PromoCodeIdParams, body: jsonBody(UpdatePromoCodeBody) },
  responses: {
    200: jsonAnswer(PromoCodeRowSchema, 'The code as it is now'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'forbidden', 'not_found'], {
      ...ADMIN_NOTES,
      not_found: 'no such promotion code',
    }),
  },
});

/**
 * `/api/admin/promo-codes`: the admin screen's promotion codes. Mounted only by `adminRoutes`,
 * whose one admin check runs before these handlers; creating and switching a code each write an
 * audit row with the change.
 */
export function adminPromoCodeRoutes(deps: AppDeps) {
  return createRouter<AuthEnv>()
    .openapi(listRoute, async (c) => c.json(await promoCodePage(deps.db, c.req.valid('query').page), 200))
    .openapi(createCodeRoute, async (c) =>
      c.json(await createPromoCode(deps.db, c.get('auth').userId, c.req.valid('json')), 201),
    )
    .openapi(
      updateRoute,
      async (c) => {
        const { id } = c.req.valid('param');
        const { isActive } = c.req.valid('json');
        return c.json(await setPromoCodeActive(deps.db, c.get('auth').userId, id, isActive), 200);
      },
      notFoundForBadParams(noSuchCode),
    );
}
