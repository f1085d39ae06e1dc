import { ADMIN_MESSAGES, type AdminRecipeRow, type AdminTransaction } from '@feastforge/domain';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../lib/cx.ts';
import { formatDate, formatDateTime, signedMana, TRANSACTION_TYPE_LABEL } from './admin-format.ts';
import { StatusBadge } from './status-badge.tsx';

/** Recent Transactions: the latest 10, each with its signed amount, description or type, badge and date. */
export function UserTransactions({ transactions }: { transactions: AdminTransaction[] }) {
  return (
    <section aria-labelledby="user-transactions-heading" className="flex flex-col gap-3">
      <h3 id="user-transactions-heading" className="font-display text-lg font-bold">
        Recent Transactions
      </h3>
      {transactions.length === 0 ? (
        <p className="text-sm text-muted">{ADMIN_MESSAGES.noTransactions}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border">
          {transactions.map((line) => (
            <li key={line.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
              <span className={cx('w-14 font-semibold tabular-nums', line.amount > 0 ? 'text-fg' : 'text-danger')}>
                {signedMana(line.amount)}
              </span>
              <span className="min-w-0 flex-1">{line.description || TRANSACTION_TYPE_LABEL[line.type]}</span>
              <span className="rounded-full border border-border bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
                {TRANSACTION_TYPE_LABEL[line.type]}
              </span>
              <time dateTime={line.createdAt} className="text-xs text-muted">
                {formatDateTime(line.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Generated Recipes with their count: title, Published or Private, date and a View Recipe link. */
export function UserRecipes({ recipes }: { recipes: AdminRecipeRow[] }) {
  return (
    <section aria-labelledby="user-recipes-heading" className="flex flex-col gap-3">
      <h3 id="user-recipes-heading" className="font-display text-lg font-bold">
        Generated Recipes ({recipes.length})
      </h3>
      {recipes.length === 0 ? (
        <p className="text-sm text-muted">{ADMIN_MESSAGES.noRecipes}</p>
      ) : (
        <ul className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto rounded-2xl border border-border">
          {recipes.map((recipe) => (
            <li key={recipe.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
              <span className="min-w-0 flex-1 font-semibold">{recipe.title}</span>
              <StatusBadge on={recipe.isPublished} />
              <time dateTime={recipe.createdAt} className="text-xs text-muted">
                {formatDate(recipe.createdAt)}
              </time>
              <Link
                to={`/recipe/${recipe.id}`}
                className={buttonClasses('ghost', 'sm')}
                aria-label={`View Recipe ${recipe.title}`}
              >
                <ExternalLink aria-hidden className="size-4" />
                View Recipe
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
