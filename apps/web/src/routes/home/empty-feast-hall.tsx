import { Castle, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

/** Home before anyone has published: an invitation to be the first, in place of the recipe areas. */
export function EmptyFeastHall() {
  return (
    <section aria-labelledby="empty-hall-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <div className="ornate-card mx-auto max-w-2xl rounded-3xl border border-accent/50 bg-surface px-6 py-12 text-center shadow-lg shadow-black/5 sm:px-12">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full border border-accent/40 bg-accent-soft">
          <Castle aria-hidden className="size-8 text-accent" />
        </span>
        <h2 id="empty-hall-title" className="mt-5 text-2xl font-bold text-balance sm:text-3xl">
          The Feast Hall awaits its first feast
        </h2>
        <p className="mx-auto mt-3 max-w-md text-pretty text-muted">
          No hero has published a recipe yet. Conjure one in a few steps, share it, and your dish opens the table for
          everyone.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/wizard" className={buttonClasses('gold', 'lg', 'font-display')}>
            <WandSparkles aria-hidden className="size-5" />
            Begin Your Quest
          </Link>
          <Link to="/gallery" className={buttonClasses('outline', 'lg')}>
            <Castle aria-hidden className="size-5" />
            Explore the Feast Hall
          </Link>
        </div>
      </div>
    </section>
  );
}
