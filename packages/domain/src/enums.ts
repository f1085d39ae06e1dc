/**
 * The product's enumerations (spec section 3), written once and shared by web, server and worker.
 *
 * @example
 * THEMES.includes('coastal-cove') // true
 */
export const THEMES = [
  'snowy-mountain',
  'dragons-lair',
  'mystic-forest',
  'coastal-cove',
  'desert-oasis',
  'underground-cavern',
] as const;
export type Theme = (typeof THEMES)[number];

/** Classes chosen in the wizard (a separate list from the hero classes). */
export const WIZARD_CLASSES = ['fighter', 'wizard', 'ranger', 'bard', 'barbarian', 'druid'] as const;
export type WizardClass = (typeof WIZARD_CLASSES)[number];

export const RECIPE_TYPES = ['breakfast', 'starter', 'main', 'dessert', 'snacks', 'elixir'] as const;
export type RecipeType = (typeof RECIPE_TYPES)[number];

const RECIPE_TYPE_LABELS: Record<RecipeType, string> = {
  breakfast: 'Breakfast',
  starter: 'Starter',
  main: 'Main Course',
  dessert: 'Dessert',
  snacks: 'Snacks',
  elixir: 'Elixir',
};

/** Display label of a recipe type; unknown types are shown as given (spec section 3). */
export function recipeTypeLabel(type: string): string {
  return (RECIPE_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export const DIETARY_OPTIONS = ['vegetarian', 'vegan', 'dairy-free', 'gluten-free', 'pescatarian', 'egg-free'] as const;
export type Dietary = (typeof DIETARY_OPTIONS)[number];

const DIETARY_LABELS: Record<Dietary, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'dairy-free': 'Dairy-Free',
  'gluten-free': 'Gluten-Free',
  pescatarian: 'Pescatarian',
  'egg-free': 'Egg-Free',
};

/** Display label of a dietary need, as the wizard names it: 'gluten-free' → 'Gluten-Free'. */
export function dietaryLabel(need: Dietary): string {
  return DIETARY_LABELS[need];
}

export const HERO_RACES = [
  'Human',
  'Elf',
  'Dwarf',
  'Halfling',
  'Gnome',
  'Half-Elf',
  'Half-Orc',
  'Tiefling',
  'Dragonborn',
] as const;
export type HeroRace = (typeof HERO_RACES)[number];

export const HERO_CLASSES = [
  'Warrior',
  'Mage',
  'Rogue',
  'Cleric',
  'Paladin',
  'Ranger',
  'Bard',
  'Warlock',
  'Monk',
  'Druid',
] as const;
export type HeroClass = (typeof HERO_CLASSES)[number];

export const GENDERS = ['Male', 'Female', 'Non-binary', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const BADGE_CATEGORIES = ['milestone', 'rarity', 'type', 'social', 'special'] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];
