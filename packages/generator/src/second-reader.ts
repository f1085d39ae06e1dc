import type { Dietary, RecipeData } from '@feastforge/domain';

/**
 * The second reader: an independent second opinion on whether a conjured recipe keeps its dietary
 * promises. The engine's diet rules work on food ids (a food is `dairy`, `gluten`, ...); this reads
 * the words a cook reads (title, description, every ingredient line, notes, every step) and flags
 * any word that names a food the diet rules out. It shares no code or data with the engine, its
 * checker or the knowledge base on purpose, so a mistake in one is not repeated in the other: a
 * step that still says 'the egg mixture' after the eggs became flax eggs, a line that offers
 * 'or bread flour' in a gluten-free bake, a note that suggests lard.
 *
 * Each diet has one table (`RULES` at the end of the rules): the word groups it rules out. A group
 * is a list of `words` (regular-expression sources, matched as whole words, case-insensitively)
 * and a list of `allowed` phrases in which those words are fine because they name something else
 * ('peanut butter', 'eggplant', 'cream of tartar', 'lamb's lettuce') or a variant the diet allows
 * ('oat milk', 'flax egg', 'gluten-free bread'). Allowed phrases are blanked out before the words
 * are looked for. Clauses that say a food is *not* used ('Oat milk replaces dairy milk', 'egg-free')
 * are allowed for every diet.
 */

/** Letters and digits only; a hyphen or apostrophe ends a word, so 'egg-free' holds the word 'egg'. */
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;

/** Up to two words after a qualifier ('gluten-free flour blend'), never across a comma, 'or' or 'and'. */
const PHRASE = String.raw`(?: (?!(?:or|and|plus|with|then|to)\b)[\p{L}'-]+){1,2}`;

/** '<qualifier> <noun phrase>': the qualifier makes the food that follows it safe. */
function qualified(...qualifiers: string[]): string {
  return `(?:${qualifiers.join('|')})${PHRASE}`;
}

/**
 * Clauses every diet reads the same way: what they name is explicitly not used. The object of a
 * swap ('Oat milk replaces dairy milk one for one') and the storage advice 'in the fridge if it
 * contains dairy, egg or meat'. Read before anything else, up to the end of the clause.
 */
const ABSENT_CLAUSES = [
  String.raw`(?:replaces?|replacing|replaced|stands? in for|instead of|in place of|rather than|in lieu of|swap(?:ped|s)? for)\b[^.;:!?()]*`,
  String.raw`if it contains\b[^.;:!?()]*`,
  // Shopping advice: 'use oats certified gluten-free', 'many dark bars contain milk fat or may contain milk'.
  String.raw`[\p{L}-]+ (?:certified|labell?ed|marked) (?:as )?(?:\p{L}+-free|vegan|vegetarian)`,
  String.raw`(?:may|might|can) contain\b[^.;:!?()]*`,
  String.raw`(?:many|some|most) [\p{L} ]+? contain\b[^.;:!?()]*`,
  // A look or texture, not an ingredient: 'chopped like couscous', 'looks like scrambled egg',
  // 'smooth like soft-serve ice cream', 'thicker than pouring cream'.
  String.raw`(?:(?:looks?|looking|feels?|chopped|smooth|texture) like|resembl(?:e|es|ing)|(?:thick|thin|smooth|loose|runni|pale|dens)\p{L}* than) (?:a |an |the )?(?:[\p{L}-]+ ){0,2}[\p{L}-]+`,
];

/** 'Egg-free', 'without butter': read last, so 'gluten-free flour blend' is read whole first. */
const ABSENT_WORDS = [String.raw`\p{L}+-free`, String.raw`non-\p{L}+`, String.raw`without (?:any )?[\p{L}-]+`];

// ---- Word groups, shared by the tables below ----

