import { mergeShoppingList, type MergedList, type ShoppingItem } from '@feastforge/domain';
import { SHOP_CATALOGUE } from '@feastforge/domain/shop-catalogue';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTome } from '../../data/tome-context.ts';
import { useUnitSystem } from '../recipe/servings-control.tsx';
import { larderOf } from './shopping-writes.ts';

export interface ListRecipe {
  id: string;
  title: string;
  itemIds: string[];
}

export type ShoppingListView =
  | { state: 'loading' }
  | {
      state: 'ready';
      items: ShoppingItem[];
      merged: MergedList;
      recipes: ListRecipe[];
      checkedIds: string[];
      larderSize: number;
    };

/**
 * The list as this device has it, merged for the cook's units and larder choice, kept live as
 * writes and pulls change the rows. Opening it asks for a sync, so another device's edits show.
 */
export function useShoppingList() {
  const tome = useTome();
  const [units, setUnits] = useUnitSystem();
  const [includeLarder, setIncludeLarder] = useState(false);
  const items = useLiveQuery(
    async () => (tome ? await tome.db.shoppingItems.orderBy('createdAt').toArray() : null),
    [tome],
  );
  const profile = useLiveQuery(async () => (tome ? await tome.db.profile.get(tome.db.userId) : null), [tome]);
  const larder = useMemo(() => larderOf(profile), [profile]);

  useEffect(() => {
    if (tome) void tome.sync.sync();
  }, [tome]);

  const view = useMemo((): ShoppingListView => {
    if (!items) return { state: 'loading' };
    const merged = mergeShoppingList(items, SHOP_CATALOGUE, { units, larder, includeLarder });
    const recipes = new Map<string, ListRecipe>();
    for (const item of items) {
      if (!item.recipeId) continue;
      const recipe = recipes.get(item.recipeId) ?? {
        id: item.recipeId,
        title: item.recipeTitle ?? 'Recipe',
        itemIds: [],
      };
      recipe.itemIds.push(item.id);
      recipes.set(item.recipeId, recipe);
    }
    const checkedIds = items.filter((item) => item.checked).map((item) => item.id);
    return { state: 'ready', items, merged, recipes: [...recipes.values()], checkedIds, larderSize: larder.size };
  }, [items, units, larder, includeLarder]);

  return { tome, view, units, setUnits, includeLarder, setIncludeLarder };
}
