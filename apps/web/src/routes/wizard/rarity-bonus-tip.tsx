import { Sparkles } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useState } from 'react';
import { rarityBonusText } from './wizard-rules.ts';

/**
 * The level rarity bonus (spec section 6) as a tooltip on the player's level. A tap opens it too:
 * touch screens have no hover, and Radix closes a tooltip on click unless told otherwise.
 */
export function RarityBonusTip({ level }: { level: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-accent/40 bg-accent-soft px-3 text-sm font-semibold text-fg transition hover:border-accent"
          >
            <Sparkles aria-hidden className="size-4 text-accent" />
            Level {level} rarity bonus
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="bottom"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-xs rounded-xl bg-fg px-3 py-2 text-sm font-medium text-bg shadow-lg"
          >
            {rarityBonusText(level)}
            <Tooltip.Arrow className="fill-fg" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
