import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from './button.tsx';

/**
 * The rows a page shows and how many pages there are (page 1 of 1 when there are none). `page` is
 * the one asked for, kept within 1 and the last page.
 */
export function pageSpan(asked: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(asked) || 1), pages);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return { page, from, to, pages };
}

interface PagerProps {
  /** What is paged, for the navigation landmark's name ('Users pages'). */
  label: string;
  page: number;
  pageSize: number;
  /** The exact total, or undefined while no read has answered it (loading, or failed). */
  total: number | undefined;
  onPage(page: number): void;
}

/**
 * 'Showing X to Y of N' and 'Page P of T' with Previous and Next (spec section 2 'Admin'):
 * Previous is disabled on page 1, Next on the last page. A page past the last (rows deleted
 * since, a search narrowed) goes to the last. Until a total is known, it says only 'Page P'
 * and Next is disabled.
 *
 * @example
 * <Pager label="Users" page={page} pageSize={20} total={data?.total} onPage={setPage} />
 */
export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const span = total === undefined ? undefined : pageSpan(page, pageSize, total);
  const clamped = span?.page ?? page;
  useEffect(() => {
    if (clamped !== page) onPage(clamped);
  }, [clamped, page, onPage]);
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p aria-live="polite">{span ? `Showing ${span.from} to ${span.to} of ${total}` : ''}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={clamped <= 1} onClick={() => onPage(clamped - 1)}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        <span className="px-1 whitespace-nowrap">{span ? `Page ${span.page} of ${span.pages}` : `Page ${page}`}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={!span || clamped >= span.pages}
          onClick={() => onPage(clamped + 1)}
        >
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
