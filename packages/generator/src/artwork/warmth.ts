import type { RecipeType } from '@feastforge/domain';

const COLD =
  /\b(iced?|frost\w*|chill\w*|cold|frozen|smoothie|sorbet|lemonade|spritz|sparkling|soda|float|shake|granita|slush\w*|cooler|salad|gazpacho|tartare|ceviche)\b/;
const HOT =
  /\b(hot|warm\w*|mulled|toddy|steam\w*|latte|cocoa|chai|tea|coffee|espresso|cider|broth|soup|stew|ember\w*|fire\w*|flame\w*|smoulder\w*|smolder\w*|molten|roast\w*|braise\w*|porridge|cinnamon|ginger)\b/;

/**
 * Whether steam should rise from the dish. Cold words win ('iced chai' is cold); drinks are hot
 * only when something says so; breakfasts and mains are hot unless they are salads; starters are
 * hot when they are soups; desserts and snacks never steam.
 */
export function isWarm(type: RecipeType, title: string, ingredients: readonly string[]): boolean {
  const text = `${title} ${ingredients.join(' ')}`.toLowerCase();
  if (COLD.test(text)) return false;
  switch (type) {
    case 'breakfast':
    case 'main':
      return true;
    case 'starter':
    case 'elixir':
      return HOT.test(text);
    default:
      return false;
  }
}
