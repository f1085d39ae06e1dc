import { PARTY_SIZE_DEFAULT, PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@feastforge/domain';
import { Minus, Plus, type LucideIcon } from 'lucide-react';
import { cx } from '../../lib/cx.ts';
import type { StepProps } from './step-props.ts';
import { clampPartySize, partySizeLabel } from './wizard-rules.ts';

/** Spec section 5: quick picks for the usual tables. */
const QUICK_PICKS = [2, 4, 6, 8] as const;

/** Party size 1-20 with minus and plus (each disabled at its end) and quick picks. */
export function PartySizeStep({ choices, update, labelledBy }: StepProps) {
  const size = choices.partySize ?? PARTY_SIZE_DEFAULT;
  const set = (next: number) => update({ partySize: clampPartySize(next) });
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-col items-center gap-8 py-4">
      <div className="flex items-center gap-4 sm:gap-8">
        <CountButton
          label="Decrease party size"
          icon={Minus}
          atLimit={size <= PARTY_SIZE_MIN}
          onPress={() => set(size - 1)}
        />
        <output aria-live="polite" className="flex min-w-28 flex-col items-center">
          <span className="font-display text-6xl leading-none font-bold text-fg tabular-nums">{size}</span>{' '}
          <span className="mt-1 text-lg text-muted">{size === 1 ? 'person' : 'people'}</span>
        </output>
        <CountButton
          label="Increase party size"
          icon={Plus}
          atLimit={size >= PARTY_SIZE_MAX}
          onPress={() => set(size + 1)}
        />
      </div>
      <div role="group" aria-label="Quick picks" className="flex flex-wrap justify-center gap-2">
        {QUICK_PICKS.map((pick) => (
          <button
            key={pick}
            type="button"
            aria-pressed={size === pick}
            onClick={() => set(pick)}
            className={cx(
              'h-11 rounded-full border-2 px-4 text-sm font-semibold transition',
              size === pick
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-surface text-fg hover:border-accent',
            )}
          >
            {partySizeLabel(pick)}
          </button>
        ))}
      </div>
      <p className="text-sm text-muted">
        From {PARTY_SIZE_MIN} to {PARTY_SIZE_MAX} adventurers.
      </p>
    </div>
  );
}

interface CountButtonProps {
  label: string;
  icon: LucideIcon;
  atLimit: boolean;
  onPress(): void;
}

/**
 * aria-disabled rather than disabled: a disabled button drops keyboard focus to the page, so
 * pressing minus down to 1 would lose the user's place.
 */
function CountButton({ label, icon: Icon, atLimit, onPress }: CountButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={atLimit || undefined}
      onClick={() => {
        if (!atLimit) onPress();
      }}
      className={cx(
        'inline-flex size-14 items-center justify-center rounded-full border-2 border-border bg-surface text-fg shadow-sm transition',
        atLimit ? 'cursor-not-allowed opacity-50' : 'hover:border-accent hover:bg-surface-2',
      )}
    >
      <Icon aria-hidden className="size-6" />
    </button>
  );
}
