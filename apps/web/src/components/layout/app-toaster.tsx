import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { onToasterWanted } from '../../lib/toaster.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/** The toaster comes this long after start-up at the latest, idle or not. */
const IDLE_TIMEOUT_MS = 5_000;

/** Offline before its code was cached, the page goes on without toasts rather than failing. */
const ToasterPanel = lazy<ComponentType>(() =>
  import('./toaster-panel.tsx').then(
    (module) => ({ default: module.ToasterPanel }),
    (error: unknown) => {
      console.warn('The toaster could not be loaded:', error);
      return { default: () => null };
    },
  ),
);

/**
 * The toast area. Its code loads once the page is up and idle, or with an earlier first toast,
 * so a page paints and comes alive without it. Idle, not on demand only: a screen reader follows
 * a live region that is already there when its first toast arrives.
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    whenIdle(() => setWanted(true), IDLE_TIMEOUT_MS);
    return onToasterWanted(() => setWanted(true));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterPanel />
    </Suspense>
  );
}
