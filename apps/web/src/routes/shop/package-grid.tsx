import { shopPackages, type ShopPackages } from '@feastforge/domain';
import { PackageCard } from './package-card.tsx';
import type { useCheckout } from './use-checkout.ts';

/** The three packages in a grid; every Purchase button waits while a checkout is being opened. */
export function PackageGrid({
  packages,
  checkout,
  online,
}: {
  packages: ShopPackages['packages'];
  checkout: ReturnType<typeof useCheckout>;
  online: boolean;
}) {
  return (
    <section aria-labelledby="shop-packages">
      <h2 id="shop-packages" className="sr-only">
        Mana packages
      </h2>
      <div className="grid gap-8 md:grid-cols-3 md:gap-6">
        {packages.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            processing={checkout.processing === pkg.id}
            disabled={!online || checkout.processing !== null}
            onPurchase={(chosen) => void checkout.purchase(chosen)}
          />
        ))}
      </div>
    </section>
  );
}

/** What the shop shows before the server's answer: the same catalogue, from the shared rules. */
export const KNOWN_PACKAGES: ShopPackages = shopPackages();
