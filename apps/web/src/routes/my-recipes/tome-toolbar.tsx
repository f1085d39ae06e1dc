import { RARITIES, RECIPE_TYPES, rarityLabel, recipeTypeLabel } from '@feastforge/domain';
import { Search } from 'lucide-react';
import { SelectField } from '../../components/ui/select-field.tsx';
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
  onChange(filter: TomeFilter): void;
}

/** Search by title or description, and filter by recipe type and rarity. */
export function TomeToolbar({ filter, onChange }: TomeToolbarProps) {
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
      <div className="flex flex-col gap-1.5">
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
            onChange={(event) => onChange({ ...filter, search: event.target.value })}
            className={cx(inputClasses, 'pl-9')}
          />
        </div>
      </div>
      <SelectField
        id="tome-type"
        label="Recipe type"
        placeholder="All types"
        options={TYPE_OPTIONS}
        value={filter.type}
        onValueChange={(type) => onChange({ ...filter, type })}
      />
      <SelectField
        id="tome-rarity"
        label="Rarity"
        placeholder="All rarities"
        options={RARITY_OPTIONS}
        value={filter.rarity}
        onValueChange={(rarity) => onChange({ ...filter, rarity })}
      />
    </div>
  );
}
