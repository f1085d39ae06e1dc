import type { ApiClient } from '../api/api-client.ts';
import { isIosDevice, permissionOutcome, pushBlocker, type PushEnvironment, type PushOutcome } from '../lib/push-outcome.ts';

/** A worker that never becomes ready (none registered, e.g. blocked) must not hang the button. */
const WORKER_READY_TIMEOUT_MS = 10_000;

/** What this browser offers for web push. */
export function detectPushEnvironment(): PushEnvironment {
  const standaloneNavigator = navigator as Navigator & { standalone?: boolean };
  return {
    notifications: 'Notification' in window,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    ios: isIosDevice(navigator.userAgent, navigator.maxTouchPoints),
    standalone: standaloneNavigator.standalone === true || window.matchMedia('(display-mode: standalone)').matches,
  };
}

/** Whether this browser already sends its pushes to this app (then the prompt has nothing to offer). */
export async function isPushSubscribed(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) != null;
  } catch {
    return false;
  }
}

/**
 * The prompt's 'Enable': asks for permission, subscribes this browser with the server's VAPID key
 * and stores the subscription on the server. Never throws; the outcome names the spec's message.
 *
 * @example
 * const outcome = await enablePush(api); // 'enabled' | 'blocked' | 'failed' | …
 */
export async function enablePush(
  api: Pick<ApiClient, 'push'>,
  env: PushEnvironment = detectPushEnvironment(),
): Promise<PushOutcome> {
  const blocker = pushBlocker(env);
  if (blocker) return blocker;
  try {
    const refused = permissionOutcome(await Notification.requestPermission());
    if (refused) return refused;
    const [registration, publicKey] = await Promise.all([workerReady(), api.push.publicKey()]);
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    });
    const { endpoint, expirationTime, keys } = subscription.toJSON();
    if (!endpoint || !keys?.['p256dh'] || !keys['auth']) return 'failed';
    await api.push.subscribe({ endpoint, expirationTime, keys: { p256dh: keys['p256dh'], auth: keys['auth'] } });
    return 'enabled';
  } catch (error) {
    console.warn('Push notifications could not be enabled:', error);
    return 'failed';
  }
}

function workerReady(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('No service worker is active')), WORKER_READY_TIMEOUT_MS),
    ),
  ]);
}

/** The VAPID key as `applicationServerKey` wants it. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
