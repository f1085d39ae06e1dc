import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

/** The rows a page shows and how many pages there are (page 1 of 1 when there are none). */
export function pageSpan(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return { from, to, pages };
}

interface PagerProps {
  /** What is paged, for the navigation landmark's name ('Users pages'). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

/**
 * 'Showing X to Y of N' and 'Page P of T' with Previous and Next (spec section 2 'Admin'):
 * Previous is disabled on page 1, Next on the last page.
 *
 * @example
 * <Pager label="Users" page={page} pageSize={20} total={data.total} onPage={setPage} />
 */
export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const { from, to, pages } = pageSpan(page, pageSize, total);
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p aria-live="polite">
        Showing {from} to {to} of {total}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        <span className="px-1 whitespace-nowrap">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
