import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPushEndpoint } from '../../testing/push-endpoint.ts';
import { createWebPush, PrivateEndpointError, type PushTarget } from './push-service.ts';

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
    const send = vi.fn<typeof fetch>();
    const push = createWebPush(vapid, { send });
    await expect(push.deliver(targetAt(endpoint), '{}')).rejects.toThrow(PrivateEndpointError);
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a public-looking name that resolves to a private address', async () => {
    const send = vi.fn<typeof fetch>();
    const push = createWebPush(vapid, { send, lookup: async () => ['93.184.215.14', '192.168.0.10'] });
    await expect(push.deliver(targetAt('https://push.example.com/x'), '{}')).rejects.toThrow(
      'push.example.com is on a private network',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends to a push service on the public internet', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response(null, { status: 201 }));
    const push = createWebPush(vapid, { send, lookup: async () => ['142.250.74.106', '2a00:1450:4001:82b::200a'] });
    expect(await push.deliver(targetAt('https://fcm.googleapis.com/fcm/send/abc'), '{}')).toEqual({
      status: 201,
      retryAfter: null,
    });
    expect(send).toHaveBeenCalledWith('https://fcm.googleapis.com/fcm/send/abc', expect.anything());
  });

  it('reaches a private address when told to, as the tests do for their local push service', async () => {
    const push = createWebPush(vapid, { allowPrivateEndpoints: true });
    const browser = service.subscriber('browser');
    expect((await push.deliver(targetAt(browser.endpoint, browser), '{"hello":1}')).status).toBe(201);
    expect(service.received.map((message) => message.payload)).toEqual(['{"hello":1}']);
  });
});
