import { LoaderCircle } from 'lucide-react';

/** Shown while a screen's code loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-muted">
      <LoaderCircle aria-hidden className="size-8 animate-spin text-accent" />
      <span className="text-sm">Loading…</span>
    </div>
  );
}
