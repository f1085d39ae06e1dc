import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { LocalRecipe } from '../../data/tome-db.ts';
import { RecipeCard } from './recipe-card.tsx';

interface RecipeGridProps {
  recipes: readonly LocalRecipe[];
  onTogglePublish(recipe: LocalRecipe): void;
  onPrint(recipe: LocalRecipe): void;
  onDelete(recipe: LocalRecipe): void;
}

/** Cards per row by the grid's own width: one on phones, up to three on desktops. */
function columnsFor(width: number): number {
  if (width >= 960) return 3;
  if (width >= 600) return 2;
  return 1;
}

const GAP_PX = 24;

/**
 * The tome's cards, virtualised by rows against the window's scroll: only the rows near the
 * viewport are in the DOM, so a tome of 5,000 recipes scrolls and filters as fast as one of 5.
 */
export const RecipeGrid = memo(function RecipeGrid({ recipes, ...actions }: RecipeGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      setColumns(columnsFor(element.clientWidth));
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.ceil(recipes.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => (columns === 1 ? 470 : 430) + GAP_PX,
    overscan: 3,
    scrollMargin,
  });

  return (
    <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 grid w-full gap-6"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            paddingBottom: GAP_PX,
          }}
        >
          {recipes.slice(row.index * columns, row.index * columns + columns).map((recipe, slot) => (
            // Keyed by slot, not id: when a keystroke changes the results, the cards on screen are
            // updated in place instead of being torn down and built again.
            <RecipeCard key={slot} recipe={recipe} {...actions} />
          ))}
        </div>
      ))}
    </div>
  );
});
