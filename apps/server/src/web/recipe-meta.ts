import { escapeHtml, type RecipeAnswer } from '@feastforge/domain';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH } from '@feastforge/generator';

/** Spec section 9: the social-sharing image of a recipe is 1200x900 (the recipe art's own size). */
const SOCIAL_IMAGE = { width: ARTWORK_WIDTH, height: ARTWORK_HEIGHT };

/**
 * The link-preview tags of a published recipe's page (Open Graph and Twitter), so a shared
 * /recipe/{id} link shows its title, description and 1200x900 image. Every value is escaped.
 *
 * @example
 * html.replace('</head>', `${recipeMetaTags(recipe, 'https://feastforge.app')}</head>`)
 */
export function recipeMetaTags(recipe: RecipeAnswer, publicUrl: string): string {
  const { title, description, image } = recipe.recipeData;
  const url = `${publicUrl}/recipe/${recipe.id}`;
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'Feastforge'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (image.startsWith('/media/')) {
    tags.push(
      ['property', 'og:image', `${publicUrl}${image}`],
      ['property', 'og:image:width', String(SOCIAL_IMAGE.width)],
      ['property', 'og:image:height', String(SOCIAL_IMAGE.height)],
      ['property', 'og:image:alt', title],
      ['name', 'twitter:image', `${publicUrl}${image}`],
    );
  }
  const meta = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  return `<link rel="canonical" href="${escapeHtml(url)}" />\n${meta.join('\n')}\n`;
}
