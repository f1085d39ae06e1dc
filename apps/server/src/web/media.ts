import { storedImageOf } from '@feastforge/domain';
import { Hono } from 'hono';
import type { MediaStore } from '../services/media/store.ts';
import { mediaVariants } from '../services/media/variants.ts';

/**
 * `/media/*`: recipe images and portraits from the media store (files, the database or a bucket;
 * every instance reads the same one). A file never changes once written (its name is the recipe's
 * or generation's id), so it may be cached for a year. A stored PNG's WebP variants
 * (`{key}-{width}.webp`) are made the first time one is asked for. Only those names are served:
 * the store's other folders (social cards) have routes of their own.
 */
export function mediaRoutes(media: MediaStore) {
  const variants = mediaVariants(media);
  return new Hono().get('/media/*', async (c) => {
    const image = storedImageOf(c.req.path);
    if (!image) return c.text('Not found', 404);
    const path = c.req.path.slice('/media/'.length);
    // One read for what is stored (every PNG, and nearly every variant: they are made at upload).
    let stored = await media.get(path);
    if (!stored && image.width) {
      if ((await variants.ensure(c.req.path)) === 'failed') {
        // The browser would show a broken image, not the <picture>'s PNG: the PNG answers for the
        // variant, uncached, so a later request tries the variant again.
        c.header('Cache-Control', 'no-store');
        return c.redirect(`/media/${image.folder}/${image.key}.png`, 307);
      }
      stored = await media.get(path);
    }
    if (!stored) return c.text('Not found', 404);
    return c.body(new Uint8Array(stored.body), 200, {
      'Content-Type': stored.contentType,
      'Content-Length': String(stored.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
