import { TOASTS } from '@feastforge/domain';
import { Gem, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

/** Spec 'Wizard': the dismissible card when the balance is below the chosen booster's cost. */
export function InsufficientManaCard({ message, onDismiss }: { message: string; onDismiss(): void }) {
  return (
    <section
      role="alert"
      aria-labelledby="insufficient-mana-title"
      className="relative flex flex-col gap-3 rounded-2xl border-2 border-danger bg-surface p-5 pr-14 shadow-md sm:flex-row sm:items-center sm:gap-5"
    >
      <span
        aria-hidden
        className="flex size-12 shrink-0 items-center justify-center rounded-full border border-accent/40 bg-accent-soft"
      >
        <Gem className="size-6 text-accent" />
      </span>
      <div className="flex-1">
        <h3 id="insufficient-mana-title" className="text-lg font-bold text-fg">
          {TOASTS.insufficientMana.title}
        </h3>
        <p className="mt-1 text-pretty text-muted">{message}</p>
      </div>
      <Link to="/shop" className={buttonClasses('gold', 'md', 'self-start sm:self-center')}>
        Visit the Shop
      </Link>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-fg transition hover:bg-surface-2"
      >
        <X aria-hidden className="size-5" />
      </button>
    </section>
  );
}
