import { recipesFor } from '@feastforge/domain';

/**
 * A dollar amount as the shop shows it: two decimals.
 *
 * @example
 * dollars(0.0866) // '$0.09'
 */
export function dollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/**
 * A count of recipes, 'recipe' for one.
 *
 * @example
 * recipeCount(150) // '150 recipes'
 */
export function recipeCount(count: number): string {
  return `${count} ${count === 1 ? 'recipe' : 'recipes'}`;
}

/**
 * The balance line of spec section 2 'Shop': 'N Mana (M recipes)', M rounded down.
 *
 * @example
 * balanceLine(25, 1) // '25 Mana (25 recipes)'
 */
export function balanceLine(balance: number, costPerRecipe: number): string {
  return `${balance} Mana (${recipeCount(recipesFor(balance, costPerRecipe))})`;
}
