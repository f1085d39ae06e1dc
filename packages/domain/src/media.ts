/**
 * Widths, in pixels, at which stored images are also served as WebP, per folder: recipe images are
 * drawn 1200 px wide and fill a page's column; hero portraits are drawn 600 px wide and shown small.
 */
export const MEDIA_WIDTHS = {
  recipes: [480, 800, 1200],
  portraits: [160, 320],
} as const satisfies Record<string, readonly number[]>;

export type MediaFolder = keyof typeof MEDIA_WIDTHS;

/** `/media/{folder}/{key}.png`: an image the server stores. */
const STORED_IMAGE = /^\/media\/([a-z]+)\/([A-Za-z0-9_-]{1,100})\.png$/;
/** `/media/{folder}/{key}-{width}.webp`: one of its variants. */
const VARIANT = /^\/media\/([a-z]+)\/([A-Za-z0-9_-]{1,100})-(\d+)\.webp$/;

function isFolder(name: string | undefined): name is MediaFolder {
  return name !== undefined && Object.hasOwn(MEDIA_WIDTHS, name);
}

/**
 * A stored image's WebP variants as a `srcset` (`/media/recipes/{key}-800.webp 800w, …`), or null
 * for an image that has none (one from elsewhere, or a data URL). The server makes each variant
 * from the PNG the first time it is asked for.
 *
 * @example
 * mediaSrcSet('/media/recipes/abc.png') // '/media/recipes/abc-480.webp 480w, …, /media/recipes/abc-1200.webp 1200w'
 */
export function mediaSrcSet(src: string): string | null {
  const image = storedImageOf(src);
  if (!image || image.width !== null) return null;
  const { folder, key } = image;
  return MEDIA_WIDTHS[folder].map((width) => `/media/${folder}/${key}-${width}.webp ${width}w`).join(', ');
}

/**
 * What a path under /media names: a stored image (width null) or one of its WebP variants, by the
 * image's folder and key; null for anything else, a width its folder does not offer included.
 *
 * @example
 * storedImageOf('/media/recipes/abc-800.webp') // { folder: 'recipes', key: 'abc', width: 800 }
 */
export function storedImageOf(path: string): { folder: MediaFolder; key: string; width: number | null } | null {
  const stored = STORED_IMAGE.exec(path);
  if (stored?.[2] && isFolder(stored[1])) return { folder: stored[1], key: stored[2], width: null };
  const variant = VARIANT.exec(path);
  const folder = variant?.[1];
  if (!variant?.[2] || !isFolder(folder)) return null;
  const width = MEDIA_WIDTHS[folder].find((offered) => String(offered) === variant[3]);
  return width === undefined ? null : { folder, key: variant[2], width };
}
