import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

/** The round 'Close' button in a dialog's top right corner. */
export function DialogCloseButton() {
  return (
    <Dialog.Close
      aria-label="Close"
      className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full transition hover:bg-surface-2"
    >
      <X aria-hidden className="size-5" />
    </Dialog.Close>
  );
}
