import { RARITIES, RECIPE_TYPES, rarityLabel, recipeTypeLabel } from '@feastforge/domain';
import { Search } from 'lucide-react';
import { memo, type Dispatch, type SetStateAction } from 'react';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { inputClasses } from '../../components/ui/text-field.tsx';
import { cx } from '../../lib/cx.ts';
import { ALL, type TomeFilter } from './tome-filter.ts';

const TYPE_OPTIONS = [
  { value: ALL, label: 'All types' },
  ...RECIPE_TYPES.map((t) => ({ value: t, label: recipeTypeLabel(t) })),
];
const RARITY_OPTIONS = [
  { value: ALL, label: 'All rarities' },
  ...RARITIES.map((r) => ({ value: r, label: rarityLabel(r) })),
];

interface TomeToolbarProps {
  filter: TomeFilter;
  setFilter: Dispatch<SetStateAction<TomeFilter>>;
}

/** Search by title or description, and filter by recipe type and rarity. */
export function TomeToolbar({ filter, setFilter }: TomeToolbarProps) {
  return (
    <div
      role="search"
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <label htmlFor="tome-search" className="text-sm font-semibold">
          Search recipes
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id="tome-search"
            type="search"
            autoComplete="off"
            placeholder="Title or description"
            value={filter.search}
            onChange={(event) => {
              const search = event.target.value;
              setFilter((current) => ({ ...current, search }));
            }}
            className={cx(inputClasses, 'pl-9')}
          />
        </div>
      </div>
      <Choices type={filter.type} rarity={filter.rarity} setFilter={setFilter} />
    </div>
  );
}

// Kept out of the keystroke's render: the two selects only change when a choice does.
const Choices = memo(function Choices({
  type,
  rarity,
  setFilter,
}: {
  type: string;
  rarity: string;
  setFilter: TomeToolbarProps['setFilter'];
}) {
  return (
    <>
      <NativeSelect
        id="tome-type"
        label="Recipe type"
        options={TYPE_OPTIONS}
        value={type}
        onValueChange={(value) => setFilter((current) => ({ ...current, type: value }))}
      />
      <NativeSelect
        id="tome-rarity"
        label="Rarity"
        options={RARITY_OPTIONS}
        value={rarity}
        onValueChange={(value) => setFilter((current) => ({ ...current, rarity: value }))}
      />
    </>
  );
});
