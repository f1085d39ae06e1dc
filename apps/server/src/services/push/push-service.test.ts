import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPushEndpoint } from '../../testing/push-endpoint.ts';
import { createWebPush, PrivateEndpointError, type PushSend, type PushTarget } from './push-service.ts';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:chef@feastforge.test' };
let service: Awaited<ReturnType<typeof startPushEndpoint>>;

beforeEach(async () => {
  service = await startPushEndpoint();
});
afterEach(async () => {
  expect(service.failures).toEqual([]);
  await service.close();
});

const targetAt = (endpoint: string, keys = service.subscriber('browser')): PushTarget => ({
  endpoint,
  p256dh: keys.p256dh,
  auth: keys.auth,
});

describe('createWebPush', () => {
  it('refuses an endpoint on a private network before sending anything', async () => {
    const push = createWebPush(vapid);
    const browser = service.subscriber('browser');
    await expect(push.deliver(targetAt(browser.endpoint, browser), '{}')).rejects.toThrow(PrivateEndpointError);
    expect(service.attemptsAt('/browser')).toBe(0);
  });

  it.each([
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/push',
    'https://[::1]/push',
    'https://10.0.0.7/push',
    'https://metadata.google.internal/push',
  ])('never sends to %s', async (endpoint) => {
    const send = vi.fn<PushSend>();
    const push = createWebPush(vapid, { send });
    await expect(push.deliver(targetAt(endpoint), '{}')).rejects.toThrow(PrivateEndpointError);
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a public-looking name that resolves to a private address', async () => {
    const send = vi.fn<PushSend>();
    const push = createWebPush(vapid, { send, lookup: async () => ['93.184.215.14', '192.168.0.10'] });
    await expect(push.deliver(targetAt('https://push.example.com/x'), '{}')).rejects.toThrow(
      'push.example.com is on a private network',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends to a push service on the public internet', async () => {
    const send = vi.fn<PushSend>(async () => ({ status: 201, retryAfter: null }));
    const push = createWebPush(vapid, { send, lookup: async () => ['142.250.74.106', '2a00:1450:4001:82b::200a'] });
    expect(await push.deliver(targetAt('https://fcm.googleapis.com/fcm/send/abc'), '{}')).toEqual({
      status: 201,
      retryAfter: null,
    });
    // The request is bound to the address that was checked.
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://fcm.googleapis.com/fcm/send/abc', address: '142.250.74.106' }),
    );
  });

  it('connects to the address it checked, looking the name up only once', async () => {
    // The name exists only in this resolver; a second lookup would answer an unreachable address.
    const answers = [['127.0.0.1'], ['192.0.2.1']];
    const lookup = vi.fn(async () => answers.shift() ?? []);
    const push = createWebPush(vapid, { allowPrivateEndpoints: true, lookup });
    const browser = service.subscriber('pinned');
    const endpoint = browser.endpoint.replace('127.0.0.1', 'push.feastforge.test');
    expect((await push.deliver(targetAt(endpoint, browser), '{"pinned":true}')).status).toBe(201);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(service.received.map((message) => message.payload)).toEqual(['{"pinned":true}']);
  });

  it.each([301, 302, 303, 307, 308])('never follows a %i redirect, even to an address it may reach', async (status) => {
    const redirecting = await startPushEndpoint((path) =>
      path === '/moved' ? { status, headers: { Location: `${service.origin}/inner` } } : { status: 201 },
    );
    try {
      const push = createWebPush(vapid, { allowPrivateEndpoints: true });
      const browser = redirecting.subscriber('moved');
      expect(await push.deliver(targetAt(browser.endpoint, browser), '{}')).toEqual({ status, retryAfter: null });
      expect(redirecting.attemptsAt('/moved')).toBe(1);
      expect(service.attemptsAt('/inner')).toBe(0);
    } finally {
      await redirecting.close();
    }
  });

  it('reaches a private address when told to, as the tests do for their local push service', async () => {
    const push = createWebPush(vapid, { allowPrivateEndpoints: true });
    const browser = service.subscriber('browser');
    expect((await push.deliver(targetAt(browser.endpoint, browser), '{"hello":1}')).status).toBe(201);
    expect(service.received.map((message) => message.payload)).toEqual(['{"hello":1}']);
  });
});
