import { createRoute } from '@hono/zod-openapi';
import {
  DomainError,
  GalleryPageSchema,
  GalleryQuery,
  HERO_NOT_FOUND_MESSAGE,
  HeroIdParams,
  HeroTomeSchema,
  HomeFeedSchema,
} from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { optionalUser, type OptionalAuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, TOKEN_OPTIONAL } from '../http/openapi.ts';
import { createRouter, jsonAnswer, notFoundForBadParams } from '../http/router.ts';
import { galleryPage, heroTome, homeFeed } from '../services/gallery/read.ts';

const galleryRoute = createRoute({
  method: 'get',
  path: '/gallery',
  summary: 'One page of the Feast Hall: published recipes, searched, filtered and sorted, 40 a page',
  description:
    'The search matches a substring of the title or the description, whatever the case (on SQLite a search of one ' +
    'or two letters outside ASCII matches their exact case only); `%`, `_` and quotes are taken literally. A page ' +
    'past the last answers an empty list with the real total.',
  request: { query: GalleryQuery },
  responses: {
    200: jsonAnswer(GalleryPageSchema, 'The page'),
    ...errorAnswers(['validation_failed'], { validation_failed: 'an unknown type, rarity or sort, or a bad page' }),
  },
});

const homeRoute = createRoute({
  method: 'get',
  path: '/home',
  summary: "What the home page shows: the carousel, the latest cards and the feature panel's recipe",
  responses: { 200: jsonAnswer(HomeFeedSchema, 'The home feed'), ...errorAnswers([]) },
});

const heroTomeRoute = createRoute({
  method: 'get',
  path: '/users/{id}/tome',
  summary:
    "A hero's tome: their public profile, unlocked badges and recipes (unpublished ones only for themself and admins)",
  security: TOKEN_OPTIONAL,
  request: { params: HeroIdParams },
  responses: {
    200: jsonAnswer(HeroTomeSchema, 'The hero and their recipes'),
    ...errorAnswers(['not_found'], { not_found: 'no such hero' }),
  },
});

const heroNotFound = () => new DomainError('not_found', HERO_NOT_FOUND_MESSAGE);

/** `/api`: the public reads of the Feast Hall, the home page and heroes' tomes. */
export function galleryRoutes(deps: AppDeps) {
  const router = createRouter<OptionalAuthEnv>();
  router.use('/users/:id/tome', optionalUser(deps));
  return router
    .openapi(galleryRoute, async (c) =>
      c.json(await galleryPage(deps.db, deps.hallSearches, c.req.valid('query')), 200),
    )
    .openapi(homeRoute, async (c) => c.json(await homeFeed(deps.db), 200))
    .openapi(
      heroTomeRoute,
      async (c) => {
        const tome = await heroTome(deps.db, c.req.valid('param').id, c.get('auth'));
        if (!tome) throw heroNotFound();
        return c.json(tome, 200);
      },
      notFoundForBadParams(heroNotFound),
    );
}
