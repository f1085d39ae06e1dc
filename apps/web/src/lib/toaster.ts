import type { toast } from 'sonner';

/** Sonner's `toast`, once the toaster is on screen. */
export type Toast = typeof toast;

// The toaster (sonner and its styles) is a chunk of its own, loaded by the first toast rather
// than before a page can paint. Sonner only shows toasts raised after its <Toaster> subscribed,
// so every toast waits for that.
let ready: ((show: Toast) => void) | null = null;
const mounted = new Promise<Toast>((resolve) => {
  ready = resolve;
});
const wanted = new Set<() => void>();
let asked = false;

/**
 * Shows a toast: loads and mounts the toaster first if this is the page's first one.
 *
 * @example
 * showToast((toast) => toast.error('Error', { description: 'The oven is cold.' }));
 */
export function showToast(show: (toast: Toast) => void): void {
  if (!asked) {
    asked = true;
    for (const mount of wanted) mount();
  }
  void mounted.then(show);
}

/** Lets the app's toaster slot know when the first toast wants it; answers the unsubscribe. */
export function onToasterWanted(mount: () => void): () => void {
  if (asked) mount();
  wanted.add(mount);
  return () => wanted.delete(mount);
}

/** Called by the toaster once it listens, with sonner's `toast`: the waiting toasts go up. */
export function toasterMounted(show: Toast): void {
  ready?.(show);
  ready = null;
}
