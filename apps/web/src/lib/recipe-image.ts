/**
 * The recipe image's width on the recipe page, as `sizes` says it: the page's padding on a phone,
 * the column's 768 px from 816 px up. The page's `<picture>` and the server's preload of it share it,
 * so both pick the same file.
 */
export const RECIPE_IMAGE_SIZES = '(min-width: 816px) 768px, calc(100vw - 32px)';
