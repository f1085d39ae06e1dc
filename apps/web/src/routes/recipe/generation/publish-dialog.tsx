import { XP_PUBLISH } from '@feastforge/domain';
import { Dialog } from 'radix-ui';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useReturnFocus } from '../../../lib/return-focus.ts';

interface PublishDialogProps {
  open: boolean;
  title: string;
  onPublish(): void;
  onOpenChange(open: boolean): void;
}

/** Offered after a new recipe's reveal: share it in the Feast Hall for the first-publish XP. */
export function PublishDialog({ open, title, onPublish, onOpenChange }: PublishDialogProps) {
  // It opens by itself over the new recipe, whose title has focus: closing gives it back there.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl"
        >
          <Dialog.Title className="font-display text-xl font-bold">Share it in the Feast Hall?</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            Publish “{title}” so other adventurers can cook it too. Your first publish of a recipe earns {XP_PUBLISH}{' '}
            XP.
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClasses('outline')}>Keep Private</Dialog.Close>
            <button type="button" className={buttonClasses('gold')} onClick={onPublish}>
              Publish Recipe
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
