import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailedLink, registerUser, tokenOfLink } from '../testing/builders.ts';
import { openEventStream } from '../testing/event-stream.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

const subscriptionsOf = (userId: string) =>
  t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();

/** A browser's subscription, stored as the API would (its keys are not used here). */
const subscribe = (userId: string, endpoint: string) =>
  t.db
    .insertInto('push_subscriptions')
    .values({
      id: randomUUID(),
      user_id: userId,
      endpoint,
      p256dh: 'p',
      auth: 'a',
      created_at: new Date().toISOString(),
    })
    .execute();

describe('an owner taking an account back by password reset', () => {
  it("ends the squatter's push subscriptions and open live streams with the sessions", async () => {
    // Someone signed up with the owner's address first and uses the account on two browsers.
    const squatter = await registerUser(t);
    const userId = squatter.session.me.user.id;
    await subscribe(userId, 'https://push.example.com/squatter-phone');
    await subscribe(userId, 'https://push.example.com/squatter-laptop');
    const someoneElse = await registerUser(t);
    await subscribe(someoneElse.session.me.user.id, 'https://push.example.com/someone-else');
    const tab = await openEventStream(t, squatter.session.accessToken);
    expect((await tab.next()).event).toBe('ready');

    // The owner asks for a reset link at their own address and sets a password.
    await t.client().api.auth['password-reset'].$post({ json: { email: squatter.email } });
    await t.deps.background.idle();
    const token = tokenOfLink(await emailedLink(t, squatter.email, '/reset-password'));
    const confirmed = await t.client().api.auth['password-reset'].confirm.$post({
      json: { token, password: 'Owner-Returns-42' },
    });
    expect(confirmed.status).toBe(200);

    expect(await subscriptionsOf(userId)).toEqual([]);
    expect(await subscriptionsOf(someoneElse.session.me.user.id)).toHaveLength(1);
    // Closed now, well before the stream's next heartbeat (25 s) would have noticed.
    await expect(tab.next(1500)).rejects.toThrow('the stream ended');
  });

  it("keeps the other accounts' streams open", async () => {
    const owner = await registerUser(t);
    const bystander = await registerUser(t);
    const tab = await openEventStream(t, bystander.session.accessToken);
    expect((await tab.next()).event).toBe('ready');
    await t.client().api.auth['password-reset'].$post({ json: { email: owner.email } });
    await t.deps.background.idle();
    const token = tokenOfLink(await emailedLink(t, owner.email, '/reset-password'));
    await t.client().api.auth['password-reset'].confirm.$post({ json: { token, password: 'Owner-Returns-42' } });
    await expect(tab.next(500)).rejects.toThrow('no event in time');
    await tab.close();
  });
});
