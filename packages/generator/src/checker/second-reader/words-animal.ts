import { qualified, type WordGroup } from './word-group.ts';

/**
 * The word groups for what animals give: meat, what slaughter gives, fish, milk, eggs, bees and
 * insects. Each group's words sit next to the phrases in which those words are fine.
 */

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

export const MEAT_GROUP: WordGroup = { words: MEAT, allowed: MEAT_ALLOWED, backReferences: true };

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

export const SLAUGHTER_GROUP: WordGroup = {
  words: SLAUGHTER,
  allowed: [
    'vegan marshmallows?',
    '(?:agar|vegan) gelatine?',
    // The vegetarian cheese's label: 'made without animal rennet', 'set with microbial rennet'.
    '(?:made |set )?(?:without animal rennet|with (?:microbial|vegetable|vegetarian|non-animal) rennet)',
  ],
  backReferences: true,
};

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

export const FISH_GROUP: WordGroup = { words: FISH, allowed: FISH_ALLOWED, backReferences: true };

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

const PLANT_MILKS = String.raw`(?:coconut|oat|soy|soya|almond|rice|cashew|hazelnut|macadamia|hemp|pea|flax|nut|seed|plant)[- ](?:condensed |evaporated )?milks?`;
const NUT_BUTTERS = String.raw`(?:peanut|almond|cashew|hazelnut|pistachio|macadamia|nut|seed|sunflower(?: seed)?|pumpkin seed|sesame|apple|pumpkin|cocoa|cacao|shea|coconut|soy|soya) butter`;
const PLANT_CREAMS = String.raw`(?:coconut|oat|soy|soya|cashew|rice|almond) (?:whipping |whipped |sour |heavy |double |single )?creams?`;
const PLANT_YOGURTS = String.raw`(?:coconut|soy|soya|oat|almond|cashew) yogh?urts?`;

/** Dairy words that name no dairy: a plant food, a verb, a tool, a colour. */
const DAIRY_ALLOWED = [
  // 'dairy-free vanilla ice cream': the flavour stands between the qualifier and the two words
  // (read before the qualified phrase, which would take 'dairy-free vanilla ice' and leave 'cream').
  String.raw`(?:plant-based|vegan|non-dairy|dairy-free) (?:[\p{L}'-]+ )?ice[- ]creams?`,
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
  // The swap note 'Nutritional yeast brings the savoury, cheesy note of parmesan' compares a flavour.
  'note of parmesan',
  // Dish names whose 'milk' is the drink's name, not dairy: golden milk is a turmeric drink.
  'golden milk',
];

export const DAIRY_GROUP: WordGroup = { words: DAIRY, allowed: DAIRY_ALLOWED, backReferences: true };

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

/** Egg words that name no egg. */
const EGG_ALLOWED = [
  qualified('flax', 'chia', 'vegan', 'plant-based', 'egg-free', 'eggless', 'aquafaba'),
  'egg replacers?',
  'egg substitutes?',
  // The swap note 'Each egg becomes a flax egg: ...'.
  'each egg becomes',
  'custard powder',
];

export const EGG_GROUP: WordGroup = { words: EGG, allowed: EGG_ALLOWED, backReferences: false };

export const BEE_GROUP: WordGroup = {
  words: ['honey', 'honeycomb', 'bee pollen', 'royal jelly', 'beeswax'],
  allowed: ['honeydew', 'honey mushrooms?'],
  backReferences: false,
};

export const INSECT_GROUP: WordGroup = {
  words: ['carmine', 'cochineal', 'shellac'],
  allowed: [],
  backReferences: false,
};