/** Meat and poultry, cured meats, offal, and words that only meat has ('boneless', 'on the bone'). */
const MEAT = [
  'meats?',
  'beef',
  'veal',
  'pork',
  'hams?',
  'bacon',
  'pancetta',
  'prosciutto',
  'guanciale',
  'lardons?',
  'chorizos?',
  'salami',
  'pepperoni',
  'mortadella',
  'bresaola',
  'sausages?',
  'andouille',
  'kielbasa',
  'merguez',
  "'?nduja",
  'jam[oó]n',
  'hot ?dogs?',
  'frankfurters?',
  'lamb',
  'mutton',
  'goat',
  'venison',
  'bison',
  'boar',
  'rabbit',
  'hare',
  'chicken',
  'chickens',
  'turkey',
  'duck',
  'goose',
  'quail',
  'pheasant',
  'partridge',
  'grouse',
  'pigeon',
  'poultry',
  'pollo',
  'carne',
  'steaks?',
  'brisket',
  'sirloin',
  'tenderloin',
  'spare ?ribs',
  'drumettes?',
  '(?:buffalo|hot|bbq) wings?',
  'liver',
  'livers',
  'kidneys?',
  'offal',
  'tripe',
  'oxtail',
  'trotters',
  'giblets',
  'sweetbreads',
  'foie gras',
  'p[aâ]t[eé]',
  'black pudding',
  'blood sausage',
  'haggis',
  'jerky',
  'boneless',
  'bone-in',
  'on the bone',
  'bone broth',
  'bone marrow',
];

/** What only slaughter gives, though it is not meat itself. */
const SLAUGHTER = [
  'lard',
  'suet',
  'tallow',
  'schmaltz',
  'gelatine?',
  'aspic',
  'isinglass',
  'rennet',
  'collagen',
  'marshmallows?',
];

/** Fish, shellfish and what is made from them. */
const FISH = [
  'fish',
  'fishes',
  'shellfish',
  'seafood',
  'anchov(?:y|ies)',
  'sardines?',
  'pilchards?',
  'salmon',
  'tuna',
  'cod',
  'haddock',
  'hake',
  'poll?ack',
  'coley',
  'mackerel',
  'trout',
  'tilapia',
  'halibut',
  'sea ?bass',
  'sea ?bream',
  'bream',
  'snapper',
  'swordfish',
  'monkfish',
  'catfish',
  'herrings?',
  'kippers?',
  'sprats?',
  'whitebait',
  'bonito',
  'katsuobushi',
  'eels?',
  'caviar',
  'roe',
  'shrimps?',
  'prawns?',
  'gambas',
  'crabs?',
  'crabmeat',
  'lobsters?',
  'langoustines?',
  'scampi',
  'cray ?fish',
  'crawfish',
  'mussels?',
  'cozze',
  'clams?',
  'vongole',
  'oysters?',
  'scallops?',
  'squid',
  'calamari',
  'octopus',
  'cuttlefish',
  'bacalh?ao',
  'lox',
  'gravlax',
  'surimi',
  'nam pla',
  'dashi',
  'worcestershire',
  'fillets?',
  'pin-boned',
];

/** Milk and everything made from it. (Custard is under eggs: it is the eggs that make it custard.) */
const DAIRY = [
  'dairy',
  'milks?',
  'buttermilk',
  'butter',
  'buttercream',
  'butterscotch',
  'ghee',
  'creams?',
  'cr[eè]me fra[iî]che',
  'crema',
  'cheeses?',
  'parmesan',
  'parmigiano',
  'grana padano',
  'pecorino',
  'cheddar',
  'mozzarellas?',
  'burrata',
  'feta',
  'halloumi',
  'ricotta',
  'mascarpone',
  'gruy[eè]re',
  'brie',
  'camembert',
  'gouda',
  'edam',
  'emmental',
  'manchego',
  'paneer',
  'queso',
  'queijo',
  'cotija',
  'monterey jack',
  'quark',
  'labneh',
  'stilton',
  'roquefort',
  'gorgonzola',
  'provolone',
  'comt[eé]',
  'raclette',
  'yogh?urts?',
  'kefir',
  'skyr',
  'whey',
  'casein',
  'lactose',
  'curds?',
  'b[eé]chamel',
  'dulce de leche',
  'leche',
  'half-and-half',
  'white chocolate',
];

/** Eggs and what is mostly egg. */
const EGG = [
  'eggs?',
  'yolks?',
  'whites? (?:to|into) (?:soft|stiff|firm|medium) peaks',
  'albumen',
  'meringues?',
  'mayonnaise',
  'mayo',
  'aioli',
  'hollandaise',
  'b[eé]arnaise',
  'custards?',
  'omelett?e?s?',
  'frittatas?',
  'quiches?',
  'huevos',
  'eggnog',
  'lemon curd',
  'brioche',
  'challah',
  'ladyfingers',
  'savoiardi',
  'spanish tortilla',
  'tortilla (?:de patatas|espa[nñ]ola)',
];

