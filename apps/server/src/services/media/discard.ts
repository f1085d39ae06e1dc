import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_WIDTHS, storedImageOf } from '@feastforge/domain';

/**
 * Deletes a stored image (`/media/{folder}/{key}.png`) and its WebP variants; a missing file is
 * no error, and a URL that names no stored image deletes nothing. The PNG goes first: a variant
 * still being made then finds no source and removes itself (see `variants.ts`).
 *
 * @example
 * await discardImage(mediaDir, '/media/recipes/abc.png') // abc.png, abc-480.webp, … are gone
 */
export async function discardImage(mediaDir: string, url: string): Promise<void> {
  const image = storedImageOf(url);
  if (!image || image.width !== null) return;
  const dir = join(mediaDir, image.folder);
  await rm(join(dir, `${image.key}.png`), { force: true });
  await Promise.all(
    MEDIA_WIDTHS[image.folder].map((width) => rm(join(dir, `${image.key}-${width}.webp`), { force: true })),
  );
}
