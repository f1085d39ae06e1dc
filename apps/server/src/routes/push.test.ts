import { describe, expect, it } from 'vitest';
import { PRIVATE_PUSH_ENDPOINT_MESSAGE } from '@feastforge/domain';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '../services/push/subscriptions.ts';
import { unchecked } from '../testing/api-client.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const subscription = (endpoint: string, keys = KEYS) => ({ endpoint, expirationTime: null, keys });

const rowsOf = (endpoint?: string) => {
  let query = t.db.selectFrom('push_subscriptions').select(['user_id', 'endpoint', 'p256dh', 'auth']);
  if (endpoint) query = query.where('endpoint', '=', endpoint);
  return query.orderBy('endpoint').execute();
};

describe('GET /api/push/public-key', () => {
  it("answers the server's VAPID public key to anyone", async () => {
    const res = await t.client().api.push['public-key'].$get();
    expectStatus(res, 200);
    expect(res.body.publicKey).toBe(t.deps.push.publicKey);
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the subscription and upserts it on its endpoint, for whoever subscribed last', async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    const endpoint = 'https://push.example.com/send/abc';
    const subscribe = (token: string, auth: string) =>
      t.client({ token }).api.push.subscriptions.$post({ json: subscription(endpoint, { ...KEYS, auth }) });

    expectStatus(await subscribe(first.session.accessToken, 'AAAAAAAAAAAAAAAAAAAAAA'), 204);
    expectStatus(await subscribe(first.session.accessToken, 'BBBBBBBBBBBBBBBBBBBBBB'), 204);
    expect(await rowsOf(endpoint)).toEqual([
      { user_id: first.session.me.user.id, endpoint, p256dh: KEYS.p256dh, auth: 'BBBBBBBBBBBBBBBBBBBBBB' },
    ]);

    expectStatus(await subscribe(second.session.accessToken, 'CCCCCCCCCCCCCCCCCCCCCC'), 204);
    expect(await rowsOf(endpoint)).toEqual([
      { user_id: second.session.me.user.id, endpoint, p256dh: KEYS.p256dh, auth: 'CCCCCCCCCCCCCCCCCCCCCC' },
    ]);
  });

  it(`keeps the newest ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} browsers of a user`, async () => {
    const { session } = await registerUser(t);
    const client = t.client({ token: session.accessToken });
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS_PER_USER; i += 1) {
      expectStatus(
        await client.api.push.subscriptions.$post({ json: subscription(`https://push.example.com/${i}`) }),
        204,
      );
      // Stored a millisecond apart at least, so 'oldest' is well defined.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const endpoints = (await rowsOf()).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(endpoints).not.toContain('https://push.example.com/0');
  });

  it('refuses an endpoint that is not https and keys that are not base64url', async () => {
    const { session } = await registerUser(t);
    const client = t.client({ token: session.accessToken });
    for (const body of [
      subscription('http://push.example.com/plain'),
      subscription('not an address'),
      subscription('https://push.example.com/x', { ...KEYS, auth: 'not base64!' }),
      { endpoint: 'https://push.example.com/x' },
    ]) {
      expectStatus(await client.api.push.subscriptions.$post({ json: unchecked(body) }), 400);
    }
    expect(await rowsOf()).toEqual([]);
  });

  it('refuses endpoints on private networks, with a clear message', async () => {
    const { session } = await registerUser(t);
    const client = t.client({ token: session.accessToken });
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:8080/push',
      'https://localhost/push',
      'https://[::1]/push',
      'https://[fd00::5]/push',
      'https://192.168.1.20/push',
      'https://10.0.0.1/push',
      'https://172.20.0.1/push',
      'https://admin.internal/push',
      'https://api.localhost/push',
      // A single-label name, and 6to4 and NAT64 spellings of 127.0.0.1 and 10.0.0.1.
      'https://intranet/push',
      'https://[2002:7f00:1::1]/push',
      'https://[64:ff9b::a00:1]/push',
    ]) {
      const res = await client.api.push.subscriptions.$post({ json: subscription(endpoint) });
      expectStatus(res, 400);
      expect(JSON.stringify(res.body)).toContain(PRIVATE_PUSH_ENDPOINT_MESSAGE);
    }
    expect(await rowsOf()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.client().api.push.subscriptions.$post({ json: subscription('https://push.example.com/a') });
    expectStatus(res, 401);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("forgets the user's own subscription, and leaves someone else's alone", async () => {
    const mine = await registerUser(t);
    const theirs = await registerUser(t);
    const [own, other] = ['https://push.example.com/mine', 'https://push.example.com/theirs'];
    await t.client({ token: mine.session.accessToken }).api.push.subscriptions.$post({ json: subscription(own) });
    await t.client({ token: theirs.session.accessToken }).api.push.subscriptions.$post({ json: subscription(other) });
    const client = t.client({ token: mine.session.accessToken });

    expectStatus(await client.api.push.subscriptions.$delete({ json: { endpoint: own } }), 204);
    expectStatus(await client.api.push.subscriptions.$delete({ json: { endpoint: other } }), 204);
    expectStatus(await client.api.push.subscriptions.$delete({ json: { endpoint: own } }), 204);

    expect((await rowsOf()).map((row) => row.endpoint)).toEqual([other]);
  });
});
