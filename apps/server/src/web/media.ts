import { dirname } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * `/media/*`: recipe images and portraits from $DATA_DIR/media. A file never changes once written
 * (its name is the recipe's or generation's id), so it may be cached for a year.
 */
export function mediaRoutes(mediaDir: string) {
  const media = new Hono();
  media.use('/media/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // serveStatic joins the request path to root, so root is the folder that holds media/.
  media.use('/media/*', serveStatic({ root: dirname(mediaDir) }));
  media.get('/media/*', (c) => c.text('Not found', 404));
  return media;
}
