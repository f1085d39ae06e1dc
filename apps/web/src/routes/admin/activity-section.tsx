import type { AdminStats } from '@feastforge/domain';
import { ChartLine } from 'lucide-react';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { dayLabel } from './admin-format.ts';

// chart.js is loaded only when the dashboard shows, in a chunk of its own.
const ActivityChart = lazy(() => import('./activity-chart.tsx'));

/** Renders nothing in place of a chart that failed (its chunk did not load, or it threw). */
class ChartBoundary extends Component<{ onError(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Generations and sign-ups per day over the last 30 days: a chart, and the same figures as a
 * table for screen readers and anyone who wants the numbers. When the chart fails, the table
 * stands in for it, opened.
 */
export function ActivitySection({ days }: { days: AdminStats['days'] }) {
  const [chartFailed, setChartFailed] = useState(false);
  const generations = days.reduce((sum, day) => sum + day.generations, 0);
  const signups = days.reduce((sum, day) => sum + day.signups, 0);
  const summary = `${generations} generations and ${signups} sign-ups in the last ${days.length} days.`;
  return (
    <section aria-labelledby="activity-heading" className="rounded-3xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="activity-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <ChartLine aria-hidden className="size-5 text-accent" />
        Activity, last {days.length} days
      </h2>
      <p className="mt-1 text-sm text-muted">{summary}</p>
      {!chartFailed && (
        <div className="mt-4 h-64 sm:h-72">
          <ChartBoundary onError={() => setChartFailed(true)}>
            <Suspense fallback={<div className="h-full animate-pulse rounded-2xl bg-surface-2" />}>
              <ActivityChart days={days} summary={summary} />
            </Suspense>
          </ChartBoundary>
        </div>
      )}
      <details className="mt-4 text-sm" open={chartFailed || undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-fg">
          Show the numbers
        </summary>
        <div role="region" aria-label="Activity by day" tabIndex={0} className="mt-2 max-h-80 overflow-auto">
          <table className="w-full max-w-md text-left">
            <caption className="sr-only">Generations and sign-ups per day</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1.5 pr-4 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1.5 pr-4 text-right font-semibold">
                  Generations
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Sign-ups
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-border">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    <time dateTime={day.date}>{dayLabel(day.date)}</time>
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{day.generations}</td>
                  <td className="py-1.5 text-right tabular-nums">{day.signups}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