/** Wheat, barley, rye and what is made from them; oats unless labelled gluten-free. */
const GLUTEN = [
  'gluten',
  'wheat',
  'flours?',
  'floured',
  'breads?',
  'breaded',
  'breadcrumbs?',
  'bread ?crumbs',
  'panko',
  'croutons?',
  'flatbreads?',
  'pitt?as?',
  'naan',
  'chapatt?is?',
  'rotis?',
  'parathas?',
  'baguettes?',
  'ciabatta',
  'focaccia',
  'sourdough',
  'brioche',
  'challah',
  'bagels?',
  'english muffins?',
  'croissants?',
  'crumpets?',
  'shortbread',
  'crackers?',
  'biscuits?',
  'digestives?',
  'matzo',
  'matzah',
  'pastas?',
  'spaghetti',
  'linguine',
  'penne',
  'macaroni',
  'fettuccine',
  'tagliatelle',
  'pappardelle',
  'rigatoni',
  'fusilli',
  'farfalle',
  'orzo',
  'lasagna',
  'lasagne',
  'ravioli',
  'tortellini',
  'gnocchi',
  'noodles?',
  'udon',
  'ramen',
  'soba',
  'lo mein',
  'couscous',
  'bulgh?ur',
  'bulgar',
  'burghul',
  'barley',
  'rye',
  'semolina',
  'spelt',
  'farro',
  'freekeh',
  'durum',
  'kamut',
  'einkorn',
  'triticale',
  'seitan',
  'malt',
  'malted',
  'beers?',
  'ales?',
  'lagers?',
  'stout',
  'soy sauce',
  'shoyu',
  'teriyaki',
  'hoisin',
  'pastry',
  'pastries',
  'shortcrust',
  'phyllo',
  'filo',
  'fillo',
  'kataifi',
  'pie crust',
  'gyoza',
  'wontons?',
  'dumpling wrappers?',
  'spring roll wrappers?',
  'egg roll wrappers?',
  'ladyfingers',
  'savoiardi',
  'pretzels?',
  'oats?',
  'oatmeal',
];

// ---- Allowed phrases, by what they are ----

const PLANT_MILKS = String.raw`(?:coconut|oat|soy|soya|almond|rice|cashew|hazelnut|macadamia|hemp|pea|flax|nut|seed|plant)[- ](?:condensed |evaporated )?milks?`;
const NUT_BUTTERS = String.raw`(?:peanut|almond|cashew|hazelnut|pistachio|macadamia|nut|seed|sunflower(?: seed)?|pumpkin seed|sesame|apple|pumpkin|cocoa|cacao|shea|coconut|soy|soya) butter`;
const PLANT_CREAMS = String.raw`(?:coconut|oat|soy|soya|cashew|rice|almond) (?:whipping |whipped |sour |heavy |double |single )?creams?`;
const PLANT_YOGURTS = String.raw`(?:coconut|soy|soya|oat|almond|cashew) yogh?urts?`;

/** Dairy words that name no dairy: a plant food, a verb, a tool, a colour. */
const DAIRY_ALLOWED = [
  qualified('plant-based', 'vegan', 'non-dairy', 'dairy-free'),
  PLANT_MILKS,
  NUT_BUTTERS,
  PLANT_CREAMS,
  PLANT_YOGURTS,
  'milk thistle',
  'milk frothers?',
  'leche de (?:tigre|coco)',
  'butter beans?',
  'butter lettuce',
  'butter knife',
  'cream of tartar',
  // 'Cream the butter and sugar': the verb; the butter is read on its own.
  'cream(?:s|ed|ing)? (?:the|together|until|it|them)',
  'cream[- ]colou?red',
  'cream in colou?r',
  // Scrambled eggs set in curds.
  '(?:soft|large|small|creamy|fluffy|big) curds',
  'ice[- ]cream (?:scoop|maker|machine)',
  'cheese ?(?:grater|knife|cloth)',
  'bean curds?',
  // The storage advice 'Nutritional yeast brings the savoury, cheesy note of parmesan' compares a flavour.
  'note of parmesan',
  // Dish names whose 'milk' is the drink's name, not dairy: golden milk is a turmeric drink.
  'golden milk',
];

