import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { useReturnFocus } from '../../lib/return-focus.ts';
import { DialogCloseButton } from './dialog-close-button.tsx';

interface FormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** 'wide' for a dialog that lists things (User Details), 'narrow' for a question. */
  size?: 'narrow' | 'wide';
}

/**
 * The admin console's one dialog: a title, a description, a close button and its content (forms,
 * lists), scrolling inside the screen on a phone. Focus goes back to what opened it.
 *
 * @example
 * <FormDialog open={open} onOpenChange={setOpen} title="User Details" description="…">…</FormDialog>
 */
export function FormDialog({ open, onOpenChange, title, description, children, size = 'narrow' }: FormDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          className={cx(
            'dialog-panel fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-border bg-surface p-5 text-fg shadow-2xl sm:p-8',
            size === 'wide' ? 'max-w-3xl' : 'max-w-md',
          )}
        >
          <Dialog.Title className="pr-10 font-display text-2xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{description}</Dialog.Description>
          <div className="mt-6">{children}</div>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
