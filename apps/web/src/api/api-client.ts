import type { AppType } from '@feastforge/server';
import type {
  AddManaBody,
  CheckoutBody,
  CreatePromoCodeBody,
  ClaimReferralBody,
  GenerateBody,
  LoginBody,
  LogoutBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RedeemPromoBody,
  RegisterBody,
  PushSubscriptionBody,
  ResendConfirmationBody,
  SyncPushBody,
  TrackEventBody,
  VerifyEmailBody,
  VerifyPaymentBody,
} from '@feastforge/domain';
import { hc } from 'hono/client';
import { toGenerationResult, type GenerationResult } from './generation-result.ts';
import { settle, unwrap } from './http.ts';
import { SessionTokens } from './session-tokens.ts';
import { network, openEventSource, type Transport } from './transport.ts';

/**
 * The schemas sync answers are checked with, loaded beside the first sync's request. A failed
 * load surfaces where the answer is checked (as an unexpected answer), never on its own.
 */
function syncAnswers() {
  const loading = import('./sync-answers.ts');
  loading.catch(() => undefined);
  return loading;
}

/** A Feast Hall query as a form or an address holds it: any part may be missing. */
export type GalleryQueryInput = Partial<Record<'search' | 'type' | 'rarity' | 'sort', string | null>> & {
  page?: number | string | null;
};

/** How a client reaches the server. */
export interface ApiClientOptions {
  /** The network by default; tests pass the in-process server or a scripted answer. */
  transport?: Transport;
}

/** An image that has not arrived by then is left out rather than holding the print back. */
const IMAGE_TIMEOUT_MS = 4_000;

