import { describe, expect, it } from 'vitest';
import { loginUser, registerUser, storedRecipeImage, uniqueEmail, GOOD_PASSWORD } from '../testing/builders.ts';
import { unchecked } from '../testing/api-client.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

const cacheControl = (res: { headers: Headers }) => res.headers.get('cache-control');

async function resetLinkToken(email: string): Promise<string> {
  await t.client().api.auth['password-reset'].$post({ json: { email } });
  await t.deps.background.idle();
  const mail = await t.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('text_body', 'like', '%/reset-password#token=%')
    .executeTakeFirstOrThrow();
  const token = /#token=([\w-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return token;
}

describe('Cache-Control on API answers', () => {
  it('keeps answers carrying an access token out of every cache', async () => {
    const email = uniqueEmail();
    const registered = await t.client().api.auth.register.$post({ json: { email, password: GOOD_PASSWORD } });
    expectStatus(registered, 201);
    expect(cacheControl(registered)).toBe('no-store');

    const login = await t.client().api.auth.login.$post({ json: { email, password: GOOD_PASSWORD } });
    expectStatus(login, 200);
    expect(cacheControl(login)).toBe('no-store');

    const { refresh } = await loginUser(t, email);
    const refreshed = await t.client({ refresh }).api.auth.refresh.$post();
    expectStatus(refreshed, 200);
    expect(cacheControl(refreshed)).toBe('no-store');

    const token = await resetLinkToken(email);
    const confirmed = await t
      .client()
      .api.auth['password-reset'].confirm.$post({ json: { token, password: 'Wyvern-Wings-99' } });
    expectStatus(confirmed, 200);
    expect(cacheControl(confirmed)).toBe('no-store');
  });

  it('keeps personal data out of every cache', async () => {
    const { session } = await registerUser(t);
    const client = t.client({ token: session.accessToken });
    const me = await client.api.me.$get();
    expectStatus(me, 200);
    expect(cacheControl(me)).toBe('no-store');
    const pull = await client.api.sync.pull.$get({ query: {} });
    expectStatus(pull, 200);
    expect(cacheControl(pull)).toBe('no-store');
  });

  it('keeps error answers out of every cache', async () => {
    const unauthorized = await t.client().api.me.$get();
    expectStatus(unauthorized, 401);
    expect(cacheControl(unauthorized)).toBe('no-store');
    const invalid = await t.client().api.auth.login.$post({ json: unchecked({ email: 'nope' }) });
    expect(invalid.status).toBe(400);
    expect(cacheControl(invalid)).toBe('no-store');
    const unknown = await t.app.request('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(cacheControl(unknown)).toBe('no-store');
  });

  it('leaves public answers cacheable: the API description and stored images', async () => {
    const openapi = await t.app.request('/api/openapi.json');
    expect(openapi.status).toBe(200);
    expect(cacheControl(openapi)).toBe('public, max-age=300');
    const image = await t.app.request(await storedRecipeImage(t, 'cache-control-1'));
    expect(image.status).toBe(200);
    expect(cacheControl(image)).toBe('public, max-age=31536000, immutable');
  });
});
