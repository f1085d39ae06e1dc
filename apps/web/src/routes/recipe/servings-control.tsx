import { PARTY_SIZE_MAX, PARTY_SIZE_MIN, type UnitSystem } from '@feastforge/domain';
import { Minus, Plus } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { storedChoice } from '../../lib/stored-choice.ts';
import { cx } from '../../lib/cx.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Servings clamped to what the control offers (a saved recipe may say 24). */
export function clampServings(servings: number): number {
  return Math.min(PARTY_SIZE_MAX, Math.max(PARTY_SIZE_MIN, Math.round(servings) || PARTY_SIZE_MIN));
}

/**
 * Minus and plus around the number of people to cook for, within the party-size limits; a screen
 * reader hears 'Serves N' after each change. In the server's HTML the buttons are marked
 * disabled until the page is hydrated.
 *
 * @example
 * <ServingsControl value={servings} onChange={setServings} />
 */
export function ServingsControl({ value, onChange }: { value: number; onChange(value: number): void }) {
  const labelId = useId();
  const hydrated = useHydrated();
  const step = (delta: number) => onChange(clampServings(value + delta));
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-semibold text-muted">
        Servings
      </span>
      <div className="flex items-center rounded-xl border border-border bg-surface-2">
        <StepButton label="Fewer servings" live={hydrated} disabled={value <= PARTY_SIZE_MIN} onClick={() => step(-1)}>
          <Minus aria-hidden className="size-4" />
        </StepButton>
        <span aria-hidden className="min-w-8 text-center font-bold tabular-nums">
          {value}
        </span>
        <StepButton label="More servings" live={hydrated} disabled={value >= PARTY_SIZE_MAX} onClick={() => step(1)}>
          <Plus aria-hidden className="size-4" />
        </StepButton>
      </div>
      <span aria-live="polite" className="sr-only">
        Serves {value}
      </span>
    </div>
  );
}

function StepButton({
  label,
  live,
  disabled,
  onClick,
  children,
}: {
  label: string;
  live: boolean;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={live ? undefined : true}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-xl pointer-coarse:size-11 text-fg transition hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-wait aria-disabled:opacity-60"
    >
      {children}
    </button>
  );
}

const unitChoice = storedChoice('feastforge_units', ['metric', 'us'], 'metric');

/** The cook's metric or US choice, remembered on this device. */
export function useUnitSystem(): [UnitSystem, (units: UnitSystem) => void] {
  return [unitChoice.use(), unitChoice.write];
}

const UNIT_LABELS: Record<UnitSystem, string> = { metric: 'Metric', us: 'US' };

/** Metric or US measures first in the ingredient list. */
export function UnitsToggle({ value, onChange }: { value: UnitSystem; onChange(units: UnitSystem): void }) {
  const hydrated = useHydrated();
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix reports '' when the pressed item is pressed again; one system always stays chosen.
      onValueChange={(next) => (next === 'metric' || next === 'us') && onChange(next)}
      aria-label="Measurement units"
      className="inline-flex rounded-xl border border-border bg-surface-2 p-0.5"
    >
      {(['metric', 'us'] as const).map((system) => (
        <ToggleGroup.Item
          key={system}
          value={system}
          aria-disabled={hydrated ? undefined : true}
          className={cx(
            'h-8 min-w-11 rounded-lg px-3 text-sm pointer-coarse:h-11 font-semibold text-muted transition hover:text-fg',
            'aria-disabled:cursor-wait aria-disabled:opacity-60',
            'data-[state=on]:bg-primary data-[state=on]:text-primary-fg',
          )}
        >
          {UNIT_LABELS[system]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
