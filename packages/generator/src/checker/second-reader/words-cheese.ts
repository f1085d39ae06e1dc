import { qualified, type WordGroup } from './word-group.ts';

/**
 * The word group for cheese set with animal rennet, which a vegetarian does not eat: the cheeses
 * whose own rules require calf or lamb rennet (Parmigiano-Reggiano, Grana Padano, pecorino,
 * Gruyère, Emmental, Comté, traditional Manchego, Gorgonzola, Roquefort) and the rennet-set cheeses
 * sold both ways (feta, cheddar, mozzarella), which a vegetarian recipe names as the vegetarian
 * kind. Acid-set cheeses (paneer, ricotta, mascarpone, cream cheese) take no rennet and are not here.
 * Pescatarians commonly eat traditional cheese, so only the vegetarian reading has this group.
 */
const RENNET_CHEESE = [
  'parmesan',
  'parmigiano(?:[- ]reggiano)?',
  'reggiano',
  'grana padano',
  'grana',
  'pecorino',
  'gruy[eè]re',
  'emmenth?al(?:er)?',
  'comt[eé]',
  'beaufort',
  'appenzeller',
  'raclette',
  'manchego',
  'gorgonzola',
  'roquefort',
  'stilton',
  'blue cheeses?',
  'taleggio',
  'fontina',
  'asiago',
  'reblochon',
  'provolone',
  'feta',
  'cheddar',
  'mozzarellas?',
  'burrata',
  'halloumi',
  'gouda',
  'edam',
  'brie',
  'camembert',
  'monterey jack',
  'queso fresco',
  'cotija',
  "goats?'?s? cheeses?",
  'ch[eè]vre',
];

const RENNET_CHEESE_ALLOWED = [
  // 'vegetarian hard cheese', 'vegetarian Gruyère-style cheese', 'vegetarian soft goat's cheese'.
  String.raw`(?:vegetarian|vegan|plant-based|dairy-free|rennet-free) (?:[\p{L}'-]+ ){0,2}cheeses?`,
  qualified('vegetarian', 'vegan', 'plant-based', 'dairy-free', 'rennet-free'),
  // '40 g pecorino, made without animal rennet': the line says which kind to buy.
  String.raw`[\p{L}'-]+(?: [\p{L}'-]+){0,2},? \(?(?:made |set )?(?:without animal rennet|with (?:microbial|vegetable|vegetarian|non-animal) rennet)`,
  // The swap note 'Nutritional yeast brings the savoury, cheesy note of parmesan' compares a flavour.
  'note of parmesan',
];

export const RENNET_CHEESE_GROUP: WordGroup = {
  words: RENNET_CHEESE,
  allowed: RENNET_CHEESE_ALLOWED,
  backReferences: true,
};
