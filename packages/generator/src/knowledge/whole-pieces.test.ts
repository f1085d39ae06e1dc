import { describe, expect, it } from 'vitest';
import { FOOD_BY_ID } from './foods/index.ts';
import { BASE_RECIPES } from './recipes/index.ts';

/** Words after a whole piece's name that make it a part of it, which stays singular: 'the chicken juices'. */
const PART = /^(?:juices?|skin|fat|bones?|carcass|cavity|flesh|meat|breast|legs?|thighs?|wings?)\b/i;

describe('a food cooked whole', () => {
  it.each(BASE_RECIPES.map((r) => [r.id, r] as const))(
    '%s names it in its steps by its template reference, so five chickens are not rested as one',
    (_id, recipe) => {
      const literal: string[] = [];
      for (const ingredient of recipe.ingredients.filter((i) => i.whole)) {
        const food = FOOD_BY_ID.get(ingredient.food);
        const noun = food?.name.split(' ').at(-1);
        if (!noun) continue;
        recipe.steps.forEach((step, i) => {
          const plain = step.replace(/\{[^{}]*\}/g, '{}');
          for (const m of plain.matchAll(
            new RegExp(`\\b(?:the|each|every|rest|roast|carve)\\s+${noun}\\b\\s*(\\w*)`, 'gi'),
          ))
            if (!PART.test(m[1] ?? '')) literal.push(`step ${i + 1}: '${m[0]}'`);
        });
      }
      expect(literal).toEqual([]);
    },
  );
});