/** Egg words that name no egg. */
const EGG_ALLOWED = [
  qualified('flax', 'chia', 'vegan', 'plant-based', 'egg-free', 'eggless', 'aquafaba'),
  'egg replacers?',
  'egg substitutes?',
  // The swap note 'Each egg becomes a flax egg: ...'.
  'each egg becomes',
  'custard powder',
];

/** Gluten words that name no gluten: gluten-free variants, naturally gluten-free flours and noodles. */
const GLUTEN_ALLOWED = [
  // The shape after the gluten-free pasta it names: 'gluten-free pasta, elbow macaroni'.
  String.raw`gluten-free pasta, [\p{L}-]+(?: [\p{L}-]+)?`,
  qualified('gluten-free', 'wheat-free'),
  String.raw`(?:rice|glutinous rice|brown rice|sweet rice|chickpea|gram|corn|maize|masa|buckwheat|almond|coconut|tapioca|potato|sorghum|teff|millet|quinoa|cassava|arrowroot|banana|soy|soya|lentil|pea|chestnut|hazelnut|amaranth|tiger nut) flours?`,
  String.raw`(?:rice|corn|lentil|chickpea|bean|quinoa|buckwheat) pastas?`,
  String.raw`(?:(?:flat )?rice|glass|cellophane|mung bean|sweet potato|kelp|zucchini|courgette|shirataki) noodles?`,
  'rice vermicelli',
  'rice crackers?',
  '(?:pure|100% ?) buckwheat soba',
  'ginger (?:beer|ale)s?',
  'root beers?',
  // A pastry brush is a brush.
  'pastry (?:brush|bag|cutter|blender)',
  // Quick breads are cakes, and pão de queijo is made with tapioca.
  '(?:banana|zucchini|courgette|pumpkin|brazilian cheese) bread',
  'pasta (?:cooking )?water',
];

/** Meat words that name no meat. */
const MEAT_ALLOWED = [
  qualified('vegan', 'vegetarian', 'veggie', 'plant-based', 'meat-free', 'meatless', 'mock', 'faux', 'imitation'),
  "goats?'?s? (?:cheese|milk|yogh?urt|butter|curd)s?",
  "lamb'?s lettuce",
  'welsh rabbit',
  '(?:duck|quail|goose) eggs?',
  '(?:coconut|nut|walnut|pecan) meats?',
  'meat thermometer',
  'kidney beans?',
  '(?:cauliflower|cabbage|mushroom|portobello|celeriac|tofu|tempeh|eggplant|aubergine|squash|watermelon) steaks?',
  '(?:mushroom|banana|coconut|eggplant|carrot) jerky',
  '(?:mushroom|lentil|vegetable|bean|walnut|olive) p[aâ]t[eé]',
  'vegetarian haggis',
  'sin carne',
  'sausage-shaped',
];

/** Fish words that name no fish. */
const FISH_ALLOWED = [
  qualified('vegan', 'vegetarian', 'plant-based', 'mock', 'faux', 'imitation'),
  // The verb: 'easy to fish out later'.
  String.raw`fish(?:ed|ing)? (?:[\p{L}]+ )?out`,
  // Mushroom varieties: 'mushrooms, mixed (chestnut, oyster, shiitake)'.
  String.raw`mushrooms?,? (?:mixed )?\([^)]*\)`,
  'oyster mushrooms?',
  'mushroom oyster sauce',
  '(?:kombu|shiitake|mushroom) dashi',
  '(?:orange|citrus|grapefruit|lemon|lime|clementine|tangerine) fillets?',
];

// ---- One table per diet ----

/** Words naming what a diet rules out, with the phrases in which those words are fine. */
interface WordGroup {
  /** Regular-expression sources, matched as whole words, case-insensitively. */
  words: readonly string[];
  /** Phrases in which those words name something else or a safe variant. */
  allowed: readonly string[];
  /**
   * Whether a step may call a safe variant from the ingredient list by its plain noun: 'toss the
   * pasta' when the list says 'gluten-free pasta' (see `readRecipe`). Not for eggs: a flax egg is
   * not an egg, so 'the egg mixture' stays a finding.
   */
  backReferences: boolean;
}

