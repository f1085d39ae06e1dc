/**
 * What a fantasy title says of the dish, read against the recipe's own steps and foods: a
 * 'Smouldering Gazpacho' is never cooked, a 'Frostbitten Beef Stew' is served hot, a 'Saffron'
 * pilaf needs saffron. Reads the words alone and keeps its own word lists, so a title the engine
 * or a model writes wrong is caught here.
 */
export interface TitledRecipe {
  title: string;
  steps: readonly string[];
  /** The names of the foods that go in. */
  foods: readonly string[];
}

export interface TitleProblem {
  code: 'title';
  message: string;
}

/** Words that say the dish comes to the table hot. */
const SERVED_HOT = /\b(smouldering|smoldering|blazing|molten|steaming|piping|[a-z]+-warmed)\b/i;
/** Words that say fire had a hand in it, hot or since cooled. */
const FIRE_MADE =
  /\b(ember|embers|dragonfire|hearthfire|scorched|sunscorched|cinder|ashen|flame-kissed|forge-fired)\b/i;
/** Words that say the dish is cold, frozen or iced. */
const SERVED_COLD_WORDS = /\b(frostbitten|rimefrost|glacier-born|iceforged|blizzard|frozen|ice-cold|frostbound)\b/i;

const HEATED =
  /\b(oven|bak(?:e|ed|ing)|roast|simmer|boil|fry|fried|sauté|grill|griddle|toast|sear|heat|cook|poach|braise|steam)/i;
/** How the last steps of a dish served cold read: chilled, frozen, over ice. */
const ENDS_CHILLED =
  /\b(chill(?!i)|refrigerat|fridge|freez|frozen|ice\b(?![\s-]*cream)|serve cold|very cold|cold glasses)/i;
/** How the last steps of a dish left to cool to the room read. */
const ENDS_COOLED =
  /\b(room temperature|completely cool|cool completely|cool (?:on|in) (?:a|the) (?:wire )?rack|leave to cool|let (?:it )?cool|until set\b)/i;

/**
 * A place or a cook the title names ('of the Molten Throne', 'in Frostpeak', 'The Cinderpeak
 * Warlord's'): words of where it is served and by whom, not of the dish.
 */
const PLACE = /\b(?:of|in|from)\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*/g;
const COOK = /(?:\b[A-Z][\w-]*\s+)*[A-Z][\w-]*(?:'|\u2019)s\b/g;

/** Words a title may use only when a food of the recipe is named by them. */
const NAMED_FOODS: ReadonlyArray<[RegExp, RegExp, string]> = [
  [/\bsaffron\b/i, /\bsaffron\b/i, 'saffron'],
  [/\bglowcap\b/i, /\bmushrooms?\b|shiitake|porcini|chanterelle/i, 'mushrooms'],
];

/** How the dish comes to the table, from its steps. */
function servedAs(steps: readonly string[]): 'hot' | 'cooled' | 'cold' | 'uncooked' {
  const last = steps.slice(-2);
  if (last.some((step) => ENDS_CHILLED.test(step))) return 'cold';
  // Chilled to set, then served with what was made meanwhile and cooled (a panna cotta and its
  // compote); a dip chilled while the wings bake is no chilled dish.
  const tail = steps.slice(-3);
  const chilledAt = tail.findLastIndex((step) => ENDS_CHILLED.test(step));
  if (chilledAt >= 0 && tail.slice(chilledAt + 1).every((step) => !HEATED.test(step) || /\bcool/i.test(step)))
    return 'cold';
  if (!HEATED.test(steps.join(' '))) return 'uncooked';
  return last.some((step) => ENDS_COOLED.test(step)) ? 'cooled' : 'hot';
}

/**
 * Every word of the title the recipe contradicts: hot words on a dish served cold, cooled or never
 * cooked; fire words on one never cooked or served cold; cold words on one served from the heat;
 * a food in the title that is not in the recipe.
 *
 * @example
 * checkTitle({ title: 'Smouldering Gazpacho', steps: ['Blend...', 'Chill 2 hours.'], foods })
 * // [{ code: 'title', message: "'Smouldering' in the title, but the dish is served cold." }]
 */
export function checkTitle(recipe: TitledRecipe): TitleProblem[] {
  const problems: TitleProblem[] = [];
  const words = recipe.title.replace(PLACE, ' ').replace(COOK, ' ');
  const served = servedAs(recipe.steps);
  const because: Record<typeof served, string> = {
    hot: 'the dish is served hot',
    cooled: 'the dish is left to cool',
    cold: 'the dish is served cold',
    uncooked: 'nothing in it is cooked',
  };
  const flag = (word: string, why: string) =>
    problems.push({ code: 'title', message: `'${word}' in the title, but ${why}.` });
  const hot = SERVED_HOT.exec(words);
  if (hot && served !== 'hot') flag(hot[0], because[served]);
  const fire = FIRE_MADE.exec(words);
  if (fire && (served === 'cold' || served === 'uncooked')) flag(fire[0], because[served]);
  const cold = SERVED_COLD_WORDS.exec(words);
  if (cold && (served === 'hot' || served === 'cooled')) flag(cold[0], because[served]);
  for (const [word, food, what] of NAMED_FOODS) {
    const named = word.exec(words);
    if (named && !recipe.foods.some((name) => food.test(name))) flag(named[0], `the recipe has no ${what}`);
  }
  return problems;
}
