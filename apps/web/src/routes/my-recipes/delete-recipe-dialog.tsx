import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useReturnFocus } from '../../lib/return-focus.ts';

interface DeleteRecipeDialogProps {
  title: string | null;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
  /** Where focus goes once the recipe is deleted: its Delete button goes with its card. */
  focusAfterDelete(): HTMLElement | null;
}

/** Asks before a recipe leaves the tome for good. */
export function DeleteRecipeDialog({ title, onConfirm, onOpenChange, focusAfterDelete }: DeleteRecipeDialogProps) {
  const returnFocus = useReturnFocus();
  const deleted = useRef(false);
  return (
    <AlertDialog.Root open={title !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            deleted.current = false;
            returnFocus.onOpenAutoFocus();
          }}
          onCloseAutoFocus={(event) => {
            const next = deleted.current ? focusAfterDelete() : null;
            if (!next) return returnFocus.onCloseAutoFocus(event);
            event.preventDefault();
            next.focus({ preventScroll: true });
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl"
        >
          <AlertDialog.Title className="font-display text-lg font-bold">Delete this recipe?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            “{title}” will be removed from your tome on every device, and from the Feast Hall if it is published. This
            cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')}>Keep It</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('danger')}
              onClick={() => {
                deleted.current = true;
                onConfirm();
              }}
            >
              Delete Recipe
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
