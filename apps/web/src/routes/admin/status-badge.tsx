import { cx } from '../../lib/cx.ts';

/** A pill for a two-state status: Published or Private, Active or Inactive. */
export function StatusBadge({
  on,
  labels = ['Published', 'Private'],
}: {
  /** The first label's state (Published, Active) when true. */
  on: boolean;
  labels?: [string, string];
}) {
  return (
    <span
      className={cx(
        'inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        on ? 'border-accent/50 bg-accent-soft text-fg' : 'border-border text-muted',
      )}
    >
      {on ? labels[0] : labels[1]}
    </span>
  );
}
