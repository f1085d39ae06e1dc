import { z } from 'zod';
import { isPrivateNetworkHost } from './network-hosts.ts';
import { SyncNotificationRowSchema } from './sync.ts';

/** The bell lists this many of the newest notifications (spec section 7). */
export const NOTIFICATION_LIST_LIMIT = 10;

/** The bell's list: the newest notifications first, and how many of all the user's are unread. */
export const NotificationListSchema = z.object({
  notifications: z.array(SyncNotificationRowSchema).max(NOTIFICATION_LIST_LIMIT),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/**
 * Marks one notification read (`{id}`) or all of them (`{all: true}`): the same rules as the sync
 * mutations 'notification.read' and 'notification.readAll'.
 *
 * @example
 * NotificationReadBody.parse({ all: true })
 */
export const NotificationReadBody = z.union([
  z.object({ id: z.uuid({ error: 'Notification id must be a UUID' }) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationReadBody = z.infer<typeof NotificationReadBody>;

/** How long a live-stream ticket may wait before `GET /api/events?ticket=…` uses it. */
export const STREAM_TICKET_TTL_SECONDS = 30;

/** A single-use pass that opens the live stream (an EventSource cannot send an Authorization header). */
export const StreamTicketSchema = z.object({
  ticket: z.string(),
  expiresInSeconds: z.number().int().positive(),
});
export type StreamTicket = z.infer<typeof StreamTicketSchema>;

/** Query of the live stream `GET /api/events`: the single-use ticket from `POST /api/events/ticket`. */
export const StreamQuery = z.object({
  ticket: z.string().max(128).optional(),
});

/** The names of the live stream's events; each carries no data beyond its name (the tab reads anew). */
export const LIVE_EVENT_NAMES = ['profile', 'notification'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** The VAPID public key a browser passes to `pushManager.subscribe` as `applicationServerKey`. */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

const base64Url = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`)
    .max(max, `${label} is too long`);

/** The text of the refusal of an endpoint on a private network (see {@link isPrivateNetworkHost}). */
export const PRIVATE_PUSH_ENDPOINT_MESSAGE = 'The push endpoint must be a public push service address';

const HttpsEndpoint = z
  .url({ protocol: /^https$/, error: 'The push endpoint must be an https address' })
  .max(2048, 'The push endpoint is too long');

// The server POSTs to it: an address on its own network would let anyone reach what sits there.
const PushEndpoint = HttpsEndpoint.refine((endpoint) => isPublicEndpoint(endpoint), {
  error: PRIVATE_PUSH_ENDPOINT_MESSAGE,
});

/** False for an endpoint on a private network; an unreadable one is refused by the https rule already. */
function isPublicEndpoint(endpoint: string): boolean {
  try {
    return !isPrivateNetworkHost(new URL(endpoint).hostname);
  } catch {
    return true;
  }
}

/**
 * A browser push subscription as `PushSubscription.toJSON()` gives it.
 *
 * @example
 * await api.push.subscriptions.$post({ json: subscription.toJSON() })
 */
export const PushSubscriptionBody = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url('p256dh', 256), auth: base64Url('auth', 64) }),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBody>;

/**
 * Body of `DELETE /api/push/subscriptions`: the endpoint of the browser's subscription to forget. Any
 * https endpoint, so one stored before the private-network rule can go too.
 */
export const PushUnsubscribeBody = z.object({ endpoint: HttpsEndpoint });
export type PushUnsubscribeBody = z.input<typeof PushUnsubscribeBody>;

/**
 * What a push message carries to the service worker: the notification's title and text, and the
 * app route a click opens.
 */
export const PushPayloadSchema = z.object({
  title: z.string().max(200),
  body: z.string().max(1000),
  url: z.string().max(2048),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** The daily reminder (push and bell) sent to cooks whose chest of the UTC day is still closed. */
export const CHEST_READY_NOTICE = {
  title: 'Your daily treasure chest is ready!',
  body: 'Open it today for free mana or XP.',
  url: '/my-recipes',
} as const satisfies PushPayload;
