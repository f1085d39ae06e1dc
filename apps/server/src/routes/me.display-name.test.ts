import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, registerUser, uniqueEmail } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

const HIDDEN_MESSAGE = "Display name can't contain control or invisible formatting characters.";
// JSON carries each of these as written: a NUL, a right-to-left override, only zero-width
// characters, a lone surrogate.
const BAD_NAMES = ['Hob\u0000', 'evil\u202Egnp', '\u200B\u200C', 'Hob\uD800'];

const storedName = async (userId: string) =>
  (await t.db.selectFrom('profiles').select('display_name').where('id', '=', userId).executeTakeFirstOrThrow())
    .display_name;

describe('display names with hidden characters', () => {
  it('refuses them at sign-up with the message, and creates no account', async () => {
    for (const displayName of BAD_NAMES) {
      const email = uniqueEmail();
      const res = await t.client().api.auth.register.$post({ json: { email, password: GOOD_PASSWORD, displayName } });
      expectStatus(res, 400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', message: HIDDEN_MESSAGE });
      const users = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(users).toEqual([]);
    }
  });

  it('refuses them on the profile with the message, and keeps the old name', async () => {
    const { session } = await registerUser(t, { displayName: 'Hob' });
    const profile = t.client({ token: session.accessToken }).api.me.profile;
    for (const displayName of BAD_NAMES) {
      const res = await profile.$patch({ json: { displayName } });
      expectStatus(res, 400);
      expect(res.body.error.message).toBe(HIDDEN_MESSAGE);
    }
    expect(await storedName(session.me.user.id)).toBe('Hob');
  });

  it('refuses them in a synced profile edit, and keeps the old name', async () => {
    const { session } = await registerUser(t, { displayName: 'Hob' });
    const res = await t.client({ token: session.accessToken }).api.sync.push.$post({
      json: { clientId: 'phone', mutations: [{ id: 1, name: 'profile.update', args: { displayName: 'Hob\u202E' } }] },
    });
    expectStatus(res, 200);
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', error: { message: HIDDEN_MESSAGE } });
    expect(await storedName(session.me.user.id)).toBe('Hob');
  });

  it('stores the NFC form and counts a letter with its accents as one character', async () => {
    const decomposed = 'Bru\u0308nhild';
    const { session } = await registerUser(t, { displayName: decomposed });
    expect(await storedName(session.me.user.id)).toBe('Br\u00FCnhild');
    const sixtyAccented = 'e\u0301'.repeat(60);
    const res = await t
      .client({ token: session.accessToken })
      .api.me.profile.$patch({ json: { displayName: sixtyAccented } });
    expectStatus(res, 200);
    expect(await storedName(session.me.user.id)).toBe('\u00E9'.repeat(60));
  });
});
