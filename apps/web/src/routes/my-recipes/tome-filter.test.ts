import type { RecipeData } from '@feastforge/domain';
import { buildRecipeData } from '@feastforge/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLocalRecipe } from '../../data/tome-db.ts';
import { ALL, filterTome, isFiltered, NO_FILTER, searchable, tomeSearch, type TomeFilter } from './tome-filter.ts';

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

describe('tomeSearch', () => {
  it('keeps what filterTome keeps, whatever is typed, deleted or chosen in between', () => {
    const filter = fc.record({
      search: fc.constantFrom('', 'd', 'dr', 'dragon', ' dragon ', 'dragonf', 'e', 'el', 'elixir', 'x'),
      type: fc.constantFrom(ALL, 'main', 'dessert'),
      rarity: fc.constantFrom(ALL, 'common', 'epic'),
    });
    fc.assert(
      fc.property(fc.array(filter, { maxLength: 12 }), (filters) => {
        const search = tomeSearch(tome);
        for (const f of filters) expect(ids(search(f))).toEqual(ids(filterTome(tome, f)));
      }),
    );
  });

  it('reads only the last matches while the search grows', () => {
    let reads = 0;
    const counted = tome.map((r) => {
      const copy = { ...r };
      Object.defineProperty(copy, 'search', {
        get: () => {
          reads += 1;
          return r.search;
        },
      });
      return copy;
    });
    const search = tomeSearch(counted);
    const typed = (text: string): TomeFilter => ({ ...NO_FILTER, search: text });

    expect(ids(search(typed('dr')))).toEqual(['1', '2']);
    reads = 0;
    expect(ids(search(typed('dragon')))).toEqual(['1', '2']);
    expect(reads).toBe(2);
    reads = 0;
    expect(ids(search(typed('pancake')))).toEqual([]);
    expect(reads).toBe(3);
  });
});

describe('searchable', () => {
  it("gives another hero's cards the same search text a tome recipe stores", () => {
    for (const local of tome) {
      const card = searchable({
        id: local.id,
        title: local.recipeData.title,
        description: local.recipeData.description,
        recipeType: local.recipeType,
        rarity: local.rarity,
      });
      expect(card.search).toBe(local.search);
    }
    const cards = tome.map((local) =>
      searchable({
        id: local.id,
        title: local.recipeData.title,
        description: local.recipeData.description,
        recipeType: local.recipeType,
        rarity: local.rarity,
      }),
    );
    expect(ids(filterTome(cards, { ...NO_FILTER, search: 'DRAGON', type: 'dessert' }))).toEqual(['2']);
  });
});
