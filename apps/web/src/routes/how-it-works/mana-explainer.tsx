import { MANA_PACKAGES, rarityLabel } from '@feastforge/domain';
import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { CornerFlourishes } from '../../components/static-page/ornaments.tsx';
import { FLOOR_BOOSTERS, MANA_FACTS } from '../../components/static-page/mana-facts.ts';
import { SectionHeading } from '../../components/static-page/section-heading.tsx';

const smallestPackage = MANA_PACKAGES[0];
const largestPackage = MANA_PACKAGES[MANA_PACKAGES.length - 1] ?? smallestPackage;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What mana is, what it costs and how boosters spend more of it for a rarer recipe. */
export function ManaExplainer() {
  return (
    <section aria-labelledby="mana-title">
      <SectionHeading
        id="mana-title"
        eyebrow="The Arcane Currency"
        title="About Mana"
        lead="Mana is the magic that powers every recipe you conjure."
      />
      <div className="relative mt-10 overflow-hidden rounded-3xl border border-border bg-surface-2 px-6 py-10 shadow-sm sm:p-10">
        <CornerFlourishes />
        <div className="relative grid gap-10 lg:grid-cols-2">
          <ul className="space-y-4">
            {MANA_FACTS.map(({ text, icon: Icon }) => (
              <li key={text} className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full border border-accent bg-surface text-accent"
                >
                  <Icon className="size-5" />
                </span>
                <span className="font-medium text-fg">{text}</span>
              </li>
            ))}
          </ul>

          <div>
            <h3 className="flex items-center gap-2 text-xl font-semibold text-fg">
              <Coins aria-hidden="true" className="size-5 text-accent" />
              Mana Boosters
            </h3>
            <p className="mt-2 text-muted">
              Signed-in adventurers can spend extra Mana on a booster to raise the rarity floor of their next recipe.
            </p>
            <ul className="mt-4 space-y-2">
              {FLOOR_BOOSTERS.map((booster) => (
                <li
                  key={booster.id}
                  className="flex items-center justify-between gap-4 rounded-2xl border border-border bg-surface px-4 py-3"
                >
                  <span>
                    <span className="block font-display font-semibold text-fg">{booster.name}</span>
                    <span className="block text-sm text-muted">{rarityLabel(booster.floor)} or better</span>
                  </span>
                  <span className="shrink-0 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
                    {booster.cost} Mana
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted">
              Need more? Packages from {smallestPackage.mana} Mana ({dollars(smallestPackage.priceCents)}) to{' '}
              {largestPackage.mana} Mana ({dollars(largestPackage.priceCents)}) wait in the{' '}
              <Link to="/shop" className="font-medium text-primary underline decoration-accent/60 underline-offset-3">
                Mana Shop
              </Link>
              .
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
