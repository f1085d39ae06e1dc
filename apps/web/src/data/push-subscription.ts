import type { PushSubscriptionBody } from '@feastforge/domain';
import type { ApiClient } from '../api/api-client.ts';
import { ApiError } from '../api/http.ts';
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

/** The part of a service-worker registration push needs (tests pass their own). */
export type PushRegistration = Pick<ServiceWorkerRegistration, 'pushManager'>;

/** This page's service-worker registration, if any: where the browser keeps its push subscription. */
async function currentRegistration(): Promise<PushRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return undefined;
  }
  return navigator.serviceWorker.getRegistration();
}

/** The browser's push subscription for this app, or null (none, or push unavailable). */
async function browserSubscription(
  registration: () => Promise<PushRegistration | undefined>,
): Promise<PushSubscription | null> {
  try {
    return (await (await registration())?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** `PushSubscription.toJSON()` as the server takes it, or null when the browser left a part out. */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody | null {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.['p256dh'] || !keys['auth']) return null;
  return { endpoint, expirationTime, keys: { p256dh: keys['p256dh'], auth: keys['auth'] } };
}

/**
 * At sign-in: whether this browser already sends its pushes to the signed-in cook. A browser
 * subscribed earlier (perhaps while someone else was signed in) is stored again for this cook, so
 * the server's upsert on the endpoint moves it to them; if the server refuses it counts as not
 * subscribed, and the prompt offers to enable it (offline it counts as subscribed). Never throws.
 *
 * @example
 * if (!(await claimPushSubscription(api))) showPrompt();
 */
export async function claimPushSubscription(
  api: Pick<ApiClient, 'push'>,
  registration: () => Promise<PushRegistration | undefined> = currentRegistration,
): Promise<boolean> {
  const subscription = await browserSubscription(registration);
  const body = subscription && subscriptionBody(subscription);
  if (!body) return false;
  try {
    await api.push.subscribe(body);
    return true;
  } catch (error) {
    console.warn('This browser could not be subscribed for the signed-in cook:', error);
    // Offline, nothing is known either way: the prompt would offer what the browser already has.
    return error instanceof ApiError && error.isNetwork;
  }
}

/**
 * At sign-out, while the session still holds: the server forgets this browser's subscription for
 * the cook, and the browser drops it, so the next cook to sign in here never sees their
 * reminders. Dropping the browser's side happens even when the server cannot be told: its
 * endpoint then dies, and the server deletes the row at the next send (404/410). Never throws.
 */
export async function releasePushSubscription(
  api: Pick<ApiClient, 'push'>,
  registration: () => Promise<PushRegistration | undefined> = currentRegistration,
): Promise<void> {
  const subscription = await browserSubscription(registration);
  if (!subscription) return;
  await api.push
    .unsubscribe(subscription.endpoint)
    .catch((error: unknown) => console.warn('The server could not forget this browser:', error));
  await subscription
    .unsubscribe()
    .catch((error: unknown) => console.warn('The browser kept its push subscription:', error));
}

/**
 * The prompt's 'Enable': asks for permission, subscribes this browser with the server's VAPID key
 * and stores the subscription on the server. When the server cannot store it, the browser's
 * subscription is dropped again, so the prompt comes back (spec: it reappears after a failed
 * enable). Never throws; the outcome names the spec's message.
 *
 * @example
 * const outcome = await enablePush(api); // 'enabled' | 'blocked' | 'failed' | …
 */
export async function enablePush(
  api: Pick<ApiClient, 'push'>,
  env: PushEnvironment = detectPushEnvironment(),
  registration: () => Promise<PushRegistration> = workerReady,
): Promise<PushOutcome> {
  const blocker = pushBlocker(env);
  if (blocker) return blocker;
  let subscription: PushSubscription | undefined;
  try {
    const refused = permissionOutcome(await Notification.requestPermission());
    if (refused) return refused;
    const [ready, publicKey] = await Promise.all([registration(), api.push.publicKey()]);
    subscription = await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    });
    const body = subscriptionBody(subscription);
    if (!body) throw new Error('The browser gave an incomplete push subscription');
    await api.push.subscribe(body);
    return 'enabled';
  } catch (error) {
    console.warn('Push notifications could not be enabled:', error);
    await subscription
      ?.unsubscribe()
      .catch((unsubscribeError: unknown) => console.warn('The browser kept its push subscription:', unsubscribeError));
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
