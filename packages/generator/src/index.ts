export { recipeArtwork, ARTWORK_WIDTH, ARTWORK_HEIGHT, type RecipeArtworkInput } from './artwork/recipe-artwork.ts';
export { heroPortrait, PORTRAIT_SIZE, type HeroPortraitInput } from './artwork/hero-portrait.ts';
export { artworkDataUrl } from './artwork/data-url.ts';
