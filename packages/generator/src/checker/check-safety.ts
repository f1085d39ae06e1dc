import type { RecipeData } from '@feastforge/domain';

/**
 * Safety read from the words a cook reads, with no help from the engine's food data, so that a
 * recipe written by a model (or a food entry missing its allergen) is caught too: allergens the
 * ingredient lines or steps name but the recipe does not declare, storage notes that leave a
 * perishable food out of the fridge or contradict the steps, and raw or lightly cooked egg
 * without a warning.
 */

export type SafetyProblemCode = 'allergen-words' | 'allergen-names' | 'storage' | 'raw-egg';

export interface SafetyProblem {
  code: SafetyProblemCode;
  message: string;
}

export type SafetyReadable = Pick<RecipeData, 'title' | 'ingredients' | 'instructions' | 'allergens' | 'notes'>;

interface AllergenWords {
  /** How a declared label names the class. */
  declared: RegExp;
  /** Words that name the allergen. */
  words: RegExp;
  /** Phrases that use those words for something else ('coconut milk', 'oyster mushroom'); masked first. */
  not?: RegExp;
  /** Also read the steps: only where the words cannot be a plain step word ('cream the butter'). */
  steps?: boolean;
}

const ALLERGEN_WORDS: Record<string, AllergenWords> = {
  Milk: {
    declared: /milk|dairy/i,
    words:
      /\b(milk|buttermilk|cream|butter|ghee|cheese|cheddar|parmesan|mozzarella|feta|gruy[eè]re|mascarpone|ricotta|paneer|halloumi|queso|cr[eè]me fra[iî]che|yogh?urts?|custard|ice cream)\b/,
    not: /\b(coconut|oat|almond|soy|soya|rice|cashew|plant.based|vegan|dairy.free|non.dairy|peanut|nut|cocoa)[ -](milk|butter|cream|yogh?urt|cheese|feta|cheddar|cream cheese|(vanilla )?ice cream)\b|cream of tartar|butter beans?|butternut/g,
  },
  Egg: {
    declared: /\beggs?\b/i,
    words: /\b(eggs?|yolks?|egg whites?|mayonnaise|aioli|meringue|challah|brioche|ladyfingers?|savoiardi)\b/,
    not: /\b(flax|chia|vegan|egg.free)[ -](eggs?|mayonnaise)\b|eggplants?/g,
  },
  Fish: {
    declared: /^fish/i,
    words: /\b(fish|anchov\w*|salmon|cod|haddock|tuna|sardines?|mackerel|trout|sea bass|bonito|dashi|worcestershire)\b/,
    not: /\bfish (slice|spatula|kettle)\b|vegan fish sauce|\bfish (\w+ )?out\b|\b(shiitake|kombu|mushroom|vegan) dashi\b/g,
    steps: true,
  },
  'Crustacean shellfish': {
    declared: /crustacean/i,
    words: /\b(shrimps?|prawns?|crabs?|lobsters?|langoustines?|crayfish|scampi)\b/,
    not: /crab ?apples?/g,
    steps: true,
  },
  Molluscs: {
    declared: /mollus/i,
    words: /\b(mussels?|clams?|oysters?|cockles?|scallops?|squid|calamari|octopus|whelks?|snails?|escargots?)\b/,
    not: /\boyster\b(?=[^\n]*\bmushrooms?\b)|(?<=\bmushrooms?\b[^\n]*)\boyster\b|vegan oyster sauce|scalloped|(into|like) a snail/g,
    steps: true,
  },
  'Tree nuts': {
    declared: /tree nut/i,
    words:
      /\b(almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|pine nuts?|macadamias?|brazil nuts?|marzipan|praline|frangipane|pesto|plant.based butter)\b/,
  },
  Peanuts: { declared: /peanut/i, words: /\b(peanuts?|groundnuts?|satay)\b/, steps: true },
  'Wheat/gluten': {
    declared: /wheat|gluten|cereal/i,
    words:
      /\b(flour|bread|breadcrumbs|panko|bagels?|muffins?|baguettes?|pitas?|tortillas?|pastry|phyllo|filo|wrappers?|pasta|spaghetti|linguine|penne|macaroni|noodles?|couscous|bulgur|seitan|semolina|barley|rye|spelt|oats|soy sauce|ladyfingers?|challah|pretzels?|croissants?|brioche|croutons?)\b/,
    not: /gluten.free[^\n]*|rice paper wrappers?|\b(rice|corn|chickpea|gram|besan|tapioca|buckwheat|almond|coconut|potato) (flour|noodles|tortillas?|paper|vermicelli)\b|\(mochiko\)/g,
  },
  // Products whose soy, nuts or lupin depend on the brand (a gluten-free blend with lupin flour)
  // must still be declared as possible: the words alone cannot tell which pack the cook holds.
  Soy: {
    declared: /\bsoy/i,
    words:
      /\b(soy|soya|tofu|miso|tamari|edamame|tempeh|gluten.free (flour|bread)|plant.based butter|vegan mayonnaise)\b/,
  },
  Sesame: { declared: /sesame/i, words: /\b(sesame|tahini|za.?atar|halva|hummus|gomasio)\b/, steps: true },
  Celery: { declared: /celery/i, words: /\b(celery|celeriac|stock|broth|bouillon|curry powder)\b/ },
  Mustard: { declared: /mustard/i, words: /\b(mustard|dijon|mayonnaise|aioli|piccalilli|curry powder)\b/ },
  Sulphites: {
    declared: /sulph|sulf/i,
    words:
      /\b(wine|balsamic|sherry|vermouth|port|dried apricots?|golden raisins?|sultanas?|dijon|sulphured|sulfured|sausages?)\b/,
    not: /\bandouille sausages?\b|\bnon.alcoholic\b/g,
  },
  Lupin: { declared: /lupin/i, words: /\blupin[es]?\b|\bgluten.free (flour|bread)\b/, steps: true },
};

