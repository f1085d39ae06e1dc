import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { isFiltered, NO_FILTER, type TomeFilter } from './tome-filter.ts';
import { TomeToolbar } from './tome-toolbar.tsx';

interface TomeResultsProps {
  /** What the toolbar shows as typed. */
  filter: TomeFilter;
  setFilter: Dispatch<SetStateAction<TomeFilter>>;
  /** The filter the results were found with (deferred while typing). */
  shownFilter: TomeFilter;
  shown: number;
  total: number;
  /** The grid of the recipes shown, when there are any. */
  children: ReactNode;
}

/**
 * A tome's search and filters, the count line and, when nothing matches, the way back to every
 * recipe: the same for the own tome and another hero's.
 *
 * @example
 * <TomeResults filter={filter} setFilter={setFilter} shownFilter={deferred} shown={3} total={12}>{grid}</TomeResults>
 */
export function TomeResults({ filter, setFilter, shownFilter, shown, total, children }: TomeResultsProps) {
  return (
    <>
      <TomeToolbar filter={filter} setFilter={setFilter} />
      <p role="status" className="mt-4 mb-4 text-sm text-muted">
        {isFiltered(shownFilter) ? `${shown} of ${total} recipes` : `${total} ${total === 1 ? 'recipe' : 'recipes'}`}
      </p>
      {shown === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="font-semibold">No recipes match your search.</p>
          <Button variant="outline" className="mt-4" onClick={() => setFilter(NO_FILTER)}>
            Clear filters
          </Button>
        </div>
      ) : (
        children
      )}
    </>
  );
}
