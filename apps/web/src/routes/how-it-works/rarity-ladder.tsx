import { RARITIES, rarityLabel, rarityRank, XP_BY_RARITY } from '@feastforge/domain';
import { Gem } from 'lucide-react';
import { SectionHeading } from '../../components/static-page/section-heading.tsx';

/**
 * Common to Legendary with the XP each rarity is worth. Rarity is shown by gem count and wording,
 * not by colour alone, so it reads the same in both themes and for colour-blind players.
 */
export function RarityLadder() {
  return (
    <section aria-labelledby="rarities-title">
      <SectionHeading
        id="rarities-title"
        eyebrow="Rarities"
        title="From Common to Legendary"
        lead="Every recipe is conjured with a rarity. The rarer the dish, the more XP it earns you."
      />
      <ol className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-3 md:grid-cols-5">
        {RARITIES.map((rarity) => {
          const rank = rarityRank(rarity);
          const legendary = rank === RARITIES.length;
          return (
            <li
              key={rarity}
              className={`flex flex-col items-center rounded-2xl border px-3 py-5 text-center shadow-sm ${
                legendary ? 'col-span-2 border-accent bg-accent-soft md:col-span-1' : 'border-border bg-surface'
              }`}
            >
              <span aria-hidden="true" className="flex h-5 items-center gap-0.5 text-accent">
                {Array.from({ length: rank }, (_, i) => (
                  <Gem key={i} className="size-3.5" fill="currentColor" />
                ))}
              </span>
              <span className="mt-3 font-display text-lg font-semibold text-fg">{rarityLabel(rarity)}</span>
              <span className="mt-1 text-sm font-medium text-muted">+{XP_BY_RARITY[rarity]} XP</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
