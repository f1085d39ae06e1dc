import type { RecipeData } from '@feastforge/domain';
import { buildRecipeData } from '@feastforge/domain/testing';
import { describe, expect, it } from 'vitest';
import { toLocalRecipe } from '../../data/tome-db.ts';
import { ALL, filterTome, isFiltered, NO_FILTER } from './tome-filter.ts';

const base = buildRecipeData({ title: 'x', description: 'x', recipeType: 'main', rarity: 'common' });
const recipe = (id: string, data: Partial<RecipeData>) =>
  toLocalRecipe({ id, userId: 'u', isPublished: false, createdAt: id, recipeData: { ...base, ...data } });

const tome = [
  recipe('1', { title: 'Dragonfire Chili', description: 'Beans and smoke.', recipeType: 'main', rarity: 'epic' }),
  recipe('2', { title: 'Elven Honey Cakes', description: 'Light as a DRAGON feather.', recipeType: 'dessert' }),
  recipe('3', { title: 'Frost Tea', description: 'A cold elixir.', recipeType: 'elixir', rarity: 'rare' }),
];
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('filterTome', () => {
  it('keeps everything without a filter', () => {
    expect(ids(filterTome(tome, NO_FILTER))).toEqual(['1', '2', '3']);
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it('searches title and description ignoring case and surrounding spaces', () => {
    expect(ids(filterTome(tome, { ...NO_FILTER, search: '  dragon ' }))).toEqual(['1', '2']);
    expect(ids(filterTome(tome, { ...NO_FILTER, search: 'ELIXIR' }))).toEqual(['3']);
    expect(ids(filterTome(tome, { ...NO_FILTER, search: 'pancake' }))).toEqual([]);
  });

  it('combines search with the type and rarity filters', () => {
    expect(ids(filterTome(tome, { search: 'dragon', type: 'dessert', rarity: ALL }))).toEqual(['2']);
    expect(ids(filterTome(tome, { search: '', type: ALL, rarity: 'rare' }))).toEqual(['3']);
    expect(ids(filterTome(tome, { search: 'dragon', type: 'main', rarity: 'common' }))).toEqual([]);
    expect(isFiltered({ ...NO_FILTER, rarity: 'rare' })).toBe(true);
  });
});
