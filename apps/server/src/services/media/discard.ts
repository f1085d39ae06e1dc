import { MEDIA_WIDTHS, storedImageOf } from '@feastforge/domain';
import type { MediaStore } from './store.ts';

/**
 * Deletes a stored image (`/media/{folder}/{key}.png`) and its WebP variants; a missing file is
 * no error, and a URL that names no stored image deletes nothing. The PNG goes first: a variant
 * still being made then finds no source and removes itself (see `variants.ts`).
 *
 * @example
 * await discardImage(media, '/media/recipes/abc.png') // abc.png, abc-480.webp, … are gone
 */
export async function discardImage(media: MediaStore, url: string): Promise<void> {
  const image = storedImageOf(url);
  if (!image || image.width !== null) return;
  await media.delete([`${image.folder}/${image.key}.png`]);
  await media.delete(MEDIA_WIDTHS[image.folder].map((width) => `${image.folder}/${image.key}-${width}.webp`));
}
