import {
  formatMinutes,
  rarityRank,
  type Rarity,
  type RecipeType,
  type Theme,
  type WizardClass,
} from '@feastforge/domain';
import { pick, type Rng } from '../rng.ts';
import { fitting, type DishFact } from './dish-facts.ts';
import { BIOMES, CLASSES } from './lexicon.ts';

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'de',
  'del',
  'di',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'con',
  'y',
  'e',
  'au',
  'à',
  'la',
  'le',
]);

// The first letter of a word, after any opening punctuation: '(peppered' → 'p', 'çorbası)' → 'ç'.
const FIRST_LETTER = /^(\P{L}*)(\p{L})/u;

function capitalized(word: string): string {
  return word.replace(FIRST_LETTER, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

/**
 * 'braised lamb shanks with gremolata' → 'Braised Lamb Shanks with Gremolata'. A word that opens a
 * bracket starts a phrase of its own: 'mussels (peppered mussels)' → 'Mussels (Peppered Mussels)'.
 */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalized(word)))
    .join(' ');
}

export interface NamingInput {
  dish: string;
  theme: Theme;
  characterClass: WizardClass;
  rarity: Rarity;
}

export interface TitleInput extends NamingInput {
  /** What the dish is (dish-facts.ts): no smouldering gazpacho, no frostbitten stew. */
  facts: ReadonlySet<DishFact>;
}

/**
 * A fantasy title that always contains the real dish, grander with rarity, its adjective true of
 * the dish: common 'Hearthfire Braised Lamb Shanks', legendary 'The Legendary Ember Braised Lamb
 * Shanks of the Warlord of Cinderpeak'.
 */
export function fantasyTitle(rng: Rng, input: TitleInput): string {
  const biome = BIOMES[input.theme];
  const cls = CLASSES[input.characterClass];
  const dish = titleCase(input.dish);
  const adjective = pick(rng, fitting(biome.adjectives, input.facts));
  const place = pick(rng, biome.places);
  const title = pick(rng, cls.titles);
  const rank = rarityRank(input.rarity);
  const patterns: Array<() => string> =
    rank <= 1
      ? [() => `${adjective} ${dish}`, () => `${dish} of ${place}`, () => `The ${title}'s ${dish}`]
      : rank === 2
        ? [
            () => `The ${title}'s ${adjective} ${dish}`,
            () => `${adjective} ${dish} of ${place}`,
            () => `${place} ${title}'s ${dish}`,
          ]
        : rank === 3
          ? [
              () => `The ${adjective} ${title}'s ${dish} of ${place}`,
              () => `${dish}, as Served in ${place} by the ${title}`,
            ]
          : rank === 4
            ? [
                () => `The ${title}'s Epic ${adjective} ${dish} of ${place}`,
                () => `${adjective} ${dish}, Pride of the ${title}s of ${place}`,
              ]
            : [
                () => `The Legendary ${adjective} ${dish} of the ${title} of ${place}`,
                () => `${dish} of the Fabled ${title}: the ${adjective} Feast of ${place}`,
              ];
  // A place may begin with 'the' ('the Rimewall'): a title that opens with it still opens with a capital.
  return capitalized(
    pick(rng, patterns)()
      .replace(/\bthe the\b/gi, 'the')
      .replace(/\bof the the\b/gi, 'of the'),
  );
}

const TYPE_WORDS: Record<RecipeType, string> = {
  breakfast: 'breakfast',
  starter: 'starter',
  main: 'main course',
  dessert: 'dessert',
  snacks: 'snack',
  elixir: 'drink',
};

/** How a description says the difficulty: 'a medium dessert' reads as a size. */
const DIFFICULTY_WORDS: Record<string, string> = {
  easy: 'an easy',
  medium: 'a medium-difficulty',
  hard: 'a challenging',
};

function withArticle(word: string): string {
  return DIFFICULTY_WORDS[word] ?? (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
}

export interface DescriptionInput extends NamingInput {
  recipeType: RecipeType;
  servings: number;
  totalMinutes: number;
  difficulty: string;
  /** What the dish is (dish-facts.ts): only phrases true of it are chosen. */
  facts: ReadonlySet<DishFact>;
}

/** Two to four sentences: what the dish really is, for whom, and the biome's mood (more with rarity). */
export function fantasyDescription(rng: Rng, input: DescriptionInput): string {
  const biome = BIOMES[input.theme];
  const cls = CLASSES[input.characterClass];
  const people = input.servings === 1 ? '1 person' : `${input.servings} people`;
  const sentences = [
    `${input.dish.charAt(0).toUpperCase()}${input.dish.slice(1)}: ${withArticle(input.difficulty.toLowerCase())} ${TYPE_WORDS[input.recipeType]} for ${people}, ready in ${formatMinutes(input.totalMinutes)}, ${pick(rng, fitting(cls.traits, input.facts))}.`,
    `Conjured with ${pick(rng, fitting(biome.imagery, input.facts))}.`,
  ];
  if (rarityRank(input.rarity) >= 3) sentences.push(pick(rng, fitting(biome.lore, input.facts)));
  if (rarityRank(input.rarity) >= 5)
    sentences.push('Only a handful of cooks in the realm have ever set this on a table.');
  return sentences.join(' ');
}

/**
 * Chef's notes: practical advice first, the swaps made for dietary needs, the safety notes (raw egg,
 * how the dish keeps, decided from its foods in keeping.ts), then lore by rarity.
 */
export function chefsNotes(
  rng: Rng,
  input: NamingInput & {
    swapNotes: readonly string[];
    safetyNotes: readonly string[];
    description: string;
    facts: ReadonlySet<DishFact>;
  },
): string {
  const cls = CLASSES[input.characterClass];
  const biome = BIOMES[input.theme];
  const notes = [pick(rng, fitting(cls.advice, input.facts)), ...input.swapNotes, ...input.safetyNotes];
  // A lore line the description has not told already.
  const freshLore = fitting(biome.lore, input.facts).filter((line) => !input.description.includes(line));
  if (rarityRank(input.rarity) >= 2 && freshLore.length > 0) notes.push(pick(rng, freshLore));
  return notes.join(' ');
}
