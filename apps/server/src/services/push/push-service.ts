import { lookup } from 'node:dns/promises';
import webPush from 'web-push';
import { isPrivateNetworkHost } from '@feastforge/domain';
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

/** How `createWebPush` sends, and where it may send to. */
export interface WebPushOptions {
  /** Sends the request (fetch by default). */
  send?: typeof fetch;
  /**
   * Lets messages go to hosts on private networks (loopback, private, link-local addresses,
   * `localhost`). Only tests, whose push service listens on 127.0.0.1, turn this on: otherwise an
   * endpoint there, or a name resolving there, is refused before anything is sent, so no stored
   * subscription can make the server call its own network.
   */
  allowPrivateEndpoints?: boolean;
  /** Resolves a host name to its addresses (the system resolver by default). */
  lookup?: (hostname: string) => Promise<string[]>;
}

/** Thrown by `deliver` for an endpoint on a private network; the message names its host. */
export class PrivateEndpointError extends Error {
  constructor(host: string) {
    super(`${host} is on a private network; push messages go to public push services only`);
    this.name = 'PrivateEndpointError';
  }
}

const systemLookup = async (hostname: string): Promise<string[]> =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

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
export function createWebPush(vapid: VapidKeys, options: WebPushOptions = {}): PushService {
  const { send = fetch, allowPrivateEndpoints = false, lookup: resolve = systemLookup } = options;
  return {
    publicKey: vapid.publicKey,
    async deliver(target, payload) {
      if (!allowPrivateEndpoints) await refusePrivateHost(new URL(target.endpoint).hostname, resolve);
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

/**
 * Throws when `hostname` is on a private network by its name or literal address, or resolves to
 * such an address. The request resolves the name once more, so a resolver that changes its answer
 * in between (DNS rebinding) is not stopped here; egress rules of the network are the place for that.
 */
async function refusePrivateHost(hostname: string, resolve: (hostname: string) => Promise<string[]>): Promise<void> {
  if (isPrivateNetworkHost(hostname)) throw new PrivateEndpointError(hostname);
  // An IP literal needs no lookup; IPv6 ones come bracketed from URL.
  if (hostname.startsWith('[') || /^[\d.]+$/.test(hostname)) return;
  const addresses = await resolve(hostname);
  if (addresses.some((address) => isPrivateNetworkHost(address))) throw new PrivateEndpointError(hostname);
}
