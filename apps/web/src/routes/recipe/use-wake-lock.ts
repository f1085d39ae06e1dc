import { useEffect } from 'react';

/**
 * Keeps the screen on while `active`, where the browser offers the Screen Wake Lock API. The
 * browser drops the lock whenever the page is hidden, so it is asked for again on return.
 *
 * @example
 * useWakeLock(cookModeOpen);
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;

    const request = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) await lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, a hidden page, a permissions policy): the screen may dim, nothing else changes.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) void request();
    };

    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
