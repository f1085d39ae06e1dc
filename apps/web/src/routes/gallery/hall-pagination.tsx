import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx.ts';
import { hallHref, pageItems, type HallQuery } from './gallery-address.ts';

const ITEM = 'inline-flex h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-semibold';

interface HallPaginationProps {
  query: HallQuery;
  totalPages: number;
}

/**
 * Previous, the first and last pages, the current one and its neighbours with ellipses between,
 * and Next (spec section 9). Real links, so they work without JavaScript and open in a new tab.
 */
export function HallPagination({ query, totalPages }: HallPaginationProps) {
  const items = pageItems(query.page, totalPages);
  if (items.length === 0) return null;
  // A page past the last (an old link) marks no page as current; Previous leads back to the last.
  const current = query.page;
  const to = (page: number) => hallHref({ ...query, page });
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <StepLink to={current > 1 ? to(Math.min(current - 1, totalPages)) : null} rel="prev">
            <ChevronLeft aria-hidden className="size-4" />
            Previous
          </StepLink>
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} aria-hidden className={cx(ITEM, 'text-muted')}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={to(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                className={cx(
                  ITEM,
                  item.page === current
                    ? 'bg-primary text-primary-fg'
                    : 'border border-border bg-surface hover:border-accent hover:bg-surface-2',
                )}
              >
                <span className="sr-only">Page </span>
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink to={current < totalPages ? to(current + 1) : null} rel="next">
            Next
            <ChevronRight aria-hidden className="size-4" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

/** Previous or Next: a link, or shown dimmed (not focusable) at either end. */
function StepLink({ to, rel, children }: { to: string | null; rel: 'prev' | 'next'; children: ReactNode }) {
  const look = cx(ITEM, 'gap-1 border border-border bg-surface');
  if (to === null) {
    return (
      <span aria-disabled="true" className={cx(look, 'opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={cx(look, 'hover:border-accent hover:bg-surface-2')}>
      {children}
    </Link>
  );
}
