import { Check, ChevronDown } from 'lucide-react';
import { Label, Select } from 'radix-ui';
import { cx } from '../../lib/cx.ts';
import { inputClasses } from './text-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  hint?: string;
  placeholder: string;
  /** Plain strings are their own label. */
  options: readonly (string | SelectOption)[];
  value: string | undefined;
  onValueChange(value: string): void;
  name?: string;
}

/** A labelled single choice from a short list, styled like the text fields. */
export function SelectField({ id, label, hint, placeholder, options, value, onValueChange, name }: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label.Root htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
        {hint && <span className="ml-1 font-normal text-muted">{hint}</span>}
      </Label.Root>
      <Select.Root value={value ?? ''} onValueChange={onValueChange} name={name}>
        <Select.Trigger id={id} className={cx(inputClasses, 'flex items-center justify-between text-left')}>
          <span className={cx('truncate', !value && 'text-muted')}>
            <Select.Value placeholder={placeholder} />
          </span>
          <Select.Icon>
            <ChevronDown aria-hidden className="size-4 text-muted" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={6}
            className="z-50 max-h-72 min-w-(--radix-select-trigger-width) overflow-hidden rounded-xl border border-border bg-surface text-fg shadow-xl"
          >
            <Select.Viewport className="p-1.5">
              {options.map((entry) => {
                const option = typeof entry === 'string' ? { value: entry, label: entry } : entry;
                return (
                  <Select.Item
                    key={option.value}
                    value={option.value}
                    className="relative flex h-9 cursor-pointer items-center rounded-lg pr-3 pl-8 text-sm outline-none select-none data-highlighted:bg-accent-soft data-highlighted:text-fg"
                  >
                    <Select.ItemIndicator className="absolute left-2 inline-flex">
                      <Check aria-hidden className="size-4 text-accent" />
                    </Select.ItemIndicator>
                    <Select.ItemText>{option.label}</Select.ItemText>
                  </Select.Item>
                );
              })}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
