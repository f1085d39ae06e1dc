import { useSyncExternalStore } from 'react';

function subscribe(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1_000);
  return () => clearInterval(timer);
}

/** Whole seconds, so the snapshot only changes (and its reader only renders) once a second. */
const currentSecond = () => Math.floor(Date.now() / 1_000) * 1_000;

/**
 * The time (epoch ms, whole seconds), updated every second while the component is mounted.
 *
 * @example
 * const now = useClock();
 */
export function useClock(): number {
  return useSyncExternalStore(subscribe, currentSecond, currentSecond);
}