function masked(text: string, not: RegExp | undefined): string {
  return not ? text.replace(not, ' ') : text;
}

/** Allergens the lines (and, for unambiguous words, the steps) name that the recipe does not declare. */
function undeclaredAllergens(recipe: SafetyReadable): SafetyProblem[] {
  const lines = recipe.ingredients.join('\n').toLowerCase();
  const steps = recipe.instructions.join('\n').toLowerCase();
  const problems: SafetyProblem[] = [];
  for (const [label, rule] of Object.entries(ALLERGEN_WORDS)) {
    if (recipe.allergens.some((declared) => rule.declared.test(declared))) continue;
    const text = rule.steps ? `${lines}\n${steps}` : lines;
    // Masking is the slow part; a text that names none of the words needs none.
    if (!rule.words.test(text)) continue;
    const found = rule.words.exec(masked(text, rule.not));
    if (found)
      problems.push({
        code: 'allergen-words',
        message: `The recipe names ${found[0]}, but does not declare ${label}.`,
      });
  }
  return problems;
}

/** What a declaration's brackets say that is no food: 'Oats (certified gluten-free)'. */
const NO_FOOD = /^certified gluten.free$/i;

/**
 * Foods a declaration names in brackets that no line lists: 'Molluscs (mussels, clams, squid)' on a
 * dish of mussels tells the cook of clams and squid it does not hold, and hides which food it means.
 */
function strayAllergenNames(recipe: SafetyReadable): SafetyProblem[] {
  const lines = recipe.ingredients.join('\n').toLowerCase();
  const problems: SafetyProblem[] = [];
  for (const declared of recipe.allergens) {
    const inBrackets = /\((.+)\)$/.exec(declared)?.[1];
    if (!inBrackets || NO_FOOD.test(inBrackets)) continue;
    const names = inBrackets
      .replace(/^may be in the /i, '')
      .split(/,\s*|\s+or the\s+|\s+and\s+/)
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    for (const name of names) {
      // 'mussels' is named by a line of '1 mussel'; 'oats' by 'gluten-free rolled oats'.
      const stem = name.replace(/(?:es|s)$/, '');
      if (!lines.includes(stem))
        problems.push({
          code: 'allergen-names',
          message: `'${declared}' names ${name}, which no ingredient line lists.`,
        });
    }
  }
  return problems;
}

/** Foods that spoil at room temperature, named as a line names them. */
const PERISHABLE =
  /\b(chicken|beef|pork|lamb|bacon|ham|sausages?|turkey|duck|mince|steak|chorizo|andouille|veal|fish|salmon|cod|haddock|tuna|sea bass|anchov\w*|shrimps?|prawns?|mussels?|clams?|crab|squid|tofu|paneer|pancetta|cr[eè]me fra[iî]che|milk|buttermilk|cream|cheese|cheddar|parmesan|mozzarella|feta|gruy[eè]re|mascarpone|ricotta|queso|yogh?urt|custard|ice cream|eggs?|yolks?|egg whites?|mayonnaise)\b/;
const NOT_PERISHABLE =
  /\b(coconut|oat|almond|soy|plant.based|vegan|dairy.free|peanut|flax)[ -](milk|cream|yogh?urt|cheese|eggs?|mayonnaise)\b|condensed milk|evaporated milk/g;
/** Baked into a dough or batter, these keep at room temperature (a banana bread, cheese straws). */
const BAKED_SAFE =
  /\b(butter|milk|buttermilk|eggs?|yolks?|egg whites?|cheddar|parmesan|gruy[eè]re|hard cheese)\b|\bcheese\b(?= straws)/g;
