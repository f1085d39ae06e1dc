import { describe, expect, it } from 'vitest';
import { isPrivateNetworkHost } from './network-hosts.ts';
import { PRIVATE_PUSH_ENDPOINT_MESSAGE, PushSubscriptionBody, PushUnsubscribeBody } from './notifications.ts';

const hostOf = (url: string) => new URL(url).hostname;

describe('isPrivateNetworkHost', () => {
  it.each([
    'https://localhost/push',
    'https://LOCALHOST./push',
    'https://api.localhost/push',
    'https://printer.local/push',
    'https://metadata.google.internal/computeMetadata',
    'https://127.0.0.1/push',
    'https://127.8.9.10:8443/push',
    'https://0.0.0.0/push',
    'https://10.1.2.3/push',
    'https://172.16.0.1/push',
    'https://172.31.255.255/push',
    'https://192.168.1.1/push',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/push',
    // Spellings the URL parser turns into 127.0.0.1.
    'https://2130706433/push',
    'https://0x7f.0.0.1/push',
    'https://127.1/push',
    'https://[::1]/push',
    'https://[::]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://[::ffff:a9fe:a9fe]/push',
    'https://[64:ff9b::10.0.0.1]/push',
    'https://[fc00::1]/push',
    'https://[fd12:3456:789a::1]/push',
    'https://[fe80::1]/push',
    'https://[ff02::1]/push',
    // 6to4 (2002::/16) and NAT64 spellings of private IPv4 addresses.
    'https://[2002:7f00:1::]/push',
    'https://[2002:a9fe:a9fe::1]/push',
    'https://[2002:c0a8:0101::1]/push',
    'https://[64:ff9b::7f00:1]/push',
    'https://[64:ff9b::a9fe:a9fe]/push',
    'https://[64:ff9b:1::a00:1]/push',
    // Single-label names resolve through the server's own search domains.
    'https://intranet/push',
    'https://push./push',
  ])('refuses %s', (url) => {
    expect(isPrivateNetworkHost(hostOf(url))).toBe(true);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
    'https://push.example.com/send',
    'https://local.example.com/push',
    'https://8.8.8.8/push',
    'https://172.32.0.1/push',
    'https://169.253.1.1/push',
    'https://[2001:4860:4860::8888]/push',
    'https://[::ffff:8.8.8.8]/push',
    'https://[2002:808:808::1]/push',
    'https://[64:ff9b::808:808]/push',
  ])('lets %s through', (url) => {
    expect(isPrivateNetworkHost(hostOf(url))).toBe(false);
  });
});

describe('PushSubscriptionBody', () => {
  const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', auth: 'tBHItJI5svbpez7KI4CCXg' };

  it('refuses an endpoint on a private network with a clear message', () => {
    const result = PushSubscriptionBody.safeParse({ endpoint: 'https://169.254.169.254/latest', keys });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PRIVATE_PUSH_ENDPOINT_MESSAGE]);
  });

  it("takes a push service's endpoint, and still refuses what is not https", () => {
    expect(PushSubscriptionBody.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys }).success).toBe(
      true,
    );
    const plain = PushSubscriptionBody.safeParse({ endpoint: 'not an address', keys });
    expect(plain.error?.issues.map((issue) => issue.message)).toEqual(['The push endpoint must be an https address']);
  });

  it('lets a subscription stored before the rule be forgotten', () => {
    expect(PushUnsubscribeBody.safeParse({ endpoint: 'https://10.0.0.5/push' }).success).toBe(true);
  });
});
