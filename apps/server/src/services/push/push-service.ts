import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, request as undiciRequest } from 'undici';
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

/** One push request, bound to the address that was checked for it. */
export interface PinnedPushRequest {
  url: string;
  /** The IP address the connection must go to: the one checked, never looked up again. */
  address: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** Sends one push request to its pinned address and answers what the push service said. */
export type PushSend = (request: PinnedPushRequest) => Promise<PushDelivery>;

/** How `createWebPush` sends, and where it may send to. */
export interface WebPushOptions {
  /** Sends the request (undici, connected to the pinned address, by default). */
  send?: PushSend;
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
 * signs the VAPID header (RFC 8292). The endpoint's host is resolved once and checked, and the
 * request connects to that very address (TLS still verifies the host name), so a resolver that
 * changes its answer in between (DNS rebinding) cannot point it elsewhere. A redirect is never
 * followed: its status is the answer, so a push service cannot send the server into its own network.
 *
 * @example
 * const push = createWebPush(await loadVapidKeys(config))
 * const { status } = await push.deliver(subscription, JSON.stringify({ title, body, url }))
 */
export function createWebPush(vapid: VapidKeys, options: WebPushOptions = {}): PushService {
  const { send = sendPinned, allowPrivateEndpoints = false, lookup: resolve = systemLookup } = options;
  return {
    publicKey: vapid.publicKey,
    async deliver(target, payload) {
      const address = await checkedAddress(new URL(target.endpoint).hostname, resolve, allowPrivateEndpoints);
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
      return send({ url: request.endpoint, address, headers, body: new Uint8Array(request.body) });
    },
  };
}

/**
 * The address to connect to for `hostname`: the literal itself, or the first address the name
 * resolves to. Unless `allowPrivate`, throws when the name or any of its addresses is on a private
 * network (one private answer is enough: the resolver could hand it out next).
 */
async function checkedAddress(
  hostname: string,
  resolve: (hostname: string) => Promise<string[]>,
  allowPrivate: boolean,
): Promise<string> {
  if (!allowPrivate && isPrivateNetworkHost(hostname)) throw new PrivateEndpointError(hostname);
  // IPv6 literals come bracketed from URL.
  const literal = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(literal)) return literal;
  const addresses = await resolve(hostname);
  if (!allowPrivate && addresses.some((address) => isPrivateNetworkHost(address))) {
    throw new PrivateEndpointError(hostname);
  }
  const [first] = addresses;
  if (first === undefined) throw new Error(`${hostname} has no address`);
  return first;
}

/**
 * Sends with undici over a connection to `request.address` only: its lookup answers that address
 * whatever name is asked. undici's `request` follows no redirects.
 */
async function sendPinned(request: PinnedPushRequest): Promise<PushDelivery> {
  const family = isIP(request.address);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: request.address, family }]);
    else callback(null, request.address, family);
  };
  const agent = new Agent({ connect: { lookup: pinned, timeout: TIMEOUT_MS } });
  try {
    const res = await undiciRequest(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      dispatcher: agent,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body.dump();
    const retryAfter = res.headers['retry-after'];
    return { status: res.statusCode, retryAfter: (Array.isArray(retryAfter) ? retryAfter[0] : retryAfter) ?? null };
  } finally {
    await agent.destroy();
  }
}
