import { dirname } from 'node:path';
import { storedImageOf } from '@feastforge/domain';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { mediaVariants } from '../services/media/variants.ts';

/**
 * `/media/*`: recipe images and portraits from $DATA_DIR/media. A file never changes once written
 * (its name is the recipe's or generation's id), so it may be cached for a year. A stored PNG's
 * WebP variants (`{key}-{width}.webp`) are made the first time one is asked for.
 */
export function mediaRoutes(mediaDir: string) {
  const media = new Hono();
  media.use('/media/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const variants = mediaVariants(mediaDir);
  media.get('/media/*', async (c, next) => {
    const image = storedImageOf(c.req.path);
    if (image?.width && (await variants.ensure(c.req.path)) === 'failed') {
      // The browser would show a broken image, not the <picture>'s PNG: the PNG answers for the
      // variant, uncached, so a later request tries the variant again.
      c.header('Cache-Control', 'no-store');
      return c.redirect(`/media/${image.folder}/${image.key}.png`, 307);
    }
    await next();
  });
  // serveStatic joins the request path to root, so root is the folder that holds media/.
  media.use('/media/*', serveStatic({ root: dirname(mediaDir) }));
  media.get('/media/*', (c) => c.text('Not found', 404));
  return media;
}
