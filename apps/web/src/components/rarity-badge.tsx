import { RARITIES, RARITY_COLOURS, rarityLabel, type Rarity } from '@feastforge/domain';
import { Gem } from 'lucide-react';
import { cx } from '../lib/cx.ts';

// Used for icons and rims only; text stays on tokens for contrast.
export { RARITY_COLOURS };

function asRarity(value: string): Rarity {
  return RARITIES.find((r) => r === value) ?? 'common';
}

/** A rarity chip: coloured gem and rim, readable label. */
export function RarityBadge({ rarity, className }: { rarity: string; className?: string }) {
  const colour = RARITY_COLOURS[asRarity(rarity)];
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border-2 bg-surface px-3 py-1 text-sm font-semibold text-fg',
        className,
      )}
      style={{ borderColor: colour }}
    >
      <Gem aria-hidden className="size-4" style={{ color: colour }} />
      {rarityLabel(rarity)}
    </span>
  );
}
