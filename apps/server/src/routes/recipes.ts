import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import {
  AUTO_PRINT_SCRIPT,
  DomainError,
  ErrorBodySchema,
  PRINT_STYLESHEET,
  printableRecipeHtml,
  RECIPE_NOT_FOUND_MESSAGE,
  RecipeAnswerSchema,
  RecipeIdParams,
} from '@feastforge/domain';
import { publicUrl } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { optionalUser, requireUser, type OptionalAuthEnv } from '../http/auth-middleware.ts';
import { createRouter, jsonAnswer } from '../http/router.ts';
import { findVisibleRecipe } from '../services/recipes/read.ts';

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

// Hashes of the page's own style and script, never of the rendered page: a recipe text that
// slipped past escaping must not be allowed to run.
const PRINT_CSP = [
  "default-src 'none'",
  "img-src 'self' data: https:",
  `style-src ${sha256Source(PRINT_STYLESHEET)}`,
  `script-src ${sha256Source(AUTO_PRINT_SCRIPT)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const notFound = () => new DomainError('not_found', RECIPE_NOT_FOUND_MESSAGE);

const readRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'A recipe with its author: published ones for anyone, unpublished ones for the owner and admins',
  description: 'A hidden recipe answers exactly like a missing one (404), so its existence never leaks.',
  request: { params: RecipeIdParams },
  responses: {
    200: jsonAnswer(RecipeAnswerSchema, 'The recipe'),
    404: jsonAnswer(ErrorBodySchema, 'No such recipe, or not visible to this viewer'),
  },
});

const printRoute = createRoute({
  method: 'get',
  path: '/{id}/print',
  summary: 'A printable HTML page of a recipe that opens the print dialog (signed-in users)',
  request: { params: RecipeIdParams },
  responses: {
    200: { description: 'A standalone HTML page', content: { 'text/html': { schema: z.string() } } },
    401: jsonAnswer(ErrorBodySchema, 'Not signed in'),
    404: jsonAnswer(ErrorBodySchema, 'No such recipe, or not visible to this user'),
  },
});

// A malformed id can never name a recipe: it gets the not-found answer, not a validation error.
function idNotFoundHook(result: { success: boolean }): undefined {
  if (!result.success) throw notFound();
  return undefined;
}

/** `/api/recipes`: reading a saved recipe as JSON or as a printable page. */
export function recipeRoutes(deps: AppDeps) {
  const router = createRouter<OptionalAuthEnv>();
  router.use('/:id', optionalUser(deps));
  // Printing needs an account (spec section 6): the 401 comes before any lookup.
  router.use('/:id/print', requireUser(deps));
  return router
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
      printRoute,
      async (c) => {
        const recipeId = c.req.valid('param').id;
        const recipe = await findVisibleRecipe(deps.db, recipeId, c.get('auth'));
        if (!recipe) throw notFound();
        const html = printableRecipeHtml(recipe.recipeData, {
          recipeId,
          baseUrl: publicUrl(deps.config),
          imageUrl: recipe.recipeData.image,
          autoPrint: true,
        });
        c.header('Cache-Control', 'no-store');
        c.header('Content-Security-Policy', PRINT_CSP);
        return c.html(html, 200);
      },
      idNotFoundHook,
    );
}
