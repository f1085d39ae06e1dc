import type { Dietary } from '@feastforge/domain';
import type { WordGroup } from './word-group.ts';
import {
  BEE_GROUP,
  DAIRY_GROUP,
  EGG_GROUP,
  FISH_GROUP,
  INSECT_GROUP,
  MEAT_GROUP,
  SLAUGHTER_GROUP,
} from './words-animal.ts';
import { RENNET_CHEESE_GROUP } from './words-cheese.ts';
import { GLUTEN_GROUP } from './words-plant.ts';

/**
 * Which word groups each diet reads (`RULES`), and the phrases every diet allows. The groups
 * themselves, each with its own allowed phrases, are in words-animal.ts and words-plant.ts.
 */

/**
 * Clauses every diet reads the same way: what they name is explicitly not used. The object of a
 * swap ('Oat milk replaces dairy milk one for one') and the storage advice 'in the fridge if it
 * contains dairy, egg or meat'. Read before anything else, up to the end of the clause.
 */
export const ABSENT_CLAUSES = [
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
export const ABSENT_WORDS = [String.raw`\p{L}+-free`, String.raw`non-\p{L}+`, String.raw`without (?:any )?[\p{L}-]+`];

/**
 * Each diet reads its groups separately, so one group's allowed phrase never hides another's word
 * ('goat's cheese' is not meat, but it is still cheese to a vegan).
 */
export const RULES: Record<Dietary, readonly WordGroup[]> = {
  // Cheese set with animal rennet is not vegetarian; pescatarians commonly eat it (docs/knowledge-base.md).
  vegetarian: [MEAT_GROUP, SLAUGHTER_GROUP, FISH_GROUP, RENNET_CHEESE_GROUP],
  // Fish and shellfish are fine; meat and what slaughter gives are not.
  pescatarian: [
    { ...MEAT_GROUP, allowed: [...MEAT_GROUP.allowed, '(?:salmon|tuna|swordfish|fish|cod|halibut) steaks?'] },
    SLAUGHTER_GROUP,
  ],
  vegan: [MEAT_GROUP, SLAUGHTER_GROUP, FISH_GROUP, DAIRY_GROUP, EGG_GROUP, BEE_GROUP, INSECT_GROUP],
  'dairy-free': [DAIRY_GROUP],
  'gluten-free': [GLUTEN_GROUP],
  'egg-free': [EGG_GROUP],
};
