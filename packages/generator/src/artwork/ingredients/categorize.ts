/**
 * Maps an ingredient name to a drawable category by keyword. Recipes name foods the way a cook
 * writes them ('canned chopped tomatoes', 'smoked haddock fillet'), so matching is by keyword and
 * the order of the rules matters: compound names come before the words they contain ('peanut
 * butter' before 'butter', 'chicken stock' before 'chicken', 'eggplant' before 'egg').
 */

export const FOOD_CATEGORIES = [
  'meat',
  'poultry',
  'fish',
  'shellfish',
  'egg',
  'cheese',
  'dairy',
  'bread',
  'grain',
  'pasta',
  'legume',
  'leafy',
  'root',
  'allium',
  'tomato',
  'pepper',
  'green-veg',
  'mushroom',
  'citrus',
  'berry',
  'orchard',
  'banana',
  'tropical',
  'nut',
  'chocolate',
  'spice',
  'sweetener',
  'liquid',
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** An ingredient as the artwork sees it: what to draw, which form of it, and its main colour. */
export interface FoodSketch {
  name: string;
  category: FoodCategory;
  /** A form within the category ('shank', 'salmon', 'cinnamon'); '' for the category's default. */
  variant: string;
  color: string;
}

type Rule = readonly [pattern: RegExp, category: FoodCategory, variant: string, color: string];

const RULES: readonly Rule[] = [
  // Liquids and sauces first: their names often contain a solid food ('chicken stock').
  [/\b(coffee|espresso)\b/, 'liquid', 'coffee', '#4a2c1a'],
  [/\bmatcha\b/, 'liquid', 'matcha', '#7fae3f'],
  [/butterfly pea/, 'liquid', 'blue', '#3f63c9'],
  [/hibiscus/, 'liquid', 'hibiscus', '#b3173f'],
  [/\b(tea|chai)\b/, 'liquid', 'tea', '#b5651d'],
  [/\b(stock|broth)\b/, 'liquid', 'stock', '#c98a2e'],
  [/(soy sauce|tamari|fish sauce|worcestershire)/, 'liquid', 'soy', '#4a2412'],
  [/(balsamic|red wine vinegar|\bwine\b)/, 'liquid', 'wine', '#6e1a2b'],
  [/(vinegar)/, 'liquid', 'vinegar', '#d9b65c'],
  [/(ketchup|hot sauce|sriracha|tomato paste|passata|marinara)/, 'liquid', 'red-sauce', '#c0321f'],
  [/(mayonnaise|aioli|tahini|miso|mustard(?! seed))/, 'liquid', 'paste', '#e3c67a'],
  [/(grape juice|cranberry juice|pomegranate juice)/, 'liquid', 'grape', '#6b1f4a'],
  [/(apple juice|apple cider|\bcider\b)/, 'liquid', 'juice', '#e0a032'],
  [/(orange juice|lemon juice|lime juice|\bjuice\b|lemonade)/, 'liquid', 'juice', '#f2b632'],
  [/(ice cream|gelato)/, 'dairy', 'scoop', '#f6e7c8'],
  [/(cream cheese|mascarpone|ricotta|yogh?urt|\bcream\b|crème|quark|skyr)/, 'dairy', 'dollop', '#fbf6ea'],
  [
    /(coconut milk|coconut cream|almond milk|oat milk|soy milk|\bmilk\b|buttermilk|evaporated)/,
    'liquid',
    'milk',
    '#f4efe4',
  ],
  [/(\boil\b)/, 'liquid', 'oil', '#c9b037'],
  [/(sparkling|soda water|tonic|\bwater\b|\bice\b(?! cream))/, 'liquid', 'water', '#bfe3f2'],
  [
    /(peanut butter|\bpeanuts?\b|almond|walnut|pecan|cashew|hazelnut|pistachio|pine nut|macadamia)/,
    'nut',
    'nut',
    '#b9804a',
  ],
  [/(seeds?)\b/, 'nut', 'seeds', '#d8c08a'],
  [/(butternut|squash|pumpkin)/, 'root', 'pumpkin', '#e07b28'],
  [/\bbutter\b|\bghee\b/, 'dairy', 'butter', '#f3d774'],
  [/(eggplant|aubergine)/, 'green-veg', 'eggplant', '#5b2a6e'],
  [/(challah|brioche)/, 'bread', 'loaf', '#c98a3f'],
  [/\beggs?\b|yolk|egg white/, 'egg', '', '#f6b21a'],
  [/(lamb shank|shank|\bribs?\b|\bchops?\b)/, 'meat', 'shank', '#8d3b2b'],
  [/(bacon|pancetta|prosciutto)/, 'meat', 'bacon', '#c2524a'],
  [/(sausage|chorizo|andouille|salami|pepperoni)/, 'meat', 'sausage', '#9a4a2e'],
  [/(\bham\b)/, 'meat', 'ham', '#e48d8d'],
  [/(ground (beef|lamb|pork)|mince|meatball)/, 'meat', 'meatball', '#7a3b28'],
  [/(beef|lamb|pork|steak|venison|mutton|goat|veal|brisket|boar)/, 'meat', 'steak', '#8d3b2b'],
  [/(whole chicken|whole turkey|whole duck)/, 'poultry', 'roast', '#c9843a'],
  [/(chicken|turkey|duck|quail|goose|pheasant)/, 'poultry', 'drumstick', '#c9843a'],
  [/(salmon|trout)/, 'fish', 'salmon', '#f08a5d'],
  [/(anchov|sardine)/, 'fish', 'small', '#8fa3b5'],
  [/(cod|haddock|sea bass|fish|halibut|tuna|mackerel|snapper|tilapia)/, 'fish', 'white', '#b8c6d1'],
  [/(mussel|clam|oyster(?! mushroom)|scallop)/, 'shellfish', 'mussel', '#2d3147'],
  [/(shrimp|prawn|lobster|crab|crayfish|langoustine)/, 'shellfish', 'shrimp', '#f2795a'],
  [/(mozzarella|burrata|feta|tofu|paneer|halloumi|queso)/, 'cheese', 'white', '#f7f3e6'],
  [/(blue cheese|gorgonzola|roquefort|stilton)/, 'cheese', 'blue', '#efe6c8'],
  [/(cheese|cheddar|gruy|parmesan|pecorino|gouda|brie|manchego|emmental)/, 'cheese', 'wedge', '#f4c542'],
  [/(bagel|doughnut)/, 'bread', 'bagel', '#c98a3f'],
  [/(tortilla|pita|flatbread|naan|wrapper|rice paper|crepe)/, 'bread', 'flat', '#ecd3a0'],
  [/(pastry|phyllo|filo|croissant|ladyfinger|savoiardi|biscuit|cookie|cracker)/, 'bread', 'pastry', '#e0a95a'],
  [/(baguette)/, 'bread', 'baguette', '#c98a3f'],
  [/(bread|toast|muffin|\bbuns?\b|\brolls?\b(?! oats)|sourdough|breadcrumb|crouton)/, 'bread', 'loaf', '#c98a3f'],
  [/(pasta|spaghetti|noodle|vermicelli|linguine|penne|macaroni|udon|ramen)/, 'pasta', '', '#f0cf78'],
  [/(\boats?\b|porridge|granola|muesli)/, 'grain', 'oats', '#dcc08e'],
  [/(grits|polenta)/, 'grain', 'rice', '#f2dc8e'],
  [/(corn cob|sweetcorn|\bcorn\b(?! ?starch| ?flour| tortilla)|maize|popcorn)/, 'grain', 'corn', '#f5c93a'],
  [/(flour|cornstarch|starch|baking powder|baking soda|yeast|gelatin)/, 'grain', 'flour', '#f7f1e6'],
  [/(rice|quinoa|couscous|bulgur|barley|grits|polenta|poha|tapioca|farro|millet)/, 'grain', 'rice', '#f7f2e4'],
  [/(lentil)/, 'legume', 'lentil', '#d9692f'],
  [/(black bean)/, 'legume', 'bean', '#2e2a33'],
  [/(kidney bean|red bean|adzuki)/, 'legume', 'bean', '#8e2b2b'],
  [/(chickpea|garbanzo|hummus)/, 'legume', 'round', '#dcb36e'],
  [/(\bpeas?\b|edamame|fava|broad bean)/, 'legume', 'round', '#7cbf45'],
  [/(bean)/, 'legume', 'bean', '#c58b52'],
  [/(chili|chilli|jalape|scotch bonnet|habanero)(?! ?(flakes|powder))/, 'pepper', 'chili', '#d1321f'],
  [/(bell pepper|capsicum|sweet pepper)/, 'pepper', 'bell', '#d9362a'],
  [/(garlic powder|onion powder)/, 'spice', 'heap', '#e8d7a8'],
  [/(red onion|shallot)/, 'allium', 'onion', '#9b3b6a'],
  [/(onion|shallot)/, 'allium', 'onion', '#c4893e'],
  [/(garlic)/, 'allium', 'garlic', '#f1eadb'],
  [/(leek|scallion|spring onion|green onion|celery|lemongrass|asparagus|rhubarb)/, 'allium', 'stalk', '#8fc25a'],
  [/(cinnamon)/, 'spice', 'cinnamon', '#8a4a22'],
  [/(star anise)/, 'spice', 'star', '#6b3a1f'],
  [/(vanilla)/, 'spice', 'vanilla', '#3b2417'],
  [/(cardamom)/, 'spice', 'pods', '#9db36a'],
  [/(paprika|chili flakes|chili powder|cayenne)/, 'spice', 'heap', '#c23b22'],
  [/(turmeric|curry(?! leaf)|saffron)/, 'spice', 'heap', '#e2a219'],
  [
    /(black pepper|peppercorn|nutmeg|clove|cumin|coriander|caraway|garam|allspice|sumac|za'?atar|mustard seed)/,
    'spice',
    'heap',
    '#8a6a48',
  ],
  [/(salt)/, 'spice', 'heap', '#f4f1ec'],
  [/(honey|maple|syrup|molasses|agave|treacle|date syrup)/, 'sweetener', 'honey', '#e89b1c'],
  [/(sugar|condensed)/, 'sweetener', 'cubes', '#fbf8f2'],
  [/(cocoa|chocolate|cacao|carob)/, 'chocolate', '', '#5a3220'],
  [/(\blimes?\b|key lime)/, 'citrus', 'lime', '#7cbf3a'],
  [/(grapefruit|blood orange)/, 'citrus', 'grapefruit', '#f0785a'],
  [/(orange|clementine|mandarin|tangerine|satsuma)/, 'citrus', 'orange', '#f39322'],
  [/(lemon|yuzu|citrus|bergamot|citron)/, 'citrus', 'lemon', '#f4d03f'],
  [/(tomato)/, 'tomato', '', '#e0412d'],
  [/(strawberr)/, 'berry', 'strawberry', '#e0353b'],
  [/(blueberr|bilberr|huckleberr|açaí|acai|elderberr)/, 'berry', 'blue', '#4b4fa6'],
  [/(raspberr|cranberr|redcurrant|lingonberr|pomegranate|cherr)/, 'berry', 'red', '#c8243f'],
  [/(blackberr|blackcurrant|grape|raisin|olive|mulberr)/, 'berry', 'dark', '#3d2348'],
  [/(berr)/, 'berry', 'red', '#c8243f'],
  [/(banana|plantain)/, 'banana', '', '#f5d34a'],
  [/(avocado)/, 'tropical', 'avocado', '#5c8a2e'],
  [/(pineapple)/, 'tropical', 'pineapple', '#f0c43c'],
  [/(watermelon|melon)/, 'tropical', 'melon', '#ef5a5a'],
  [/(coconut)/, 'tropical', 'coconut', '#7a4b2a'],
  [/(mango|papaya|passion ?fruit|guava|lychee|dragon ?fruit)/, 'tropical', 'mango', '#f5a623'],
  [/(pear|quince)/, 'orchard', 'pear', '#b8c94a'],
  [/(apricot|peach|nectarine|persimmon)/, 'orchard', 'peach', '#f29a4a'],
  [/(\bdates?\b|medjool)/, 'orchard', 'date', '#7a3e1e'],
  [/(plum|\bfigs?\b|prune)/, 'orchard', 'plum', '#6e2f5a'],
  [/(apple)/, 'orchard', 'apple', '#d1392f'],
  [/(mushroom|shiitake|chanterelle|porcini|truffle|morel|enoki|oyster mushroom)/, 'mushroom', '', '#a9724a'],
  [/(sweet potato|yam)/, 'root', 'sweet-potato', '#b9643a'],
  [/(potato)/, 'root', 'potato', '#c9a06a'],
  [/(beet|radish)/, 'root', 'beet', '#8e1f4a'],
  [/(ginger|galangal|horseradish)/, 'root', 'ginger', '#d8b47a'],
  [/(parsnip)/, 'root', 'carrot', '#eadcb4'],
  [/(carrot|turnip|swede|root)/, 'root', 'carrot', '#ee7f22'],
  [/(broccoli|romanesco)/, 'green-veg', 'broccoli', '#4e9a3a'],
  [/(cauliflower)/, 'green-veg', 'broccoli', '#eee6d0'],
  [/(zucchini|courgette|cucumber|gherkin|pickle)/, 'green-veg', 'cucumber', '#3f7d3a'],
  [
    /(cabbage|kale|spinach|lettuce|romaine|arugula|rocket|chard|collard|bok choy|watercress|sprout)/,
    'leafy',
    'leaf',
    '#4f9a3c',
  ],
  [/(nori|seaweed|kelp|kombu)/, 'leafy', 'leaf', '#22402c'],
  [/(rosemary|thyme|tarragon|lavender|pine)/, 'leafy', 'needles', '#4f7d4a'],
  [
    /(basil|mint|parsley|cilantro|coriander|dill|chive|sage|oregano|bay leaf|curry leaf|herb|capers)/,
    'leafy',
    'sprig',
    '#4f9a3c',
  ],
];

const FALLBACK: Omit<FoodSketch, 'name'> = { category: 'leafy', variant: 'sprig', color: '#4f9a3c' };

/**
 * What to draw for an ingredient name; unknown names become a herb sprig, which reads as a fresh
 * garnish on any dish.
 *
 * @example
 * categorizeIngredient('lamb shank') // { category: 'meat', variant: 'shank', ... }
 */
export function categorizeIngredient(name: string): FoodSketch {
  const lower = name.toLowerCase();
  for (const [pattern, category, variant, color] of RULES) {
    if (pattern.test(lower)) return { name, category, variant, color };
  }
  return { name, ...FALLBACK };
}
