import { WandSparkles } from 'lucide-react';
import { useEffect, useState } from 'react';

/** What the server does in turn, shown while it works so the wait never looks stuck. */
const STAGES = [
  'Consulting the ancient cookbooks…',
  'Gathering ingredients from the biome…',
  'Weighing and measuring for your party…',
  'Painting the dish…',
  'Binding the recipe into your tome…',
];
const STAGE_MS = 1_400;

/** The full-screen 'Conjuring Your Recipe...' state (spec 'Recipe page'), with visible progress. */
export function Conjuring({ working = false }: { working?: boolean }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!working) return;
    const started = performance.now();
    const timer = setInterval(() => setElapsed(performance.now() - started), 200);
    return () => clearInterval(timer);
  }, [working]);

  const stage = Math.min(STAGES.length - 1, Math.floor(elapsed / STAGE_MS));
  // Approaches 95 % and waits there: the server answers in one piece, so the bar only says 'still going'.
  const percent = working ? Math.round(95 * (1 - Math.exp(-elapsed / 2_500))) : 0;
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-5 px-4 py-32 text-center">
      <WandSparkles aria-hidden className="size-14 animate-pulse text-accent" />
      <p role="status" className="font-display text-2xl font-bold sm:text-3xl">
        Conjuring Your Recipe...
      </p>
      {working && (
        <>
          <div
            role="progressbar"
            aria-label="Conjuring progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-surface-2"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width] duration-200"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-muted">{STAGES[stage]}</p>
        </>
      )}
    </div>
  );
}
