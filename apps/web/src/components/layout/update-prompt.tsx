import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { toast } from 'sonner';

/**
 * Registers /sw.js and, when a new build is waiting, offers to reload into it. Rendered only in
 * production builds: the development server has no service worker.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed:', error),
  });

  useEffect(() => {
    if (!needRefresh) return;
    toast('A new version is ready', {
      id: 'app-update',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
