import { ArrowLeft, ArrowRight, WandSparkles } from 'lucide-react';
import { Progress } from 'radix-ui';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../lib/cx.ts';
import type { WizardStep } from './wizard-rules.ts';

export const STEP_TITLE_ID = 'wizard-step-title';
export const STEP_ERROR_ID = 'wizard-step-error';

interface WizardFrameProps {
  steps: readonly WizardStep[];
  index: number;
  nextLabel: string;
  canContinue: boolean;
  /** Why the user cannot move on yet, once they tried. */
  error: string | null;
  onBack(): void;
  onNext(): void;
  /** Beside the page title (a visitor's trial count). */
  note?: ReactNode;
  /**
   * Before the session is known: inert, with the note and the step count held back until they are
   * known (members have no trial note and one step more). Their space is kept, so nothing moves.
   */
  pending?: boolean;
  /** Under the step's body (the insufficient-mana card). */
  alert?: ReactNode;
  children: ReactNode;
}

/**
 * The stepper around each step: progress bar, 'Step n of N', the step heading, Back and the button
 * that moves on. A step change scrolls to the top and puts focus on the new heading, so keyboard
 * and screen-reader users start the new step where sighted users do.
 */
export function WizardFrame({
  steps,
  index,
  nextLabel,
  canContinue,
  error,
  onBack,
  onNext,
  note,
  alert,
  pending = false,
  children,
}: WizardFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Null until the first step has shown: opening the wizard puts focus on that step too, so a
  // keyboard or screen-reader user starts at the question, not at the top of the page.
  const shownIndex = useRef<number | null>(null);
  useEffect(() => {
    if (shownIndex.current === index) return;
    if (shownIndex.current !== null) window.scrollTo({ top: 0, left: 0 });
    shownIndex.current = index;
    headingRef.current?.focus({ preventScroll: true });
  }, [index]);

  const step = steps[index] ?? steps[0];
  const number = index + 1;
  const isLast = number === steps.length;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <h1 className="text-3xl font-bold sm:text-4xl">Create Recipe</h1>
          {/* Its own line on a phone, and always that line's height, so a note arriving shifts nothing. */}
          <div className={cx('flex min-h-9 items-center max-sm:w-full', pending && 'invisible')}>{note}</div>
        </div>
        <p className={cx('text-sm font-semibold text-muted', pending && 'invisible')}>
          Step {number} of {steps.length}
          <span aria-hidden> · </span>
          <span className="sr-only">: </span>
          {step?.title}
        </p>
        <Progress.Root
          value={number}
          max={steps.length}
          getValueLabel={(value, max) => `Step ${value} of ${max}`}
          aria-label="Wizard progress"
          className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-border"
        >
          <Progress.Indicator
            className="h-full w-full rounded-full bg-accent transition-transform duration-300"
            style={{ transform: `translateX(-${100 - (number / steps.length) * 100}%)` }}
          />
        </Progress.Root>
      </header>

      <form
        noValidate
        onSubmit={onSubmit}
        inert={pending}
        aria-busy={pending || undefined}
        className="rounded-3xl border border-border bg-surface p-5 shadow-xl shadow-black/5 sm:p-8"
      >
        <h2 id={STEP_TITLE_ID} ref={headingRef} tabIndex={-1} className="text-2xl font-bold sm:text-3xl">
          {step?.title}
        </h2>
        <p className="mt-1 text-pretty text-muted">{step?.lead}</p>
        <div className="mt-6">{children}</div>
        {error && (
          <p id={STEP_ERROR_ID} role="alert" className="mt-4 font-semibold text-danger">
            {error}
          </p>
        )}
        {alert && <div className="mt-6">{alert}</div>}
        <div className="mt-8 flex items-center justify-between gap-3 border-t border-border pt-6">
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden className="size-4" />
            Back
          </Button>
          <Button
            type="submit"
            variant={isLast ? 'gold' : 'primary'}
            aria-disabled={!canContinue || undefined}
            className={canContinue ? undefined : 'cursor-not-allowed opacity-60'}
          >
            {nextLabel}
            {nextLabel === 'Generate Recipe' ? (
              <WandSparkles aria-hidden className="size-4" />
            ) : (
              <ArrowRight aria-hidden className="size-4" />
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
