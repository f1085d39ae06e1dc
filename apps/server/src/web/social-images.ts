import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { MediaStore } from '../services/media/store.ts';
import { socialImages } from '../services/seo/social-images.ts';

/**
 * How long link previews and proxies may reuse a card without asking: an hour, so an unpublished
 * recipe's card leaves shared caches soon; after that the ETag makes asking again cheap.
 */
const MAX_AGE_SECONDS = 60 * 60;
const CARD_FILE = /^(.+)\.png$/;

const notFound = (c: Context) => c.body('Not found', 404, { 'Content-Type': 'text/plain; charset=utf-8' });

/**
 * `GET /og/recipes/{id}.png`: a published recipe's 1200x900 social image (spec section 9), the one
 * its page's og:image and twitter:image name. A hidden, deleted or unknown recipe answers 404. A
 * card that cannot be drawn is answered with the recipe's own picture (uncached), as a preview
 * with the plain picture beats none.
 *
 * @example
 * app.route('/', socialImageRoutes({ db, media }))
 */
export function socialImageRoutes(deps: { db: Kysely<Database>; media: MediaStore }) {
  const images = socialImages(deps);
  return new Hono().get('/og/recipes/:file', async (c) => {
    const id = CARD_FILE.exec(c.req.param('file'))?.[1];
    const image = id ? await images.find(id) : null;
    if (!image) return notFound(c);
    if (image.status === 'failed') {
      if (!image.picture) throw new Error(`The social image of recipe ${id} could not be drawn.`);
      c.header('Cache-Control', 'no-store');
      return c.redirect(image.picture, 307);
    }
    const etag = `"${image.etag}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304);
    return c.body(new Uint8Array(image.body), 200, { 'Content-Type': 'image/png' });
  });
}
