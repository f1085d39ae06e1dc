import type { PushSubscriptionBody } from '@feastforge/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.ts';
import type { PushEnvironment } from '../lib/push-outcome.ts';
import {
  claimPushSubscription,
  enablePush,
  releasePushSubscription,
  type PushRegistration,
} from './push-subscription.ts';

const CAPABLE: PushEnvironment = {
  notifications: true,
  serviceWorker: true,
  pushManager: true,
  ios: false,
  standalone: false,
};
const KEYS = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', auth: 'tBHItJI5svbpez7KI4CCXg' };
const ENDPOINT = 'https://push.example.com/send/browser-1';

/** A browser's push manager: one subscription at most, as a real browser keeps per registration. */
function fakeBrowser() {
  let current: PushSubscription | null = null;
  const make = (): PushSubscription => {
    const subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: vi.fn(async () => {
        if (current === subscription) current = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return subscription;
  };
  const pushManager = {
    getSubscription: async () => current,
    subscribe: vi.fn(async () => (current ??= make())),
  } as unknown as PushManager;
  const registration: PushRegistration = { pushManager };
  return {
    registration: async () => registration,
    subscribed: () => current !== null,
    subscribeNow: () => (current = make()),
  };
}

/** The server's side of the push calls; what it stored, by endpoint. */
function fakeApi(options: { failSubscribe?: boolean; failUnsubscribe?: boolean } = {}) {
  const stored = new Map<string, PushSubscriptionBody>();
  const calls: string[] = [];
  return {
    stored,
    calls,
    push: {
      publicKey: async () => 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      subscribe: async (body: PushSubscriptionBody) => {
        calls.push(`subscribe ${body.endpoint}`);
        if (options.failSubscribe) throw new ApiError(500, 'internal', 'Something went wrong.');
        stored.set(body.endpoint, body);
      },
      unsubscribe: async (endpoint: string) => {
        calls.push(`unsubscribe ${endpoint}`);
        if (options.failUnsubscribe) throw new ApiError(0, 'network', 'offline');
        stored.delete(endpoint);
      },
    },
  };
}

beforeEach(() => {
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('enablePush', () => {
  it('subscribes the browser and stores the subscription on the server', async () => {
    const browser = fakeBrowser();
    const api = fakeApi();
    expect(await enablePush(api, CAPABLE, browser.registration)).toBe('enabled');
    expect(browser.subscribed()).toBe(true);
    expect(api.stored.get(ENDPOINT)).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS });
  });

  it('drops the browser subscription again when the server cannot store it, so the prompt comes back', async () => {
    const browser = fakeBrowser();
    const api = fakeApi({ failSubscribe: true });
    expect(await enablePush(api, CAPABLE, browser.registration)).toBe('failed');
    expect(browser.subscribed()).toBe(false);
    // After a reload the slot finds nothing to claim: the prompt is shown again.
    expect(await claimPushSubscription(api, browser.registration)).toBe(false);
  });

  it('asks nothing of the browser when permission is denied', async () => {
    vi.stubGlobal('Notification', { requestPermission: async () => 'denied' });
    const browser = fakeBrowser();
    expect(await enablePush(fakeApi(), CAPABLE, browser.registration)).toBe('blocked');
    expect(browser.subscribed()).toBe(false);
  });
});

describe('claimPushSubscription', () => {
  it('stores a subscription the browser already holds again for the signed-in cook', async () => {
    const browser = fakeBrowser();
    browser.subscribeNow();
    const api = fakeApi();
    expect(await claimPushSubscription(api, browser.registration)).toBe(true);
    expect(api.calls).toEqual([`subscribe ${ENDPOINT}`]);
  });

  it('counts as not subscribed when the server cannot take it, or the browser holds none', async () => {
    const browser = fakeBrowser();
    expect(await claimPushSubscription(fakeApi(), browser.registration)).toBe(false);
    browser.subscribeNow();
    expect(await claimPushSubscription(fakeApi({ failSubscribe: true }), browser.registration)).toBe(false);
    expect(await claimPushSubscription(fakeApi(), async () => undefined)).toBe(false);
  });

  it('counts as subscribed while offline, when the server cannot be asked', async () => {
    const browser = fakeBrowser();
    browser.subscribeNow();
    const offline = fakeApi();
    offline.push.subscribe = async () => {
      throw new ApiError(0, 'network', 'offline');
    };
    expect(await claimPushSubscription(offline, browser.registration)).toBe(true);
  });
});

describe('releasePushSubscription', () => {
  it('makes the server forget the browser, then drops the browser subscription', async () => {
    const browser = fakeBrowser();
    const api = fakeApi();
    await enablePush(api, CAPABLE, browser.registration);
    await releasePushSubscription(api, browser.registration);
    expect(api.calls).toEqual([`subscribe ${ENDPOINT}`, `unsubscribe ${ENDPOINT}`]);
    expect(api.stored.size).toBe(0);
    expect(browser.subscribed()).toBe(false);
  });

  it('drops the browser subscription even when the server cannot be told', async () => {
    const browser = fakeBrowser();
    browser.subscribeNow();
    await expect(releasePushSubscription(fakeApi({ failUnsubscribe: true }), browser.registration)).resolves.toBe(
      undefined,
    );
    expect(browser.subscribed()).toBe(false);
  });

  it('does nothing without a subscription', async () => {
    const api = fakeApi();
    await releasePushSubscription(api, fakeBrowser().registration);
    expect(api.calls).toEqual([]);
  });
});
