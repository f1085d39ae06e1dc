/**
 * What kind of produce a food is, by the name a cook calls it: facts about foods, not rules about
 * dishes. The engine's dish facts (what a description may claim) and the claims checker (what a
 * description claims untruly) both read them, each with its own thresholds; a food missing here is
 * fixed once, for both.
 */

/** Produce a cook peels or trims, whose ends and peelings can go into a stock pot. */
export const TRIMMED_PRODUCE =
  /\b(onions?|shallots?|leeks?|carrots?|celery|celeriac|fennel|mushrooms?|parsley|cilantro|coriander|scallions?|spring onions?|parsnips?|turnips?)\b/i;

/** A vegetable a dish can be built of: not garlic, a spice or a herb. */
export const VEGETABLE =
  /\b(onions?|shallots?|leeks?|carrots?|celery|celeriac|fennel|mushrooms?|scallions?|potato(?:es)?|tomato(?:es)?|bell peppers?|red peppers?|zucchini|courgettes?|cabbage|kale|chard|spinach|corn|cauliflower|broccoli|eggplant|aubergine|squash|pumpkin|parsnips?|turnips?|beetroots?|beets?|peas|green beans|lettuce|romaine|cucumber|asparagus|okra|radish\w*)\b/i;

/**
 * A product made of a vegetable but no vegetable itself: black pepper, ground ginger, tomato paste,
 * celery salt, tortilla chips.
 */
export const VEGETABLE_PRODUCT =
  /\b(black pepper|white pepper|ground|powder|dried|paste|sauce|stock|broth|flakes|oil|seeds?|vinegar|juice|ketchup|pur[eé]e|salt|tortillas?|chips|flour|starch|meal|syrup)\b/i;
