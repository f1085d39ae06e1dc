import { useRef } from 'react';

/**
 * Focus handlers for a radix dialog that is opened without a Trigger (from a card's button, or by
 * itself after a reveal): radix only knows to give focus back to its own Trigger, so without one
 * focus falls to the page's start when the dialog closes. These give it back to whatever had focus
 * when the dialog opened, if that is still on the page.
 *
 * @example
 * const returnFocus = useReturnFocus();
 * <AlertDialog.Content {...returnFocus}>…</AlertDialog.Content>
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus into the dialog: what has focus now opened it.
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      previous.current = null;
      if (!target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
