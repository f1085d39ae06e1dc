import { findDurations } from '@feastforge/domain';
import { ChefHat, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../lib/cx.ts';
import { StartTimerButton, TimerChip, timerId, useStepTimers } from './step-timer.tsx';
import { useWakeLock } from './use-wake-lock.ts';

/**
 * 'Cook Mode': the instructions one at a time in large type, full screen, with the screen kept
 * awake and a timer for every duration a step names. Timers keep running when it is closed.
 *
 * @example
 * <CookMode title={recipe.title} steps={recipe.instructions} />
 */
export function CookMode({ title, steps }: { title: string; steps: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const { timers, now, announcement, start, remove } = useStepTimers();
  const otherTimersId = useId();
  const last = steps.length - 1;
  const index = Math.min(current, last);
  const durations = useMemo(() => findDurations(steps[index] ?? ''), [steps, index]);
  useWakeLock(open);

  // On the document, not the dialog: a click on the step text must not stop the arrow keys.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') setCurrent((i) => Math.min(i + 1, last));
      else if (event.key === 'ArrowLeft') setCurrent((i) => Math.max(i - 1, 0));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, last]);

  if (steps.length === 0) return null;
  const thisStep = new Set(durations.map((d) => timerId(index, d)));
  const otherTimers = timers.filter((t) => !thisStep.has(t.id));

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClasses('outline')}>
        <ChefHat aria-hidden className="size-4" />
        Cook Mode
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col bg-bg text-fg">
          <header className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3 sm:px-8">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wider text-muted uppercase">Cook Mode</p>
              <Dialog.Title className="truncate font-display text-lg font-bold sm:text-xl">{title}</Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close cook mode"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full transition hover:bg-surface-2"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </header>
          <Dialog.Description className="sr-only">
            One step at a time. Use the arrow keys or the Previous and Next buttons to move between steps.
          </Dialog.Description>
          <div className="h-1.5 bg-surface-2" aria-hidden>
            <div
              className="h-full bg-accent transition-all"
              style={{ width: `${((index + 1) / steps.length) * 100}%` }}
            />
          </div>

          <div className="flex-1 overflow-y-auto px-4 py-6 sm:px-8 sm:py-12">
            <div className="mx-auto flex max-w-3xl flex-col gap-8">
              <div aria-live="polite">
                <p className="font-display text-lg font-bold text-accent">
                  Step {index + 1} of {steps.length}
                </p>
                <p className="mt-4 text-2xl leading-relaxed text-pretty sm:text-4xl sm:leading-snug">{steps[index]}</p>
              </div>
              {durations.length > 0 && (
                <div className="flex flex-wrap gap-3">
                  {durations.map((duration) => {
                    const timer = timers.find((t) => t.id === timerId(index, duration));
                    return timer ? (
                      <TimerChip
                        key={timer.id}
                        timer={timer}
                        now={now}
                        label={duration.text}
                        onRemove={() => remove(timer.id)}
                      />
                    ) : (
                      <StartTimerButton
                        key={duration.text}
                        duration={duration}
                        onStart={() => start(index, duration)}
                      />
                    );
                  })}
                </div>
              )}
              {otherTimers.length > 0 && (
                <section aria-labelledby={otherTimersId} className="flex flex-col gap-3">
                  <h2 id={otherTimersId} className="text-sm font-semibold text-muted">
                    Other timers
                  </h2>
                  <div className="flex flex-wrap gap-3">
                    {otherTimers.map((timer) => (
                      <TimerChip
                        key={timer.id}
                        timer={timer}
                        now={now}
                        label={`Step ${timer.step + 1}: ${timer.text}`}
                        onRemove={() => remove(timer.id)}
                      />
                    ))}
                  </div>
                </section>
              )}
            </div>
          </div>

          <footer className="border-t border-border bg-surface px-4 py-3 sm:px-8">
            <div className="mx-auto flex max-w-3xl gap-3">
              {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
              <Button
                variant="outline"
                size="lg"
                aria-disabled={index === 0}
                onClick={() => setCurrent(Math.max(index - 1, 0))}
                className={cx('flex-1 px-3', index === 0 && 'cursor-not-allowed opacity-60')}
              >
                <ChevronLeft aria-hidden className="size-5" />
                Previous
              </Button>
              <Button
                variant={index === last ? 'gold' : 'primary'}
                size="lg"
                onClick={() => (index === last ? setOpen(false) : setCurrent(index + 1))}
                className="flex-1 px-3"
              >
                {index === last ? 'Finish' : 'Next'}
                {index !== last && <ChevronRight aria-hidden className="size-5" />}
              </Button>
            </div>
          </footer>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
