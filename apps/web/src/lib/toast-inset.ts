import { useSyncExternalStore } from 'react';

// The push prompt and the toasts both sit at the bottom right (spec section 'Notification bell and
// push prompt'). While the prompt is on screen it reserves its height here, and the toaster lifts
// its stack by that much, so a toast never covers the prompt's buttons.
let reserved = 0;
const listeners = new Set<() => void>();

/** Reserves `px` at the bottom of the screen for a fixed card (0 gives the space back). */
export function reserveToastInset(px: number): void {
  const next = Math.max(0, Math.round(px));
  if (next === reserved) return;
  reserved = next;
  for (const listener of listeners) listener();
}

/** The space reserved now, in whole pixels. */
export function toastInset(): number {
  return reserved;
}

/** Calls `listener` whenever the reserved space changes; answers the unsubscribe. */
export function onToastInsetChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The space toasts leave free at the bottom of the screen, in pixels; re-renders when it changes. */
export function useToastInset(): number {
  return useSyncExternalStore(onToastInsetChange, toastInset, () => 0);
}
