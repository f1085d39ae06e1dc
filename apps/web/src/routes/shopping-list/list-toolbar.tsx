import { Eraser, Printer, Share2, X } from 'lucide-react';
import { shoppingListText, type UnitSystem } from '@feastforge/domain';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { UnitsToggle } from '../recipe/servings-control.tsx';
import type { shoppingWrites } from './shopping-writes.ts';
import type { ShoppingListView } from './use-shopping-list.ts';

type Writes = ReturnType<typeof shoppingWrites>;
type Ready = Extract<ShoppingListView, { state: 'ready' }>;

interface ListToolbarProps {
  view: Ready;
  writes: Writes;
  units: UnitSystem;
  onUnits(units: UnitSystem): void;
  includeLarder: boolean;
  onIncludeLarder(include: boolean): void;
}

/** Units, larder, share, print, clear checked, and the recipes on the list (each removable). */
export function ListToolbar({ view, writes, units, onUnits, includeLarder, onIncludeLarder }: ListToolbarProps) {
  const empty = view.items.length === 0;
  return (
    <div className="flex flex-col gap-4 print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        <UnitsToggle value={units} onChange={onUnits} />
        {view.larderSize > 0 && (
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              checked={includeLarder}
              onChange={(event) => onIncludeLarder(event.target.checked)}
              className="size-5 accent-primary"
            />
            Include larder staples
            {!includeLarder && view.merged.larderLeftOff > 0 && (
              <span className="font-normal text-muted">({view.merged.larderLeftOff} left off)</span>
            )}
          </label>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={empty} onClick={() => void share(view)}>
          <Share2 aria-hidden className="size-4" />
          Share
        </Button>
        <Button variant="outline" size="sm" disabled={empty} onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          Print
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={view.checkedIds.length === 0}
          onClick={() => void writes.remove(view.checkedIds)}
        >
          <Eraser aria-hidden className="size-4" />
          Clear checked
        </Button>
      </div>
      {view.recipes.length > 0 && (
        <div>
          <h2 className="mb-2 text-sm font-semibold text-muted">Recipes on this list</h2>
          <ul className="flex flex-wrap gap-2">
            {view.recipes.map((recipe) => (
              <li
                key={recipe.id}
                className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-surface-2 py-0.5 pr-0.5 pl-3 text-sm"
              >
                <span className="truncate">{recipe.title}</span>
                <button
                  type="button"
                  aria-label={`Remove ${recipe.title}'s items`}
                  onClick={() => void writes.remove(recipe.itemIds)}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg pointer-coarse:size-11"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The Web Share sheet where the device has one; the clipboard where it does not. */
async function share(view: Ready) {
  const text = shoppingListText(view.merged.groups);
  if (!text) {
    notify.info('Nothing left to buy', 'Every item on the list is checked.');
    return;
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Shopping List', text });
      return;
    } catch (error) {
      // The cook closed the sheet: nothing to do. Any other failure falls back to the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    notify.success('List copied', 'Paste it into a message or a note.');
  } catch {
    notify.error('Could not copy the list', 'This browser did not allow it.');
  }
}
