import { ShoppingBasket } from 'lucide-react';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../auth/use-session.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { Divider } from '../../components/page-shell.tsx';
import { useDocumentTitle } from '../../components/static-page/use-document-title.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ListAisles } from './list-aisles.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { shoppingWrites } from './shopping-writes.ts';
import { useShoppingList } from './use-shopping-list.ts';

/**
 * /shopping-list: the cook's list, merged by food and grouped by aisle, usable offline. Visitors
 * are shown why to register (the list lives in their account, on every device).
 */
export function ShoppingListPage() {
  useDocumentTitle('Shopping List');
  const { status } = useSession();
  const { tome, view, units, setUnits, includeLarder, setIncludeLarder } = useShoppingList();
  const writes = useMemo(() => (tome ? shoppingWrites(tome) : null), [tome]);
  const registerState = useMemo(() => ({ returnTo: '/shopping-list' }), []);

  if (status === 'signed-out') return <Navigate to="/register-benefits" replace state={registerState} />;

  return (
    // The page's print root: the browser's print shows the list alone (print.css), its controls hidden.
    <div data-print-root className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 text-center print:mb-2 print:text-left">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">Shopping List</h1>
        <Divider className="print:hidden" />
        <p className="text-muted print:hidden">
          Every recipe you add, merged by food and sorted by aisle. Works offline.
        </p>
      </header>

      {!writes || view.state === 'loading' ? (
        <PageLoading />
      ) : (
        <div className="flex flex-col gap-6">
          <AddItemForm onAdd={writes.addText} />
          <ListToolbar
            view={view}
            writes={writes}
            units={units}
            onUnits={setUnits}
            includeLarder={includeLarder}
            onIncludeLarder={setIncludeLarder}
          />
          {view.items.length === 0 ? <EmptyList /> : <ListAisles groups={view.merged.groups} writes={writes} />}
        </div>
      )}
    </div>
  );
}

function EmptyList() {
  return (
    <div className="ornate-card flex flex-col items-center gap-3 rounded-3xl border border-border bg-surface px-6 py-10 text-center">
      <ShoppingBasket aria-hidden className="size-10 text-accent" />
      <h2 className="text-xl font-bold">Your list is empty</h2>
      <p className="max-w-md text-muted">
        Open a recipe and choose Add to Shopping List, or write an item above. Lines of the same food from several
        recipes become one.
      </p>
    </div>
  );
}