const MEAT_GROUP: WordGroup = { words: MEAT, allowed: MEAT_ALLOWED, backReferences: true };
const SLAUGHTER_GROUP: WordGroup = {
  words: SLAUGHTER,
  allowed: ['vegan marshmallows?', '(?:agar|vegan) gelatine?'],
  backReferences: true,
};
const FISH_GROUP: WordGroup = { words: FISH, allowed: FISH_ALLOWED, backReferences: true };
const DAIRY_GROUP: WordGroup = { words: DAIRY, allowed: DAIRY_ALLOWED, backReferences: true };
const EGG_GROUP: WordGroup = { words: EGG, allowed: EGG_ALLOWED, backReferences: false };
const GLUTEN_GROUP: WordGroup = { words: GLUTEN, allowed: GLUTEN_ALLOWED, backReferences: true };
const BEE_GROUP: WordGroup = {
  words: ['honey', 'honeycomb', 'bee pollen', 'royal jelly', 'beeswax'],
  allowed: ['honeydew', 'honey mushrooms?'],
  backReferences: false,
};
const INSECT_GROUP: WordGroup = { words: ['carmine', 'cochineal', 'shellac'], allowed: [], backReferences: false };

/**
 * Each diet reads its groups separately, so one group's allowed phrase never hides another's word
 * ('goat's cheese' is not meat, but it is still cheese to a vegan).
 */
const RULES: Record<Dietary, readonly WordGroup[]> = {
  vegetarian: [MEAT_GROUP, SLAUGHTER_GROUP, FISH_GROUP],
  // Fish and shellfish are fine; meat and what slaughter gives are not.
  pescatarian: [
    { ...MEAT_GROUP, allowed: [...MEAT_ALLOWED, '(?:salmon|tuna|swordfish|fish|cod|halibut) steaks?'] },
    SLAUGHTER_GROUP,
  ],
  vegan: [MEAT_GROUP, SLAUGHTER_GROUP, FISH_GROUP, DAIRY_GROUP, EGG_GROUP, BEE_GROUP, INSECT_GROUP],
  'dairy-free': [DAIRY_GROUP],
  'gluten-free': [GLUTEN_GROUP],
  'egg-free': [EGG_GROUP],
};

interface CompiledGroup {
  words: readonly string[];
  backReferences: boolean;
  /** All the words in one alternation, each in its own capture group (the index names the word). */
  pattern: RegExp;
  /** The same alternation without the global flag, to ask 'any at all?' with no state kept. */
  probe: RegExp;
  /** One expression per phrase, applied in order (an alternation would stop at the first that fits). */
  allowed: RegExp[];
}

function compile(group: WordGroup): CompiledGroup {
  // The capture group's index names the word, so a word may only use non-capturing groups.
  const capturing = group.words.find((word) => /(?<!\\)\((?!\?)/.test(word));
  if (capturing) throw new Error(`Second reader: use (?:...) in '${capturing}'`);
  const alternation = `${START}(?:${group.words.map((word) => `(${word})`).join('|')})${END}`;
  return {
    words: group.words,
    backReferences: group.backReferences,
    pattern: new RegExp(alternation, 'giu'),
    probe: new RegExp(alternation, 'iu'),
    allowed: [...ABSENT_CLAUSES, ...group.allowed, ...ABSENT_WORDS].map(
      (phrase) => new RegExp(`${START}(?:${phrase})${END}`, 'giu'),
    ),
  };
}

const COMPILED = new Map<Dietary, CompiledGroup[]>(
  (Object.keys(RULES) as Dietary[]).map((diet) => [diet, RULES[diet].map(compile)]),
);

/** A word a diet rules out, found in text a cook reads. */
export interface Hit {
  /** The rule's word, as its table writes it ('eggs?'). */
  word: string;
  /** The text that matched ('eggs'). */
  matched: string;
}

/** Lower case, one kind of apostrophe. */
function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[’‘]/g, "'");
}

interface Scan {
  /** Words the diet rules out, with where they start in the text. */
  hits: Array<Hit & { at: number; backReferences: boolean }>;
  /** Rule words that only appear inside allowed phrases ('pasta' in 'gluten-free pasta'). */
  safe: Set<string>;
}

