import { describe, expect, it } from 'vitest';
import { WizardChoicesSchema } from '../recipe.ts';
import { ProfilePatchBody } from '../auth.ts';
import {
  LARDER_MAX,
  LARDER_MESSAGES,
  LARDER_NAMES,
  larderFoodOf,
  larderFoodOfIngredient,
  larderLineMarks,
  LarderSchema,
  larderSuggestions,
  larderUse,
  larderUseLine,
} from './larder.ts';
import { LARDER_SYNONYMS } from './larder-synonyms.ts';

const FOODS = Object.entries(LARDER_NAMES);

describe('larderFoodOf', () => {
  it.each(FOODS)('%s: its own name and plural, in any case, name it', (id, { name, plural }) => {
    expect(larderFoodOf(name)).toBe(id);
    expect(larderFoodOf(name.toUpperCase())).toBe(id);
    expect(larderFoodOf(plural ?? `${name}s`)).toBe(id);
    expect(larderFoodOf(` ${name} `)).toBe(id);
  });

  it('understands synonyms, spacing and plurals', () => {
    expect(larderFoodOf('chick peas')).toBe('canned-chickpeas');
    expect(larderFoodOf('Chickpeas')).toBe('canned-chickpeas');
    expect(larderFoodOf('garbanzo')).toBe('canned-chickpeas');
    expect(larderFoodOf('garbanzo beans')).toBe('canned-chickpeas');
    expect(larderFoodOf('courgettes')).toBe('zucchini');
    expect(larderFoodOf('aubergine')).toBe('eggplant');
    expect(larderFoodOf('spring onions')).toBe('scallion');
    expect(larderFoodOf('prawns')).toBe('shrimp');
    expect(larderFoodOf('lemons')).toBe('lemon');
    expect(larderFoodOf('tomatoes')).toBe('tomato');
    expect(larderFoodOf('jalapeño')).toBe('jalapeno');
    expect(larderFoodOf('flour')).toBe('all-purpose-flour');
    expect(larderFoodOf('tamari')).toBe('tamari');
  });

  it('knows no food for words that are not one', () => {
    expect(larderFoodOf('dragon scales')).toBeUndefined();
    expect(larderFoodOf('')).toBeUndefined();
    expect(larderFoodOf('!!!')).toBeUndefined();
  });

  it('gives every synonym to one food, never one that is another food’s own name', () => {
    const own = new Map<string, string>();
    for (const [id, { name, plural }] of FOODS) for (const text of [name, plural ?? `${name}s`]) own.set(text, id);
    for (const [id, synonyms] of Object.entries(LARDER_SYNONYMS)) {
      expect(LARDER_NAMES[id], `${id} is a larder food`).toBeDefined();
      for (const synonym of synonyms) expect(larderFoodOf(synonym), `'${synonym}' names ${id}`).toBe(id);
    }
  });
});

describe('larderSuggestions', () => {
  it.each(FOODS)('%s: its own name and plural suggest it first', (id, { name, plural }) => {
    expect(larderSuggestions(name)[0]?.id).toBe(id);
    expect(larderSuggestions(plural ?? `${name}s`)[0]?.id).toBe(id);
  });

  it('offers the food a synonym names, saying which synonym matched', () => {
    expect(larderSuggestions('garbanzo')[0]).toEqual({
      id: 'canned-chickpeas',
      name: 'canned chickpeas',
      matched: 'garbanzo',
    });
  });

  it('puts foods starting with the words first, and leaves out those already chosen', () => {
    const names = larderSuggestions('chick').map((s) => s.id);
    expect(names).toContain('canned-chickpeas');
    expect(names).toContain('chickpea-flour');
    expect(larderSuggestions('chick', { exclude: ['canned-chickpeas'] }).map((s) => s.id)).not.toContain(
      'canned-chickpeas',
    );
    expect(larderSuggestions('lem')[0]?.id).toBe('lemon');
    expect(larderSuggestions('lemons')[0]?.id).toBe('lemon');
    expect(larderSuggestions('chick peas')[0]?.id).toBe('canned-chickpeas');
    expect(larderSuggestions('  ')).toEqual([]);
    expect(larderSuggestions('a', { limit: 3 })).toHaveLength(3);
  });
});

