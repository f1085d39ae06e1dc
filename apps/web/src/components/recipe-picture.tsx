import { ScrollText } from 'lucide-react';
import { StoredImage, type StoredImageProps } from './stored-image.tsx';

/** A recipe card's image width: a grid of three columns from 1008 px, two from 648 px, else one. */
export const CARD_IMAGE_SIZES = '(min-width: 1008px) 400px, (min-width: 648px) 50vw, calc(100vw - 32px)';

interface RecipePictureProps extends Omit<StoredImageProps, 'src' | 'className'> {
  /** The recipe's image address; without one (null or '') the frame shows a scroll instead. */
  src: string | null;
  /** The frame's classes; a card's 4:3 frame by default. */
  className?: string;
  /** How large the scroll is drawn in a frame without an image. */
  placeholderSize?: 'size-12' | 'size-16';
}

/**
 * A recipe's image filling its frame, or a scroll where the recipe has none: the top of a recipe
 * card (the Feast Hall's, the home page's, a tome's) and the recipe page's picture.
 *
 * @example
 * <RecipePicture src={recipe.image} sizes={CARD_IMAGE_SIZES} alt="" loading="lazy" />
 */
export function RecipePicture({
  src,
  className = 'aspect-[4/3] bg-surface-2',
  placeholderSize = 'size-12',
  ...image
}: RecipePictureProps) {
  return (
    <div className={className}>
      {src ? (
        <StoredImage src={src} {...image} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center">
          <ScrollText aria-hidden className={`${placeholderSize} text-accent/60`} />
        </span>
      )}
    </div>
  );
}
