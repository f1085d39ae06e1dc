import { Gem } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx.ts';

/** The signed-in user's mana; opens the Mana Shop (spec 'Top navigation'). */
export function ManaBalance({
  balance,
  className,
  onNavigate,
}: {
  balance: number;
  className?: string;
  onNavigate?(): void;
}) {
  return (
    <Link
      to="/shop"
      onClick={onNavigate}
      aria-label={`Mana balance: ${balance}`}
      className={cx(
        'inline-flex h-9 pointer-coarse:h-11 items-center gap-1.5 rounded-full border border-accent/40 bg-accent-soft px-3 text-sm font-bold text-fg tabular-nums transition hover:border-accent',
        className,
      )}
    >
      <Gem aria-hidden className="size-4 text-accent" />
      {balance}
    </Link>
  );
}