/** A dry base baked into a bake that keeps: flour, oats, ground nuts, coconut, pastry. */
const DRY_BASE = /\b(flour|oats|ground almonds|coconut|pastry|phyllo|filo)\b/;
const NOT_A_BAKE = /\b(pasta|macaroni|spaghetti|noodles|rice|potato(es)?|custard|pudding)\b/;
/** Rice and rice noodles as a line names them, not its vinegar, paper or flour. */
const RICE = /\b(rice|poha)\b(?! (vinegar|paper|flour|wine|milk|drink|syrup|noodles? bowls?))/;

const FRIDGE = /\b(fridge|refrigerat\w*|chilled|freezer|frozen)\b/;
const OUT_OF_FRIDGE = /room temperature|airtight (container|tin|jar)|cool, dry place|at room temp|on the counter/;
const EAT_AT_ONCE =
  /straight from the (pan|oven|grill)|serve (it )?freshly made|drink it freshly made|eat (it )?at once|serve at once|does not keep/;
/** Made ahead: left to chill, set, soak or rest for hours (a braise simmering for hours is not). */
const MADE_AHEAD =
  /\b(overnight|the day before|up to (a|\d+) days? ahead|(chill|set|soak|rest|marinate|refrigerate|steep)\w*\b[^.]*?\b(at least |for )\d+(-\d+)? hours)\b/i;

/** A step that has it drunk or eaten the moment it is made, because it will not hold: it separates, melts, thickens. */
const WILL_NOT_HOLD =
  /\b(?:drink|serve|eat)\b[^.;:]*?\b(?:at once|immediately|within \d+ minutes)\b[^.;:]*?\b(?:before (?:it|the \w+) (?:separates|melts|thickens|goes)|while it is (?:still )?(?:thick|frosty|frozen|cold))/;
/** A note that keeps it for later: in the fridge, for days. */
const KEPT_FOR_LATER =
  /\b(?:keeps?|kept|store)\b[^.;]*?\b(?:up to|for|within) (?:\d+|a|one|two|three) (?:days?|weeks?)\b/;

function storageNote(notes: string): string {
  return notes
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) =>
      /\b(keeps?|kept|store|fridge|leftovers?|freshly made|at once|straight from)\b/i.test(sentence),
    )
    .join(' ')
    .toLowerCase();
}

/**
 * A storage note that leaves a perishable food out of the fridge, keeps cooked rice longer than a
 * day, says to eat at once what the steps make hours ahead, or keeps for days what the steps have
 * drunk at once before it separates.
 */
function unsafeStorage(recipe: SafetyReadable): SafetyProblem[] {
  const note = storageNote(recipe.notes);
  if (!note) return [];
  const lines = recipe.ingredients.join('\n').toLowerCase().replace(NOT_PERISHABLE, ' ');
  const steps = recipe.instructions.join('\n').toLowerCase();
  const problems: SafetyProblem[] = [];
  const baked = /\b(bake|oven)\b/.test(steps) && DRY_BASE.test(lines) && !NOT_A_BAKE.test(lines);
  const perishable = PERISHABLE.exec(baked ? lines.replace(BAKED_SAFE, ' ') : lines);
  // 'In the fridge if it contains meat' leaves the reader to judge: it keeps nothing in the fridge.
  const decided = note.replace(/\b(in the )?fridge if\b[^.)]*/g, ' ');
  if (perishable && OUT_OF_FRIDGE.test(note) && !FRIDGE.test(decided))
    problems.push({
      code: 'storage',
      message: `The notes keep it out of the fridge, but it holds ${perishable[0]}, which spoils at room temperature.`,
    });
  const cookedRice = RICE.test(lines) && /\b(simmer|boil|steam|cook)/.test(steps);
  const kept = /\b(\d+|a few|several) days\b|\ba week\b|\b\d+ weeks?\b|\bmonths?\b/.exec(note);
  if (cookedRice && kept)
    problems.push({
      code: 'storage',
      message: `The notes keep cooked rice for ${kept[0]}; cooked rice is eaten within 1 day.`,
    });
  const wontHold = WILL_NOT_HOLD.exec(steps);
  const later = KEPT_FOR_LATER.exec(note);
  if (wontHold && later)
    problems.push({
      code: 'storage',
      message: `The steps say '${wontHold[0]}', but the notes keep it ('${later[0]}').`,
    });
  const atOnce = EAT_AT_ONCE.exec(note);
  const ahead = MADE_AHEAD.exec(steps);
  if (atOnce && ahead)
    problems.push({
      code: 'storage',
      message: `The notes say '${atOnce[0]}', but the steps make it ahead ('${ahead[0]}').`,
    });
  return problems;
}

