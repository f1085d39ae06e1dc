import { SHOP_MESSAGES } from '@feastforge/domain';
import { Gem, LoaderCircle, WifiOff } from 'lucide-react';
import { balanceLine } from './shop-format.ts';

/**
 * The cook's balance as 'N Mana (M recipes)', the payment being confirmed after a return, and,
 * offline, why nothing can be bought now (payments are never queued).
 */
export function BalanceCard({
  balance,
  costPerRecipe,
  confirming,
  online,
}: {
  balance: number;
  costPerRecipe: number;
  confirming: boolean;
  online: boolean;
}) {
  return (
    <section
      aria-labelledby="shop-balance"
      className="ornate-card relative mx-auto flex max-w-xl flex-col items-center gap-3 rounded-3xl border border-accent/40 bg-surface px-6 py-6 text-center shadow-lg shadow-black/5"
    >
      <h2 id="shop-balance" className="text-sm font-semibold tracking-widest text-muted uppercase">
        Your balance
      </h2>
      <p className="flex items-center gap-2 font-display text-2xl font-bold tabular-nums sm:text-3xl">
        <Gem aria-hidden className="size-7 shrink-0 text-accent" />
        {balanceLine(balance, costPerRecipe)}
      </p>
      {/* Always in the page (visually hidden while empty): a live region that appears late is often not read. */}
      <div role="status" className={confirming ? undefined : 'sr-only'}>
        {confirming && (
          <p className="flex items-center gap-2 font-semibold text-primary">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {SHOP_MESSAGES.confirming}
          </p>
        )}
      </div>
      {!online && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {SHOP_MESSAGES.needsNetwork}
        </p>
      )}
    </section>
  );
}
