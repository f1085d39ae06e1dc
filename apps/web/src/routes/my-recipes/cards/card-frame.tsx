import type { LucideIcon } from 'lucide-react';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** The shared frame of the own tome's cards: an icon, a heading and the card's body. */
export function CardFrame({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="ornate-card flex min-w-0 flex-col gap-3 rounded-3xl border border-border bg-surface p-5 shadow-lg shadow-black/5"
    >
      <h2 id={id} className="flex items-center gap-2 font-display text-lg font-bold">
        <Icon aria-hidden className="size-5 shrink-0 text-accent" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card's loading line. */
export function CardLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
      {label}
    </p>
  );
}

/** A card whose read failed (offline, most often): says so and offers to try again. */
export function CardError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <p role="alert" className="text-sm text-muted">
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
