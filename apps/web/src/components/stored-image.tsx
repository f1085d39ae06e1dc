import { mediaSrcSet } from '@feastforge/domain';
import type { ComponentProps } from 'react';

export interface StoredImageProps extends Omit<ComponentProps<'img'>, 'srcSet' | 'sizes'> {
  src: string;
  /** How wide the image shows, as the `sizes` attribute says it: the browser picks the width to fetch. */
  sizes: string;
}

/**
 * An image the server stores (a recipe's or a hero's), fetched as WebP at the width the screen
 * needs rather than as the full-size PNG, which stays the fallback. Any other image is a plain
 * `<img>`. The `<picture>` draws no box of its own, so the image is styled as if it stood alone.
 *
 * @example
 * <StoredImage src={recipe.image} sizes="(min-width: 816px) 768px, 100vw" alt="" className="size-full" />
 */
export function StoredImage({ src, sizes, alt, ...image }: StoredImageProps) {
  const srcSet = mediaSrcSet(src);
  return (
    <picture className="contents">
      {srcSet && <source type="image/webp" srcSet={srcSet} sizes={sizes} />}
      <img src={src} alt={alt} {...image} />
    </picture>
  );
}
