import { LoaderCircle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import type { ReadState } from '../../reads/read-state.ts';
import { Button } from './button.tsx';

/** One column: its header and how a row fills its cell. */
export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Numbers line up on the right. */
  align?: 'start' | 'end';
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table (its caption, read by screen readers) and its scroll region. */
  label: string;
  columns: Column<Row>[];
  rows: ReadState<Row[]>;
  rowKey(row: Row): string;
  /** Shown when there are no rows. */
  empty: string;
  onRetry(): void;
  /** Below this width the table scrolls sideways inside its card. */
  minWidth?: string;
}

/**
 * The admin console's one table: a caption, column headers, loading, failure with a retry and an
 * empty text. A narrow screen scrolls it sideways inside its card (the region takes focus, so a
 * keyboard can scroll it too).
 *
 * @example
 * <DataTable label="Users" columns={USER_COLUMNS} rows={users} rowKey={(u) => u.id} empty="No users" onRetry={refetch} />
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  onRetry,
  minWidth = '44rem',
}: DataTableProps<Row>) {
  if (rows.state === 'loading')
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-2xl border border-border px-4 py-6 text-sm text-muted"
      >
        <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
        Loading {label.toLowerCase()}…
      </p>
    );
  if (rows.state === 'error')
    return (
      <div className="flex flex-col items-start gap-2 rounded-2xl border border-border px-4 py-6">
        <p className="text-sm text-muted">The {label.toLowerCase()} could not be loaded just now.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden className="size-4" />
          Try again
        </Button>
      </div>
    );
  if (rows.data.length === 0)
    return <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-muted">{empty}</p>;
  return (
    <div
      role="region"
      aria-label={`${label} table`}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-border bg-surface"
    >
      {/* Tables ignore min-width; below its width the region scrolls sideways instead of squeezing it. */}
      <table className="text-left text-sm" style={{ width: `max(100%, ${minWidth})` }}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cx('px-4 py-3 font-semibold whitespace-nowrap', column.align === 'end' && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.data.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border align-middle">
              {columns.map((column) => {
                const className = cx('px-4 py-2.5', column.align === 'end' && 'text-right tabular-nums');
                return column.rowHeader ? (
                  <th key={column.header} scope="row" className={cx(className, 'font-semibold')}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
