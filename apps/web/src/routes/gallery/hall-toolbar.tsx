import {
  GALLERY_SEARCH_MAX_LENGTH,
  GALLERY_SORT_LABELS,
  GALLERY_SORTS,
  RARITIES,
  RECIPE_TYPES,
  rarityLabel,
  recipeTypeLabel,
} from '@feastforge/domain';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { inputClasses } from '../../components/ui/text-field.tsx';
import { cx } from '../../lib/cx.ts';
import { changeHallQuery, type HallQuery } from './gallery-address.ts';

/** The entry of `list` that `value` names, or null ('All'). */
function pick<T extends string>(list: readonly T[], value: string): T | null {
  return list.find((entry) => entry === value) ?? null;
}

/** Typing waits this long for a pause before the hall is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...RECIPE_TYPES.map((value) => ({ value, label: recipeTypeLabel(value) })),
];
const RARITY_OPTIONS = [
  { value: '', label: 'All rarities' },
  ...RARITIES.map((value) => ({ value, label: rarityLabel(value) })),
];
const SORT_OPTIONS = GALLERY_SORTS.map((value) => ({ value, label: GALLERY_SORT_LABELS[value] }));

interface HallToolbarProps {
  query: HallQuery;
  /** Shows another view; `refine` marks a search typed on from the one shown (no new history entry). */
  onChange(next: HallQuery, refine?: boolean): void;
}

/**
 * Search, type and rarity filters and sort. A plain GET form, so without JavaScript 'Search'
 * still opens the view asked for; with it, typing searches after a pause and the choices apply
 * at once. Every change goes back to the first page.
 */
export function HallToolbar({ query, onChange }: HallToolbarProps) {
  const choose = (field: 'type' | 'rarity' | 'sort') => (value: string) => {
    if (field === 'type') onChange(changeHallQuery(query, { type: pick(RECIPE_TYPES, value) }));
    else if (field === 'rarity') onChange(changeHallQuery(query, { rarity: pick(RARITIES, value) }));
    else onChange(changeHallQuery(query, { sort: pick(GALLERY_SORTS, value) ?? query.sort }));
  };
  return (
    <form
      method="get"
      action="/gallery"
      role="search"
      aria-label="Search the Feast Hall"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end"
      onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
    >
      <SearchField
        value={query.search}
        onSearch={(search, refine) => onChange(changeHallQuery(query, { search }), refine)}
      />
      <NativeSelect
        id="hall-type"
        name="type"
        label="Recipe type"
        value={query.type ?? ''}
        options={TYPE_OPTIONS}
        onValueChange={choose('type')}
      />
      <NativeSelect
        id="hall-rarity"
        name="rarity"
        label="Rarity"
        value={query.rarity ?? ''}
        options={RARITY_OPTIONS}
        onValueChange={choose('rarity')}
      />
      <NativeSelect
        id="hall-sort"
        name="sort"
        label="Sort by"
        value={query.sort}
        options={SORT_OPTIONS}
        onValueChange={choose('sort')}
      />
    </form>
  );
}

/**
 * The search box: what is typed shows at once, and reaches the address after a pause or on
 * Enter. A search the address gets from elsewhere (back, a link, 'Clear filters') replaces it.
 */
function SearchField({ value, onSearch }: { value: string; onSearch(search: string, refine: boolean): void }) {
  const [text, setText] = useState(value);
  // The last search this box sent (or was given), to tell an outside change from its own echo.
  const [sent, setSent] = useState(value);
  if (value !== sent) {
    setSent(value);
    setText(value);
  }
  const commit = (refine: boolean) => {
    const search = text.trim();
    if (search === sent) return;
    setSent(search);
    onSearch(search, refine);
  };

  // Typing on from a search refines it: the address is replaced rather than piling up history.
  const settle = useEffectEvent(() => commit(sent !== ''));
  useEffect(() => {
    if (text.trim() === sent) return;
    const timer = window.setTimeout(settle, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, sent]);

  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
      <label htmlFor="hall-search" className="text-sm font-semibold">
        Search recipes
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id="hall-search"
            name="search"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={GALLERY_SEARCH_MAX_LENGTH}
            placeholder="Title or description"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={cx(inputClasses, 'pl-9')}
          />
        </div>
        {/* Enter in the box clicks this too (the form's implicit submission). */}
        <Button type="submit" variant="primary" onClick={() => commit(false)}>
          Search
        </Button>
      </div>
    </div>
  );
}
