import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useSession } from '../../auth/use-session.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { Divider } from '../../components/page-shell.tsx';
import { SignInFirst } from '../../components/sign-in-first.tsx';
import { useOnline } from '../../data/use-online.ts';
import { shopPackagesRead } from '../../reads/queries.ts';
import { AboutMana } from './about-mana.tsx';
import { BalanceCard } from './balance-card.tsx';
import { KNOWN_PACKAGES, PackageGrid } from './package-grid.tsx';
import { PurchaseHistory } from './purchase-history.tsx';
import { useCheckout } from './use-checkout.ts';
import { usePaymentReturn } from './use-payment-return.ts';

/**
 * /shop, the Mana Shop (spec section 2 'Shop'): the balance, the three packages and their
 * checkout, the payment return, 'About Mana' and the cook's purchases. Signed-out visitors sign
 * in first and come back here (with a payment return still in the address, so it is verified).
 */
export function ShopPage() {
  const { status, me } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out' || !me) return <SignInFirst returnTo={`${location.pathname}${location.search}`} />;
  return <Shop balance={me.profile.manaBalance} />;
}

function Shop({ balance }: { balance: number }) {
  const { api } = useSession();
  const online = useOnline();
  const confirming = usePaymentReturn();
  const checkout = useCheckout();
  // The catalogue is the shared rules' until the server answers: the same figures, shown at once.
  const { data: catalogue } = useQuery({ ...shopPackagesRead(api), placeholderData: KNOWN_PACKAGES });
  const { packages, costPerRecipe } = catalogue ?? KNOWN_PACKAGES;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-12">
      <header className="text-center">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">Mana Shop</h1>
        <Divider />
        <p className="text-muted">Purchase Mana to conjure more magical recipes</p>
      </header>
      <BalanceCard balance={balance} costPerRecipe={costPerRecipe} confirming={confirming} online={online} />
      <PackageGrid packages={packages} checkout={checkout} online={online} />
      <AboutMana />
      <PurchaseHistory />
    </div>
  );
}
