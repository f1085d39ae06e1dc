import type { PaymentStatus, Purchase } from '@feastforge/domain';
import { useQuery } from '@tanstack/react-query';
import { History, LoaderCircle, RotateCcw } from 'lucide-react';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../lib/cx.ts';
import { purchasesRead } from '../../reads/queries.ts';
import { useReadState } from '../../reads/read-state.ts';
import { useCook } from '../../reads/use-viewer.ts';
import { dollars } from './shop-format.ts';

const PURCHASE_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const STATUS: Record<PaymentStatus, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'border-border text-muted' },
  paid: { label: 'Paid', tone: 'border-accent/50 bg-accent-soft text-fg' },
  failed: { label: 'Failed', tone: 'border-danger/50 text-danger' },
  expired: { label: 'Canceled', tone: 'border-border text-muted' },
  refunded: { label: 'Refunded', tone: 'border-danger/50 text-danger' },
  disputed: { label: 'Disputed', tone: 'border-danger/50 text-danger' },
};

/** The cook's purchases, newest first: date, package, mana, amount and what became of each. */
export function PurchaseHistory() {
  const { api } = useSession();
  const cook = useCook();
  const read = useQuery({ ...purchasesRead(api, cook.viewer), enabled: cook.signedIn });
  const history = useReadState(read);
  return (
    <section aria-labelledby="purchase-history" className="flex flex-col gap-4">
      <h2 id="purchase-history" className="flex items-center gap-2 font-display text-2xl font-bold">
        <History aria-hidden className="size-6 text-accent" />
        Purchase History
      </h2>
      {history.state === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
          Loading your purchases…
        </p>
      )}
      {history.state === 'error' && (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted">Your purchases could not be loaded just now.</p>
          <Button variant="outline" size="sm" onClick={() => void read.refetch()}>
            <RotateCcw aria-hidden className="size-4" />
            Try again
          </Button>
        </div>
      )}
      {history.state === 'ready' &&
        (history.data.purchases.length === 0 ? (
          <p className="rounded-3xl border border-dashed border-border px-6 py-8 text-center text-muted">
            No purchases yet. The mana you buy will be listed here.
          </p>
        ) : (
          <PurchaseTable purchases={history.data.purchases} />
        ))}
    </section>
  );
}

function PurchaseTable({ purchases }: { purchases: Purchase[] }) {
  return (
    // A narrow screen scrolls the table sideways; the region can take focus so keyboards can too.
    <div
      role="region"
      aria-label="Purchases table"
      tabIndex={0}
      className="overflow-x-auto rounded-3xl border border-border bg-surface"
    >
      <table className="w-full min-w-[30rem] text-left text-sm">
        <thead className="bg-surface-2 text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Package
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Mana
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const status = STATUS[purchase.status];
  return (
    <tr className="border-t border-border">
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={purchase.createdAt}>{PURCHASE_DATE.format(new Date(purchase.createdAt))}</time>
      </td>
      <td className="px-4 py-3 font-semibold">{purchase.packageName}</td>
      <td className="px-4 py-3 text-right tabular-nums">{purchase.mana}</td>
      <td className="px-4 py-3 text-right tabular-nums">
        {dollars(purchase.amountCents / 100)} {purchase.currency.toUpperCase()}
      </td>
      <td className="px-4 py-3">
        <span className={cx('inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold', status.tone)}>
          {status.label}
        </span>
        {purchase.manaTakenBack > 0 && (
          <span className="mt-1 block text-xs text-muted">{purchase.manaTakenBack} mana taken back</span>
        )}
      </td>
    </tr>
  );
}
