/** Widths, in pixels, at which recipe images and portraits are also served as WebP. */
export const MEDIA_WIDTHS = [480, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** `/media/{folder}/{key}.png`: an image the server stores, with the parts its variants are named by. */
const STORED_IMAGE = /^\/media\/(recipes|portraits)\/([A-Za-z0-9_-]{1,100})\.png$/;
/** `/media/{folder}/{key}-{width}.webp`: one of its variants. */
const VARIANT = /^\/media\/(recipes|portraits)\/([A-Za-z0-9_-]{1,100})-(\d+)\.webp$/;

/**
 * A stored image's WebP variants as a `srcset` (`/media/recipes/{key}-800.webp 800w, …`), or null
 * for an image that has none (one from elsewhere, or a data URL). The server makes each variant
 * from the PNG the first time it is asked for.
 *
 * @example
 * mediaSrcSet('/media/recipes/abc.png') // '/media/recipes/abc-480.webp 480w, …, /media/recipes/abc-1200.webp 1200w'
 */
export function mediaSrcSet(src: string): string | null {
  const match = STORED_IMAGE.exec(src);
  if (!match) return null;
  const [, folder, key] = match;
  return MEDIA_WIDTHS.map((width) => `/media/${folder}/${key}-${width}.webp ${width}w`).join(', ');
}

/**
 * What a path under /media names: a stored image (width null) or one of its WebP variants, by the
 * image's folder and key; null for anything else, a width not offered included.
 *
 * @example
 * storedImageOf('/media/recipes/abc-800.webp') // { folder: 'recipes', key: 'abc', width: 800 }
 */
export function storedImageOf(
  path: string,
): { folder: 'recipes' | 'portraits'; key: string; width: MediaWidth | null } | null {
  const stored = STORED_IMAGE.exec(path);
  if (stored) return { folder: stored[1] as 'recipes' | 'portraits', key: stored[2] ?? '', width: null };
  const variant = VARIANT.exec(path);
  const width = MEDIA_WIDTHS.find((offered) => String(offered) === variant?.[3]);
  if (!variant || !width) return null;
  return { folder: variant[1] as 'recipes' | 'portraits', key: variant[2] ?? '', width };
}
