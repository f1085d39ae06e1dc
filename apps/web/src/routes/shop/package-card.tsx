import type { ShopPackage } from '@feastforge/domain';
import { Gem, ShoppingCart } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../lib/cx.ts';
import { dollars, recipeCount } from './shop-format.ts';

/** One package of the shop: what it holds, what it costs, and its Purchase button. */
export function PackageCard({
  pkg,
  processing,
  disabled,
  onPurchase,
}: {
  pkg: ShopPackage;
  /** This package's checkout is being opened. */
  processing: boolean;
  /** Another checkout is being opened, or the shop is offline. */
  disabled: boolean;
  onPurchase(pkg: ShopPackage): void;
}) {
  const nameId = `package-${pkg.id}`;
  return (
    <article
      aria-labelledby={nameId}
      className={cx(
        'ornate-card relative flex flex-col items-center gap-4 rounded-3xl border bg-surface px-6 pt-9 pb-6 text-center shadow-lg shadow-black/5',
        pkg.popular ? 'border-accent ring-2 ring-accent/40' : 'border-border',
      )}
    >
      {pkg.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent px-4 py-1 text-xs font-bold tracking-widest text-accent-fg shadow-md">
          POPULAR
        </p>
      )}
      <h3 id={nameId} className="font-display text-2xl font-bold">
        {pkg.name}
      </h3>
      <p className="flex items-center gap-2">
        <Gem aria-hidden className="size-7 text-accent" />
        <span className="text-4xl font-bold tabular-nums">{pkg.mana}</span>
        <span className="text-lg font-semibold">Mana</span>
      </p>
      <p className="text-muted">{recipeCount(pkg.recipes)}</p>
      <p className="font-display text-3xl font-bold tabular-nums">{dollars(pkg.price)}</p>
      <dl className="grid w-full grid-cols-2 gap-2 text-sm">
        <div className="rounded-2xl bg-surface-2 px-3 py-2">
          <dt className="text-muted">Per mana</dt>
          <dd className="font-semibold tabular-nums">{dollars(pkg.pricePerMana)}</dd>
        </div>
        <div className="rounded-2xl bg-surface-2 px-3 py-2">
          <dt className="text-muted">Per recipe</dt>
          <dd className="font-semibold tabular-nums">{dollars(pkg.pricePerRecipe)}</dd>
        </div>
      </dl>
      <Button
        variant={pkg.popular ? 'gold' : 'primary'}
        size="lg"
        className="mt-auto w-full"
        busy={processing}
        disabled={disabled}
        aria-describedby={nameId}
        onClick={() => onPurchase(pkg)}
      >
        {!processing && <ShoppingCart aria-hidden className="size-5" />}
        {processing ? 'Processing...' : 'Purchase'}
      </Button>
    </article>
  );
}
