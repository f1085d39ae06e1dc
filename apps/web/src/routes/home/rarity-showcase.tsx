import { RARITIES } from '@feastforge/domain';
import { Divider } from '../../components/page-shell.tsx';
import { RarityBadge } from '../../components/rarity-badge.tsx';

/** Spec 'Home': the five rarities a conjured recipe can roll. */
export function RarityShowcase() {
  return (
    <section aria-labelledby="rarity-title" className="mx-auto w-full max-w-7xl px-4 py-14 text-center sm:px-6">
      <h2 id="rarity-title" className="text-3xl font-bold">
        Every Dish Has a Rarity
      </h2>
      <Divider />
      <p className="mx-auto max-w-2xl text-muted">
        From humble tavern fare to legendary banquets: each recipe you conjure rolls one of five rarities.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {RARITIES.map((rarity) => (
          <li key={rarity}>
            <RarityBadge rarity={rarity} className="px-4 py-2 text-base shadow-sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