function scan(text: string, diet: Dietary): Scan {
  const groups = COMPILED.get(diet);
  if (!groups) throw new Error(`No reading rules for ${diet}`);
  const normalised = normalise(text);
  const result: Scan = { hits: [], safe: new Set() };
  for (const group of groups) {
    // Most text names nothing the diet rules out: look for the words first, then (rarely) for the
    // allowed phrases, which are blanked out (same length, no letters) before the words are read again.
    if (!group.probe.test(normalised)) continue;
    const masked = group.allowed.reduce(
      (text, phrase) => text.replace(phrase, (found) => ' '.repeat(found.length)),
      normalised,
    );
    for (const match of normalised.matchAll(group.pattern)) {
      const index = match.findIndex((captured, i) => i > 0 && captured !== undefined);
      const word = group.words[index - 1] ?? match[0];
      const at = match.index;
      if (masked.slice(at, at + match[0].length).trim() === '') {
        if (group.backReferences) result.safe.add(word);
        continue;
      }
      // 'custard' could be in two groups: one hit per word and place is enough.
      if (result.hits.some((h) => h.word === word && h.at === at)) continue;
      result.hits.push({ word, matched: match[0], at, backReferences: group.backReferences });
    }
  }
  return result;
}

/**
 * The words in `text` that `diet` rules out.
 *
 * @example
 * readForDiet('a knob of butter', 'vegan') // [{ word: 'butter', matched: 'butter' }]
 * readForDiet('2 tbsp peanut butter', 'vegan') // []
 */
export function readForDiet(text: string, diet: Dietary): Hit[] {
  return scan(text, diet).hits.map(({ word, matched }) => ({ word, matched }));
}

export type ReadField = 'title' | 'description' | 'ingredient' | 'notes' | 'step';

/** A word the recipe's own text uses that one of its dietary needs rules out. */
export interface Finding extends Hit {
  diet: Dietary;
  field: ReadField;
  /** The sentence (or ingredient line) the word is in. */
  sentence: string;
}

/** Sentences, split after . ! ? ; and a space ('1.5 cm' stays whole). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * 'The pasta', 'every oat', 'the remaining butter', 'no dry flour': a determiner (and at most one
 * adjective) before the noun, so the step means the food already listed.
 */
const BACK_REFERENCE = /(?:^|\s)(?:the|every|remaining|no)(?: [\p{L}-]+)? $/u;

/**
 * Reads everything a cook sees of a recipe and reports every word that one of `dietary` rules out.
 *
 * A step or note may call a listed food by its plain noun, as cooks do: 'toss the pasta' when the
 * list says 'gluten-free pasta', 'every oat' for 'gluten-free rolled oats'. That is no finding when
 * the recipe's own ingredient lines name a safe variant of that noun and nothing unsafe by it.
 *
 * @example
 * readRecipe(recipe.data, ['vegan']) // [] when the text keeps the promise
 */
export function readRecipe(
  data: Pick<RecipeData, 'title' | 'description' | 'ingredients' | 'instructions' | 'notes'>,
  dietary: readonly Dietary[],
): Finding[] {
  const texts: Array<{ field: ReadField; text: string }> = [
    { field: 'title', text: data.title },
    ...sentences(data.description).map((text) => ({ field: 'description' as const, text })),
    ...data.ingredients.map((text) => ({ field: 'ingredient' as const, text })),
    ...sentences(data.notes).map((text) => ({ field: 'notes' as const, text })),
    ...data.instructions.flatMap((step) => sentences(step).map((text) => ({ field: 'step' as const, text }))),
  ];
  const findings: Finding[] = [];
  for (const diet of dietary) {
    const listed = data.ingredients.map((line) => scan(line, diet));
    const safe = new Set(listed.flatMap((line) => [...line.safe]));
    for (const line of listed) for (const hit of line.hits) safe.delete(hit.word);
    for (const { field, text } of texts) {
      for (const { word, matched, at, backReferences } of scan(text, diet).hits) {
        const refersBack =
          (field === 'step' || field === 'notes') &&
          backReferences &&
          safe.has(word) &&
          BACK_REFERENCE.test(normalise(text).slice(0, at));
        if (!refersBack) findings.push({ word, matched, diet, field, sentence: text });
      }
    }
  }
  return findings;
}
