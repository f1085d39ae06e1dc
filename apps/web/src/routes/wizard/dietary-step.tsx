import type { Dietary } from '@feastforge/domain';
import { Check } from 'lucide-react';
import { LarderField } from '../../components/larder-field.tsx';
import type { StepProps } from './step-props.ts';
import { DIETARY_CHOICES } from './wizard-catalog.ts';

/** Optional and multiple (spec section 5): real checkboxes in a group named by the step heading. */
export function DietaryStep({ choices, update, labelledBy, standingLarder }: StepProps) {
  const selected = choices.dietary ?? [];
  const toggle = (value: Dietary, on: boolean) =>
    update({ dietary: on ? [...selected, value] : selected.filter((d) => d !== value) });
  return (
    <div className="flex flex-col gap-8">
      <fieldset aria-labelledby={labelledBy} aria-describedby="dietary-hint" className="flex flex-col gap-4">
        <p id="dietary-hint" className="text-sm text-muted">
          Optional. Leave them all clear if anything goes.
        </p>
        <div className="grid gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
          {DIETARY_CHOICES.map(({ value, name, icon: Icon }) => (
            <label
              key={value}
              className="group relative flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-border bg-surface px-4 py-3 font-semibold text-fg shadow-sm transition hover:border-accent has-checked:border-primary has-checked:bg-surface-2 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            >
              <input
                type="checkbox"
                name="dietary"
                value={value}
                checked={selected.includes(value)}
                onChange={(event) => toggle(value, event.target.checked)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className="flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-muted bg-surface text-primary-fg transition peer-checked:border-primary peer-checked:bg-primary"
              >
                <Check className="size-4 opacity-0 transition group-has-checked:opacity-100" strokeWidth={3} />
              </span>
              <Icon aria-hidden className="size-5 text-accent" />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <LarderField
        id="wizard-larder"
        label="From your larder"
        description="Foods you have to hand: the recipe will use as many of them as it can."
        value={choices.larder ?? []}
        onChange={(larder) => update({ larder })}
        offer={standingLarder}
      />
    </div>
  );
}
