import { describe, expect, it } from 'vitest';
import { FOODS } from './foods/index.ts';
import type { Allergen, DietFacts } from './types.ts';

/**
 * What a food's label declares, judged from its id and name (hyphens read as spaces, lower case): a
 * food called so must carry these allergens and diet facts unless `unless` matches too.
 */
interface LabelRule {
  pattern: RegExp;
  unless?: RegExp;
  allergens?: Allergen[];
  /** Allergens it carries or, where only the pack can say, may carry (`Food.mayContain`). */
  mayContain?: Allergen[];
  diet?: Array<keyof DietFacts>;
  why: string;
}

const NOT_DAIRY =
  /coconut|\boat\b|\bsoy|almond|plant.based|vegan|dairy.free|peanut|nut butter|cocoa butter|cream of tartar/;
const NOT_WHEAT = /gluten.free|\brice\b|\bcorn\b|buckwheat|chickpea|tapioca|glutinous|almond|coconut/;

const LABEL_RULES: LabelRule[] = [
  { pattern: /chocolate/, allergens: ['soy'], why: 'soy lecithin is the usual emulsifier' },
  {
    pattern: /chocolate/,
    unless: /dairy.free|vegan/,
    allergens: ['milk'],
    diet: ['dairy'],
    why: 'milk solids or milk fat, or made on milk-chocolate lines',
  },
  {
    pattern:
      /\b(milk|buttermilk|cream|butter|ghee|cheese|cheddar|parmesan|mozzarella|feta|gruy[eè]re|mascarpone|ricotta|paneer|halloumi|queso|yogh?urt|whey|custard|naan|brioche|croissant|english muffin)\b/,
    unless: NOT_DAIRY,
    allergens: ['milk'],
    diet: ['dairy'],
    why: 'made from milk',
  },
  {
    pattern: /\beggs?\b|mayonnaise|aioli|challah|brioche|ladyfingers?|savoiardi|meringue|custard/,
    unless: /flax|vegan|egg.free/,
    allergens: ['egg'],
    diet: ['egg'],
    why: 'made with egg',
  },
  {
    pattern:
      /\b(bread|breadcrumbs|panko|bagel|muffin|baguette|pita|tortilla|buns?|naan|brioche|croissant|pastry|phyllo|filo|wrappers?|pasta|spaghetti|linguine|noodles?|couscous|bulgur|flour|seitan|semolina|ladyfingers|challah|soy sauce)\b/,
    unless: NOT_WHEAT,
    allergens: ['wheat'],
    diet: ['gluten'],
    why: 'made from wheat',
  },
  {
    pattern: /\bsoy|\bsoya|tofu|\bmiso\b|\btamari\b|edamame|tempeh|sandwich bread|english muffin/,
    allergens: ['soy'],
    why: 'soy, or soy flour and lecithin in the dough',
  },
  { pattern: /sesame|tahini|za.?atar|halva|hummus/, allergens: ['sesame'], why: 'sesame' },
  { pattern: /peanut|satay/, allergens: ['peanuts'], why: 'peanuts' },
  {
    pattern:
      /almond|walnut|pecan|cashew|pistachio|hazelnut|pine nut|macadamia|brazil nut|marzipan|praline|frangipane|pesto/,
    allergens: ['tree-nuts'],
    why: 'tree nuts',
  },
  { pattern: /pesto/, unless: /vegan/, allergens: ['milk'], diet: ['dairy'], why: 'parmesan' },
  {
    pattern:
      /\bfish\b|anchov|salmon|\bcod\b|haddock|tuna|sardine|mackerel|trout|sea bass|bonito|dashi|worcestershire|caesar/,
    allergens: ['fish'],
    diet: ['fish'],
    why: 'fish',
  },
  {
    pattern:
      /shrimp|prawn|crab|lobster|langoustine|crayfish|scampi|(red|green|yellow|thai|massaman|panang) curry paste/,
    unless: /vegan/,
    allergens: ['crustacean'],
    diet: ['shellfish'],
    why: 'crustaceans (Thai curry pastes hold shrimp paste)',
  },
  {
    pattern: /mussel|clam|oyster|cockle|scallop|squid|calamari|octopus|whelk|winkle|snail|escargot/,
    unless: /vegan|vegetarian|mushroom/,
    allergens: ['molluscs'],
    diet: ['shellfish'],
    why: 'molluscs (oyster sauce is made from oysters)',
  },
  { pattern: /mustard|dijon|mayonnaise|aioli|piccalilli|curry powder/, allergens: ['mustard'], why: 'mustard' },
  {
    pattern: /celery|celeriac|\bstock\b|bouillon|curry powder/,
    allergens: ['celery'],
    why: 'celery (stock and curry powders are made with it)',
  },
  {
    pattern: /\bwine\b|balsamic|sherry|\bport\b|vermouth|dried apricot|golden raisin|sultana|\bdijon|sausage/,
    unless: /\bandouille\b/,
    allergens: ['sulphites'],
    why: 'sulphites over 10 mg/kg (wine, wine vinegars, sulphured fruit, Dijon, British sausages)',
  },
  { pattern: /lupin|lupine/, allergens: ['lupin'], why: 'lupin' },
  {
    pattern: /gluten.free (flour|bread)/,
    mayContain: ['lupin', 'soy'],
    why: 'lupin flour in many EU gluten-free blends and loaves, soy flour in some',
  },
  {
    pattern: /plant.based butter|vegan butter|dairy.free (butter|spread)/,
    mayContain: ['tree-nuts', 'soy'],
    why: 'almond or cashew in some blocks, soya lecithin in some spreads',
  },
  { pattern: /vegan mayonnaise/, mayContain: ['soy'], why: 'soy protein in many egg-free mayonnaises' },
  { pattern: /worcestershire/, allergens: ['fish'], diet: ['fish'], why: 'anchovy' },
];

describe('foods', () => {
  it('declare the allergens and diet facts their labels would, judged by what they are called', () => {
    const problems: string[] = [];
    for (const f of FOODS) {
      const text = `${f.id.replaceAll('-', ' ')} ${f.name}`.toLowerCase();
      for (const rule of LABEL_RULES) {
        if (!rule.pattern.test(text) || rule.unless?.test(text)) continue;
        for (const allergen of rule.allergens ?? [])
          if (!f.allergens.includes(allergen)) problems.push(`${f.id}: no ${allergen} (${rule.why})`);
        for (const allergen of rule.mayContain ?? [])
          if (!f.allergens.includes(allergen) && !f.mayContain?.includes(allergen))
            problems.push(`${f.id}: may contain ${allergen}, not said (${rule.why})`);
        for (const fact of rule.diet ?? []) if (!f.diet[fact]) problems.push(`${f.id}: not ${fact} (${rule.why})`);
      }
      if (/dairy.free|vegan|plant.based/.test(text) && f.diet.dairy)
        problems.push(`${f.id}: named dairy-free, but dairy`);
      // Oats are on the EU's list whether or not they are certified: 'Oats (certified gluten-free)'.
      if (/\boats?\b/.test(text) && !f.diet.gluten && f.glutenFreeCereal !== 'oats')
        problems.push(`${f.id}: made from oats, but declares neither gluten nor certified oats`);
    }
    expect(problems).toEqual([]);
  });
});
