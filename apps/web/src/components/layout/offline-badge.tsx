import { CloudOff } from 'lucide-react';
import { useOnline } from '../../data/use-online.ts';

/** Says so in the header while there is no network; the tome keeps working and syncs later. */
export function OfflineBadge() {
  const online = useOnline();
  return (
    <span role="status" className="shrink-0 empty:hidden">
      {!online && (
        <span
          title="Your tome still works offline. Changes reach the server when you reconnect."
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-2.5 text-xs font-semibold text-fg"
        >
          <CloudOff aria-hidden className="size-4" />
          Offline
        </span>
      )}
    </span>
  );
}