describe('LarderSchema', () => {
  it('turns names into food ids, each once', () => {
    expect(LarderSchema.parse(['chick peas', 'garbanzo', 'spinach', 'lemon'])).toEqual([
      'canned-chickpeas',
      'spinach',
      'lemon',
    ]);
  });

  it('refuses an unknown food by name, and more than 12', () => {
    const unknown = LarderSchema.safeParse(['spinach', 'dragon scales']);
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe(LARDER_MESSAGES.unknown('dragon scales'));
    // Names every object answers to are no foods either.
    for (const name of ['constructor', 'toString', '__proto__'])
      expect(LarderSchema.safeParse([name]).error?.issues[0]?.message).toBe(LARDER_MESSAGES.unknown(name));
    const many = FOODS.slice(0, LARDER_MAX + 1).map(([id]) => id);
    const tooMany = LarderSchema.safeParse(many);
    expect(tooMany.error?.issues[0]?.message).toBe('Choose up to 12 larder foods');
    expect(LarderSchema.parse(many.slice(0, LARDER_MAX))).toHaveLength(LARDER_MAX);
  });

  it('is optional in the wizard choices and the profile edit, and validated there', () => {
    const choices = { theme: 'coastal-cove', characterClass: 'bard', recipeType: 'main' };
    expect(WizardChoicesSchema.parse(choices).larder).toBeUndefined();
    expect(WizardChoicesSchema.parse({ ...choices, larder: ['garbanzo'] }).larder).toEqual(['canned-chickpeas']);
    expect(WizardChoicesSchema.safeParse({ ...choices, larder: ['unobtainium'] }).success).toBe(false);
    expect(ProfilePatchBody.parse({ larder: ['salt', 'olive oil', 'flour'] })).toEqual({
      larder: ['salt', 'olive-oil', 'all-purpose-flour'],
    });
    expect(ProfilePatchBody.safeParse({ larder: ['moon dust'] }).success).toBe(false);
  });
});

describe('larder use', () => {
  it('counts a labelled variant as the food it is a variant of', () => {
    expect(larderFoodOfIngredient('vegetarian-parmesan')).toBe('parmesan');
    expect(larderFoodOfIngredient('gluten-free-chicken-stock')).toBe('chicken-stock');
    expect(larderFoodOfIngredient('gluten-free-flour-blend')).toBe('gluten-free-flour-blend');
    expect(larderFoodOfIngredient('dragon-scale')).toBeUndefined();
    expect(larderUse(['parmesan', 'lemon'], ['vegetarian-parmesan', 'dry-pasta'])).toEqual({
      asked: ['parmesan', 'lemon'],
      used: ['parmesan'],
    });
  });

  it('says how many were used, or that none fit', () => {
    expect(larderUseLine({ asked: ['a', 'b', 'c', 'd'], used: ['a', 'b', 'c'] })).toBe('Uses 3 of your 4 larder foods');
    expect(larderUseLine({ asked: ['a'], used: ['a'] })).toBe('Uses 1 of your 1 larder food');
    expect(larderUseLine({ asked: ['a', 'b'], used: [] })).toBe('None of your larder foods fit this recipe');
  });

  it('marks the lines whose food is a used larder food', () => {
    const marks = larderLineMarks({
      ingredients: ['1 lemon', '200 g pasta', '30 g cheese'],
      measures: [{ food: 'lemon' }, { food: 'dry-pasta' }, { food: 'vegetarian-parmesan' }],
      larderUse: { asked: ['lemon', 'parmesan', 'salt'], used: ['lemon', 'parmesan'] },
    });
    expect(marks).toEqual([true, false, true]);
    expect(larderLineMarks({ ingredients: ['1 lemon'] })).toEqual([false]);
  });
});
