import { ChevronDown } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { cx } from '../../lib/cx.ts';
import type { SelectOption } from './select-field.tsx';
import { inputClasses } from './text-field.tsx';

interface NativeSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange(value: string): void;
  /** The form field's name, for a form that also works without scripts. */
  name?: string;
}

/**
 * A labelled native select, the one filter control of the Feast Hall and the tome: it is part of a
 * form without JavaScript, and phones show their own picker.
 *
 * @example
 * <NativeSelect id="hall-sort" label="Sort by" value={sort} options={SORT_OPTIONS} onValueChange={setSort} />
 */
export function NativeSelect({ id, label, value, options, onValueChange, name }: NativeSelectProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onValueChange(event.target.value)}
          className={cx(inputClasses, 'cursor-pointer appearance-none truncate pr-9')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
