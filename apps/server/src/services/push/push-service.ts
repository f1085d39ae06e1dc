import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** A stored subscription: the push service's address and the browser's keys (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service answered: its status and, on 429, its `Retry-After`. */
export interface PushDelivery {
  status: number;
  retryAfter: string | null;
}

/** Sends one push message; a test or another transport may stand in for it. */
export interface PushService {
  readonly publicKey: string;
  deliver(target: PushTarget, payload: string): Promise<PushDelivery>;
}

/** How long a push service keeps an undelivered reminder (the rest of a day is plenty). */
const TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web push over HTTP: web-push encrypts the payload for the subscription (RFC 8291, aes128gcm) and
 * signs the VAPID header (RFC 8292); the request itself goes out with fetch, which keeps a time
 * limit and lets tests run a push service on plain http.
 *
 * @example
 * const push = createWebPush(await loadVapidKeys(config))
 * const { status } = await push.deliver(subscription, JSON.stringify({ title, body, url }))
 */
export function createWebPush(vapid: VapidKeys, send: typeof fetch = fetch): PushService {
  return {
    publicKey: vapid.publicKey,
    async deliver(target, payload) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      const res = await send(request.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    },
  };
}
