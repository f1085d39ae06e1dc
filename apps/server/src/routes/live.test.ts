import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from '../http/errors.ts';
import { registerUser } from '../testing/builders.ts';
import { openEventStream, readEventStream } from '../testing/event-stream.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { insertNotification } from '../testing/builders.ts';
import { liveRoutes, LIVE_STREAM_TIMING } from './live.ts';

const t = withTestApp();

const ticketOf = async (token: string) => {
  const res = await t.client({ token }).api.events.ticket.$post();
  expectStatus(res, 201);
  return res.body.ticket;
};
const streamWith = (ticket: string) => t.app.request(`/api/events?ticket=${encodeURIComponent(ticket)}`);

describe('GET /api/events', () => {
  it("tells both tabs of a user about their new read marks, and never another user's tab", async () => {
    const hero = await registerUser(t);
    const other = await registerUser(t);
    await insertNotification(t.db, hero.session.me.user.id);
    const [first, second, stranger] = await Promise.all([
      openEventStream(t, hero.session.accessToken),
      openEventStream(t, hero.session.accessToken),
      openEventStream(t, other.session.accessToken),
    ]);
    try {
      for (const tab of [first, second, stranger]) {
        expect(await tab.next()).toEqual({ event: 'ready', data: '{}', retry: LIVE_STREAM_TIMING.retryMs });
      }
      const read = await t.client({ token: hero.session.accessToken }).api.notifications.read.$post({
        json: { all: true },
      });
      expectStatus(read, 200);
      const notification = { event: 'notification', data: JSON.stringify({ type: 'notification' }) };
      expect(await first.next()).toEqual(notification);
      expect(await second.next()).toEqual(notification);
      // The stranger's next event is their own: nothing of the hero's came before it.
      t.deps.live.publish(other.session.me.user.id, { type: 'profile' });
      expect(await stranger.next()).toEqual({ event: 'profile', data: JSON.stringify({ type: 'profile' }) });
    } finally {
      await Promise.all([first.close(), second.close(), stranger.close()]);
    }
  });

  it('stops listening once the tab goes away', async () => {
    const hero = await registerUser(t);
    const userId = hero.session.me.user.id;
    const tab = await openEventStream(t, hero.session.accessToken);
    await tab.next();
    expect(t.deps.live.listeners(userId)).toBe(1);
    await tab.close();
    await expect.poll(() => t.deps.live.listeners(userId)).toBe(0);
  });

  it('answers as an event stream that no cache keeps', async () => {
    const hero = await registerUser(t);
    const res = await streamWith(await ticketOf(hero.session.accessToken));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await res.body?.cancel();
  });

  it('opens one stream per pass: a spent, a made-up or a missing pass answers 401', async () => {
    const hero = await registerUser(t);
    const ticket = await ticketOf(hero.session.accessToken);
    const opened = await streamWith(ticket);
    expect(opened.status).toBe(200);
    await opened.body?.cancel();
    for (const res of [await streamWith(ticket), await streamWith('made-up'), await t.app.request('/api/events')]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('refuses a pass whose session has signed out since', async () => {
    const hero = await registerUser(t);
    const ticket = await ticketOf(hero.session.accessToken);
    const logout = await t.client({ token: hero.session.accessToken, refresh: hero.refresh }).api.auth.logout.$post({
      json: {},
    });
    expect(logout.status).toBeLessThan(300);
    expect((await streamWith(ticket)).status).toBe(401);
  });

  it('refuses an expired pass', async () => {
    const hero = await registerUser(t);
    const ticket = await ticketOf(hero.session.accessToken);
    await t.db
      .updateTable('live_stream_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await streamWith(ticket)).status).toBe(401);
  });

  it('gives passes only to signed-in users', async () => {
    const res = await t.client().api.events.ticket.$post();
    expectStatus(res, 401);
  });

  it('ends an open stream at the next heartbeat once its session signs out', async () => {
    const hero = await registerUser(t);
    const app = new Hono().onError(handleError);
    app.route('/api/events', liveRoutes(t.deps, { heartbeatMs: 30, maxAgeMs: 60_000, retryMs: 1000 }));
    const res = await app.request(`/api/events?ticket=${await ticketOf(hero.session.accessToken)}`);
    const tab = readEventStream(res);
    expect(await tab.next()).toMatchObject({ event: 'ready' });
    // Still signed in: several heartbeats go by and the stream stays open.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.deps.live.listeners(hero.session.me.user.id)).toBe(1);

    const logout = await t.client({ token: hero.session.accessToken, refresh: hero.refresh }).api.auth.logout.$post({
      json: {},
    });
    expect(logout.status).toBeLessThan(300);
    const loggedOutAt = Date.now();
    const ended = await Promise.race([
      tab.untilEnd().then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000)),
    ]);
    expect(ended).toBe('ended');
    expect(Date.now() - loggedOutAt).toBeLessThan(3_000);
    expect(t.deps.live.listeners(hero.session.me.user.id)).toBe(0);
  });

  it('keeps the stream alive with comment lines and ends it when its time is up', async () => {
    const hero = await registerUser(t);
    const app = new Hono().onError(handleError);
    app.route('/api/events', liveRoutes(t.deps, { heartbeatMs: 20, maxAgeMs: 150, retryMs: 1000 }));
    const res = await app.request(`/api/events?ticket=${await ticketOf(hero.session.accessToken)}`);
    const tab = readEventStream(res);
    const events = await tab.untilEnd();
    expect(events.map((e) => e.event)).toEqual(['ready']);
    expect(tab.comments).toBeGreaterThanOrEqual(3);
    expect(t.deps.live.listeners(hero.session.me.user.id)).toBe(0);
  });
});
