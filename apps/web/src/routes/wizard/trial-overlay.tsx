import { SIGNUP_BONUS_MANA } from '@feastforge/domain';
import { Hourglass, WandSparkles } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { DialogCloseButton } from '../../components/ui/dialog-close-button.tsx';
import { trialsLeftText } from './wizard-rules.ts';

interface TrialOverlayProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Null until the server has told how many it will honour. */
  trialsLeft: number | null;
  onGenerate(): void;
}

/** Spec 'Wizard': a visitor's last step ends on a trial card with the remaining count. */
export function TrialOverlay({ open, onOpenChange, trialsLeft, onGenerate }: TrialOverlayProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          // Without its count there is no description (Radix asks for this to say so).
          {...(trialsLeft === null ? { 'aria-describedby': undefined } : {})}
          className="dialog-panel fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-border bg-surface p-6 text-fg shadow-2xl sm:p-8"
        >
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-accent-soft">
            <Hourglass aria-hidden className="size-6 text-accent" />
          </span>
          <Dialog.Title className="font-display text-2xl font-bold">Free Trial Recipe</Dialog.Title>
          {trialsLeft !== null && (
            <Dialog.Description className="mt-2 text-lg font-semibold text-fg">
              {trialsLeftText(trialsLeft)}
            </Dialog.Description>
          )}
          <p className="mt-2 text-pretty text-muted">
            Trial recipes are not saved. Register for free to claim {SIGNUP_BONUS_MANA} mana, keep every recipe in your
            tome and earn XP.
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <Button variant="gold" size="lg" onClick={onGenerate} className="w-full">
              <WandSparkles aria-hidden className="size-5" />
              Generate Recipe
            </Button>
            <Link
              to="/register-benefits"
              state={{ returnTo: '/wizard' }}
              className={buttonClasses('outline', 'lg', 'w-full')}
            >
              Register for Free
            </Link>
          </div>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
