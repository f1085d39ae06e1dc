import { formatCountdown, timerLabel, type StepDuration } from '@feastforge/domain';
import { BellRing, Timer, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../lib/cx.ts';
import { notify } from '../../lib/notify.ts';

/** A kitchen timer started from a step's duration. */
export interface StepTimer {
  id: string;
  /** Zero-based step it was started from. */
  step: number;
  text: string;
  endsAt: number;
  done: boolean;
}

const TICK_MS = 250;

/** The timer id of a step's duration: one timer per duration per step. */
export function timerId(step: number, duration: StepDuration): string {
  return `${step}:${duration.text}`;
}

/**
 * Running timers measured against the clock, not counted down tick by tick, so a tab the browser
 * throttled still finishes on time. At zero: a toast 'Timer done: {text}', a short vibration
 * where the device has one, and `announcement` for a live region.
 */
export function useStepTimers() {
  const [timers, setTimers] = useState<StepTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const timersRef = useRef(timers);
  const running = timers.some((t) => !t.done);

  useEffect(() => {
    timersRef.current = timers;
  }, [timers]);

  useEffect(() => {
    if (!running) return;
    const interval = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      const finished = timersRef.current.filter((t) => !t.done && t.endsAt <= time);
      if (finished.length === 0) return;
      for (const timer of finished) {
        notify.success(`Timer done: ${timer.text}`, `Step ${timer.step + 1}`, `timer-${timer.id}`);
        setAnnouncement(`Timer done: ${timer.text}`);
      }
      if ('vibrate' in navigator) navigator.vibrate([200, 100, 200]);
      const ids = new Set(finished.map((t) => t.id));
      setTimers((current) => current.map((t) => (ids.has(t.id) ? { ...t, done: true } : t)));
    }, TICK_MS);
    return () => window.clearInterval(interval);
  }, [running]);

  const start = useCallback((step: number, duration: StepDuration) => {
    const time = Date.now();
    const id = timerId(step, duration);
    setNow(time);
    setAnnouncement('');
    setTimers((current) => [
      ...current.filter((t) => t.id !== id),
      { id, step, text: duration.text, endsAt: time + duration.seconds * 1000, done: false },
    ]);
  }, []);
  const remove = useCallback((id: string) => setTimers((current) => current.filter((t) => t.id !== id)), []);

  return { timers, now, announcement, start, remove };
}

/** 'Start 30 min timer' for a duration a step names. */
export function StartTimerButton({ duration, onStart }: { duration: StepDuration; onStart(): void }) {
  return (
    <button type="button" className={buttonClasses('gold')} onClick={onStart}>
      <Timer aria-hidden className="size-4" />
      Start {timerLabel(duration.seconds)} timer
    </button>
  );
}

/** A running (or finished) timer: its countdown and a way to stop or clear it. */
export function TimerChip({
  timer,
  now,
  label,
  onRemove,
}: {
  timer: StepTimer;
  now: number;
  label: string;
  onRemove(): void;
}) {
  return (
    <div
      className={cx(
        'inline-flex items-center gap-3 rounded-xl border py-1.5 pr-1.5 pl-3',
        timer.done ? 'border-accent bg-accent-soft' : 'border-border bg-surface-2',
      )}
    >
      {timer.done ? (
        <BellRing aria-hidden className="size-5 text-accent" />
      ) : (
        <Timer aria-hidden className="size-5 text-accent" />
      )}
      <span className="text-sm text-muted">{label}</span>
      {/* role=timer is not announced each second (its live setting is off); the end is announced apart. */}
      <span role="timer" aria-label={`${label} timer`} className="font-mono text-xl font-bold tabular-nums">
        {timer.done ? 'Done' : formatCountdown((timer.endsAt - now) / 1000)}
      </span>
      <button
        type="button"
        aria-label={timer.done ? `Clear ${label} timer` : `Cancel ${label} timer`}
        onClick={onRemove}
        className="inline-flex size-9 items-center justify-center rounded-lg text-fg transition hover:bg-surface"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