/** Dishes whose egg stays raw unless the steps take it to a safe temperature. */
const RAW_EGG_DISHES = /\b(mousse|tiramisu|eggnog|zabaglione|sabayon|royal icing|carbonara|aioli|mayonnaise)\b/;
/** Steps that leave egg raw or barely cooked. */
const LIGHTLY_COOKED =
  /\bcoddl\w*|\bmolten\b|\b(yolks?|eggs?|centres?)\b[^.]*\b(runny|still soft|soft and wobbly|jammy|slightly wet)\b|\byolks? soft\b|\bsoftly set\b|\bnot cooked\b|\braw eggs? (yolks? )?(is|are) (folded|whisked|stirred)/;
/**
 * A temperature that makes egg safe (70 °C for 2 minutes, 71 °C / 160 °F at once), as a cook
 * writes it: '71°C', '71 °C', '72-75 °C', '160 °F'.
 */
const SAFE_TEMPERATURE = /\b(?:[7-9]\d(?:-\d+)?\s?°\s?c|(?:1[6-9]\d|20\d)(?:-\d+)?\s?°\s?f)\b/;
/** The egg, or a dish of it, named in a sentence. */
const EGG_WORDS = /\b(eggs?|yolks?|egg whites?|custard|sabayon|zabaglione|eggnog|curd)\b/;
/** What the egg went into, taken to the temperature: 'until the mixture reaches 71 °C', 'until it reaches 71-74°C'. */
const MIXTURE_HEATED = /\b(it|mixture|batter|sauce|cream)\b[^.;]*?\b(reach\w*|register\w*|read\w*|is|at|to)\b/;

/** A step that puts what it names over heat: the egg cooking, not only mixed. */
const OVER_HEAT =
  /\b(over (barely |gently )?simmering water|bain.marie|double boiler|over (a )?(low|medium|gentle|medium.low) heat|cook\w*|simmer\w*|heat(s|ed|ing)?)\b/;

/**
 * Whether the egg itself is taken to a safe temperature in the step that cooks it: a sentence that
 * names the egg (or the custard) with the temperature, or one that takes 'the mixture' to it in the
 * egg's own step, or in the next when the egg's step left it over the heat ('keep whisking until the
 * mixture reaches 71°C'). A temperature elsewhere (chocolate melted at 80 °C before raw eggs are
 * folded in, a coffee syrup heated in a step of its own) does not count.
 */
function eggTakenToSafety(steps: readonly string[]): boolean {
  let eggOverHeat = false;
  for (const step of steps) {
    // The egg's own step: one that names it anywhere ('..., or the yolks will scramble').
    const eggIn = eggOverHeat || EGG_WORDS.test(step);
    for (const sentence of step.split(/(?<=[.;!?])\s+/)) {
      const named = EGG_WORDS.test(sentence);
      if (SAFE_TEMPERATURE.test(sentence) && (named || (eggIn && MIXTURE_HEATED.test(sentence)))) return true;
    }
    eggOverHeat = EGG_WORDS.test(step) && OVER_HEAT.test(step);
  }
  return false;
}
const EGG_LINE = /\b(eggs?|yolks?|egg whites?)\b/;
const WARNED = /pasteuri[sz]ed/;

/** Raw or lightly cooked egg without a warning for those it can make ill. */
function unwarnedRawEgg(recipe: SafetyReadable): SafetyProblem[] {
  const lines = recipe.ingredients
    .join('\n')
    .toLowerCase()
    .replace(/\b(flax|chia|vegan)[ -]eggs?\b/g, ' ');
  if (!EGG_LINE.test(lines)) return [];
  const each = recipe.instructions.map((step) => step.toLowerCase());
  const steps = each.join('\n');
  const notes = recipe.notes.toLowerCase();
  if (WARNED.test(notes) && /pregnan/.test(notes)) return [];
  const light = LIGHTLY_COOKED.exec(steps);
  const boughtMayonnaise = /\bmayonnaise\b/.test(lines);
  const dish = RAW_EGG_DISHES.exec(`${recipe.title.toLowerCase()}\n${steps}`);
  const rawDish =
    dish && !eggTakenToSafety(each) && !(boughtMayonnaise && /mayonnaise|aioli/.test(dish[0])) ? dish : null;
  const shown = light ?? rawDish;
  return shown
    ? [
        {
          code: 'raw-egg',
          message: `The egg is raw or lightly cooked ('${shown[0]}'), but the notes do not warn those who should avoid it or use pasteurised eggs.`,
        },
      ]
    : [];
}

/**
 * Every safety problem the words of a recipe show; empty when none.
 *
 * @example
 * checkSafety({ ...data, ingredients: ['1.8 kg mussels'], allergens: [] })
 * // [{ code: 'allergen-words', message: 'The recipe names mussels, but does not declare Molluscs.' }]
 */
export function checkSafety(recipe: SafetyReadable): SafetyProblem[] {
  return [
    ...undeclaredAllergens(recipe),
    ...strayAllergenNames(recipe),
    ...unsafeStorage(recipe),
    ...unwarnedRawEgg(recipe),
  ];
}
