import { BOOSTERS } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import {
  boosterEffect,
  clampPartySize,
  finalChoices,
  initialChoices,
  insufficientMana,
  isStepValid,
  nextLabel,
  partySizeLabel,
  rarityBonusText,
  restoreStep,
  sanitizeChoices,
  stepError,
  trialsLeftText,
  wizardSteps,
} from './wizard-rules.ts';

const complete = {
  ...initialChoices(),
  theme: 'coastal-cove',
  characterClass: 'bard',
  recipeType: 'main',
} as const;

describe('wizard steps', () => {
  it('gives members the sixth step, Mana Booster', () => {
    expect(wizardSteps(false).map((s) => s.title)).toEqual([
      'Choose Biome',
      'Select Class',
      'Recipe Type',
      'Party Size',
      'Dietary Needs',
    ]);
    expect(
      wizardSteps(true)
        .map((s) => s.title)
        .at(-1),
    ).toBe('Mana Booster');
    expect(wizardSteps(true)).toHaveLength(6);
  });

  it('needs a theme, class and recipe type; party size in range; dietary and booster always pass', () => {
    const fresh = initialChoices();
    expect(isStepValid('biome', fresh)).toBe(false);
    expect(isStepValid('class', fresh)).toBe(false);
    expect(isStepValid('type', fresh)).toBe(false);
    expect(isStepValid('party', fresh)).toBe(true);
    expect(isStepValid('party', { partySize: 0 })).toBe(false);
    expect(isStepValid('party', { partySize: 21 })).toBe(false);
    expect(isStepValid('dietary', {})).toBe(true);
    expect(isStepValid('booster', {})).toBe(true);
    expect(isStepValid('biome', complete)).toBe(true);
  });

  it('explains a missing choice in the schema words', () => {
    expect(stepError('biome')).toBe('Please choose a biome');
    expect(stepError('class')).toBe('Please choose a class');
    expect(stepError('type')).toBe('Please choose a recipe type');
  });

  it("labels the last button 'Generate Recipe' for members and 'Continue' otherwise", () => {
    expect(nextLabel(true, true)).toBe('Generate Recipe');
    expect(nextLabel(true, false)).toBe('Continue');
    expect(nextLabel(false, true)).toBe('Continue');
  });
});

describe('drafts', () => {
  it('reopens on the saved step but never past a step that still needs a choice', () => {
    const steps = wizardSteps(true);
    expect(restoreStep(4, steps, complete)).toBe(4);
    expect(restoreStep(99, steps, complete)).toBe(5);
    expect(restoreStep(4, steps, { ...complete, characterClass: undefined })).toBe(1);
    expect(restoreStep(-3, steps, complete)).toBe(0);
    expect(restoreStep(Number.NaN, steps, complete)).toBe(0);
  });

  it('keeps only stored values that are still valid choices', () => {
    expect(
      sanitizeChoices({
        theme: 'moon-base',
        characterClass: 'bard',
        recipeType: 'elixir',
        partySize: 40,
        dietary: ['vegan', 'carnivore', 'vegan'],
        manaCost: 7,
      }),
    ).toEqual({ characterClass: 'bard', recipeType: 'elixir', partySize: 4, dietary: ['vegan'], manaCost: 1 });
    expect(sanitizeChoices(null)).toEqual(initialChoices());
  });

  it('keeps the larder foods the tome still knows, each once', () => {
    expect(sanitizeChoices({ larder: ['canned-chickpeas', 'dragon-scale', 'garbanzo', 7, 'lemon'] }).larder).toEqual([
      'canned-chickpeas',
      'lemon',
    ]);
    expect(sanitizeChoices({ larder: ['dragon-scale'] }).larder).toBeUndefined();
    expect(finalChoices({ ...complete, larder: ['spinach'] }, true)?.larder).toEqual(['spinach']);
  });

  it('finishes the choices for the request; visitors always pay 1 mana', () => {
    expect(finalChoices({ ...complete, manaCost: 10 }, true)).toEqual({ ...complete, manaCost: 10 });
    expect(finalChoices({ ...complete, manaCost: 10 }, false)?.manaCost).toBe(1);
    expect(finalChoices({ ...complete, theme: undefined }, true)).toBeNull();
  });
});

describe('party size', () => {
  it('stays within 1 to 20 and reads person or people', () => {
    expect(clampPartySize(0)).toBe(1);
    expect(clampPartySize(21)).toBe(20);
    expect(partySizeLabel(1)).toBe('1 person');
    expect(partySizeLabel(2)).toBe('2 people');
  });
});

describe('mana and boosters', () => {
  it('asks for the booster cost when the balance is below it', () => {
    expect(insufficientMana(4, 5)).toBe('You need 5 mana to conjure this recipe. Visit the shop to purchase more!');
    expect(insufficientMana(25, 20)).toBeNull();
    expect(insufficientMana(20, 20)).toBeNull();
    expect(insufficientMana(0, 1)).toBe('You need 1 mana to conjure this recipe. Visit the shop to purchase more!');
    // No profile on this device yet: the server decides.
    expect(insufficientMana(undefined, 20)).toBeNull();
  });

  it('describes each booster by its rarity floor', () => {
    expect(BOOSTERS.map((b) => boosterEffect(b.floor))).toEqual([
      'All rarities',
      'Uncommon or better',
      'Rare or better',
      'Epic or better',
    ]);
  });

  it('words the level rarity bonus', () => {
    expect(rarityBonusText(1)).toBe('No rarity boost yet (unlocks at Level 5)');
    expect(rarityBonusText(4)).toBe('No rarity boost yet (unlocks at Level 5)');
    expect(rarityBonusText(5)).toBe('+5% rarity boost from Level 5 (next boost at Level 10)');
    expect(rarityBonusText(12)).toBe('+10% rarity boost from Level 12 (next boost at Level 15)');
    expect(rarityBonusText(20)).toBe('+20% rarity boost from Level 20 (maximum)');
    expect(rarityBonusText(31)).toBe('+20% rarity boost from Level 31 (maximum)');
  });

  it('counts trials in words', () => {
    expect(trialsLeftText(3)).toBe('You have 3 free trial recipes left');
    expect(trialsLeftText(1)).toBe('You have 1 free trial recipe left');
  });
});