/**
 * The web app's one way to the server. Request and answer types come from the server's route
 * schemas (`hc<AppType>`); signed-in calls carry the access token, which {@link SessionTokens}
 * renews once on a 401. Calls either return the answer or throw an `ApiError` with the server's
 * code; flows that branch on failures (sync, generation) get them as values instead.
 *
 * @example
 * const api = createApiClient();
 * const session = await api.auth.login({ email, password });
 * api.tokens.adopt(session);
 * const me = await api.me();
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const transport = options.transport ?? network;
  // The refresh cookie is httpOnly and scoped to /api/auth; it must travel with auth calls.
  const init = { credentials: 'include' } as const;
  const anonymous = hc<AppType>('/', { fetch: transport, init }).api;
  const tokens = new SessionTokens(() => unwrap(anonymous.auth.refresh.$post()));
  const signed = hc<AppType>('/', { fetch: tokens.authorize(transport), init }).api;
  const bearer = (token: string | null) => (token ? { headers: { Authorization: `Bearer ${token}` } } : {});

  return {
    tokens,
    auth: {
      login: (body: LoginBody) => unwrap(anonymous.auth.login.$post({ json: body })),
      register: (body: RegisterBody) => unwrap(anonymous.auth.register.$post({ json: body })),
      /** Without a token the refresh cookie identifies the device. */
      logout: async (token: string | null, scope: NonNullable<LogoutBody['scope']>) => {
        await unwrap(anonymous.auth.logout.$post({ json: { scope } }, bearer(token)));
      },
      requestPasswordReset: async (body: PasswordResetBody) => {
        await unwrap(anonymous.auth['password-reset'].$post({ json: body }));
      },
      /** Sets the new password and answers a new session (the user's other sessions end). */
      confirmPasswordReset: (body: PasswordResetConfirmBody) =>
        unwrap(anonymous.auth['password-reset'].confirm.$post({ json: body })),
      /** Confirms the signed-in account's address with the token of its confirmation link. */
      verifyEmail: async (body: VerifyEmailBody) => {
        await unwrap(signed.auth['verify-email'].$post({ json: body }));
      },
      /** 'Resend confirmation': the answer is the same for every address. */
      resendConfirmation: async (body: ResendConfirmationBody) => {
        await unwrap(anonymous.auth['verify-email'].resend.$post({ json: body }));
      },
    },
    /** The signed-in user, their profile and balances. */
    me: () => unwrap(signed.me.$get()),
    recipes: {
      /** Published recipes for anyone; the viewer's own unpublished ones when signed in. */
      get: (id: string) => unwrap(signed.recipes[':id'].$get({ param: { id } })),
      /** The trial recipes the server will still conjure for this visitor's device on this network. */
      trials: (deviceId: string) => unwrap(anonymous.recipes.trials.$get({ query: { deviceId } })),
    },
    /** One page of the Feast Hall (the query as the address has it; blanks mean 'any'). */
    gallery: (query: GalleryQueryInput) =>
      unwrap(
        anonymous.gallery.$get({
          query: {
            search: query.search ?? undefined,
            type: query.type ?? undefined,
            rarity: query.rarity ?? undefined,
            sort: query.sort ?? undefined,
            page: query.page === undefined ? undefined : String(query.page),
          },
        }),
      ),
    /** The home page's carousel, latest cards and feature panel recipe. */
    home: () => unwrap(anonymous.home.$get()),
    /** A hero's profile and recipes; the viewer's own or an admin's view includes unpublished ones. */
    heroTome: (userId: string) => unwrap(signed.users[':id'].tome.$get({ param: { id: userId } })),
    /** Conjures a recipe; signed-in users pay in mana, visitors send a `deviceId` for a trial. */
    generate: async (body: GenerateBody): Promise<GenerationResult> =>
      toGenerationResult(await settle(unwrap(signed.recipes.generate.$post({ json: body })))),
    /** Today's treasure chest: whether it can be opened, and opening it (once per UTC day). */
    chest: {
      status: () => unwrap(signed.chest.$get()),
      claim: () => unwrap(signed.chest.claim.$post()),
    },
    /** Redeems a promotion code; without `code`, the one given at sign-up. */
    promo: {
      redeem: (body: RedeemPromoBody) => unwrap(signed.promo.redeem.$post({ json: body })),
    },
    /** The referral card (code, link, count) and recording who referred a new account. */
    referrals: {
      summary: () => unwrap(signed.referrals.$get()),
      claim: (body: ClaimReferralBody) => unwrap(signed.referrals.claim.$post({ json: body })),
    },
    /** The badge catalogue (unlocked state for the signed-in user), the badge check and the hero portrait. */
    badges: {
      list: () => unwrap(signed.badges.$get()),
      check: () => unwrap(signed.badges.check.$post()),
      /** Paints the portrait from the race, class and gender the server has on the profile. */
      paintPortrait: () => unwrap(signed.me.portrait.$post()),
    },
    /** The Mana Shop: packages for anyone; checkout, the payment return and the history for the cook. */
    shop: {
      packages: () => unwrap(anonymous.shop.packages.$get()),
      /** Opens a checkout (Stripe's page or the demo page) and answers where to pay. */
      checkout: (body: CheckoutBody) => unwrap(signed.shop.checkout.$post({ json: body })),
      /** Confirms a checkout the cook returned from; `status: 'pending'` means ask again shortly. */
      verify: (body: VerifyPaymentBody) => unwrap(signed.shop.verify.$post({ json: body })),
      purchases: () => unwrap(signed.shop.purchases.$get()),
    },
    sync: {
      push: (body: SyncPushBody) => {
        const schemas = syncAnswers();
        return settle(
          unwrap(signed.sync.push.$post({ json: body })).then(async (answer) =>
            (await schemas).SyncPushAnswerSchema.parse(answer),
          ),
        );
      },
      pull: (cursor: number) => {
        const schemas = syncAnswers();
        return settle(
          unwrap(signed.sync.pull.$get({ query: { cursor: String(cursor) } })).then(async (answer) =>
            (await schemas).SyncPullAnswerSchema.parse(answer),
          ),
        );
      },
    },
    /** The bell's list (newest 10 and the unread count) and its read marks (offline writes go through sync). */
    notifications: {
      list: () => unwrap(signed.notifications.$get()),
      markRead: (id: string) => unwrap(signed.notifications.read.$post({ json: { id } })),
      markAllRead: () => unwrap(signed.notifications.read.$post({ json: { all: true } })),
    },
    /**
     * The admin console (admins only; a visitor gets 401, a cook 403). Pages are 1-based, 20 rows
     * each; every write is recorded in the audit log by the server.
     */
    admin: {
      stats: () => unwrap(signed.admin.stats.$get()),
      users: (page: number, search: string) =>
        unwrap(signed.admin.users.$get({ query: { page: String(page), ...(search ? { search } : {}) } })),
      user: (id: string) => unwrap(signed.admin.users[':id'].$get({ param: { id } })),
      /** `key` makes a retry of the same grant safe: the server books it once. */
      addMana: (id: string, body: AddManaBody, key: string) =>
        unwrap(signed.admin.users[':id'].mana.$post({ param: { id }, json: body, header: { 'idempotency-key': key } })),
      sendPasswordReset: async (id: string) => {
        await unwrap(signed.admin.users[':id']['password-reset'].$post({ param: { id } }));
      },
      recipes: (page: number) => unwrap(signed.admin.recipes.$get({ query: { page: String(page) } })),
      unpublish: (id: string) =>
        unwrap(signed.admin.recipes[':id'].$patch({ param: { id }, json: { isPublished: false } })),
      codes: (page: number) => unwrap(signed.admin['promo-codes'].$get({ query: { page: String(page) } })),
      createCode: (body: CreatePromoCodeBody) => unwrap(signed.admin['promo-codes'].$post({ json: body })),
      setCodeActive: (id: string, isActive: boolean) =>
        unwrap(signed.admin['promo-codes'][':id'].$patch({ param: { id }, json: { isActive } })),
      sitemap: () => unwrap(signed.admin.sitemap.$post()),
      audit: (page: number) => unwrap(signed.admin.audit.$get({ query: { page: String(page) } })),
    },
    /** Web push: the server's VAPID key and this browser's subscription. */
    push: {
      publicKey: async () => (await unwrap(anonymous.push['public-key'].$get())).publicKey,
      subscribe: async (subscription: PushSubscriptionBody) => {
        await unwrap(signed.push.subscriptions.$post({ json: subscription }));
      },
      /** Forgets this browser's subscription for the signed-in user (sign-out, or a failed enable). */
      unsubscribe: async (endpoint: string) => {
        await unwrap(signed.push.subscriptions.$delete({ json: { endpoint } }));
      },
    },
    /** The live stream (ADR 016): a single-use pass, then the `EventSource` it opens (see LiveStream). */
    events: {
      ticket: async () => (await unwrap(signed.events.ticket.$post())).ticket,
      /** False where the browser has no `EventSource`: the tome then syncs on its other triggers only. */
      supported: openEventSource !== undefined,
      open: (ticket: string) => {
        if (!openEventSource) throw new Error('This browser has no EventSource');
        return openEventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
      },
    },
    /**
     * Records a first-party analytics event. Fire-and-forget by design: the spec says tracking
     * failures are only logged, so this never throws.
     */
    track: async (body: TrackEventBody): Promise<void> => {
      try {
        await unwrap(signed.events.track.$post({ json: body }));
      } catch (error) {
        console.warn('Event tracking failed:', error);
      }
    },
    /**
     * A same-origin image as a data URL, read through this page (and so through the service
     * worker's image cache when offline); null when it cannot be had in time.
     */
    imageDataUrl: async (src: string): Promise<string | null> => {
      if (src.startsWith('data:image/')) return src;
      try {
        const response = await transport(src, { signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS) });
        return response.ok ? await blobToDataUrl(await response.blob()) : null;
      } catch {
        return null;
      }
    },
  };
}

/** The web app's client to the server (see {@link createApiClient}). */
export type ApiClient = ReturnType<typeof createApiClient>;

function blobToDataUrl(blob: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });
}
