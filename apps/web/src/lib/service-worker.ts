import { registerSW } from 'virtual:pwa-register';
import { showToast } from './toaster.ts';

/**
 * Registers /sw.js and, when a new build is waiting, offers to reload into it. Called by the
 * browser entry in production builds only: the development server has no service worker.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      showToast((toast) =>
        toast('A new version is ready', {
          id: 'app-update',
          duration: Number.POSITIVE_INFINITY,
          action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
        }),
      );
    },
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed:', error),
  });
}
