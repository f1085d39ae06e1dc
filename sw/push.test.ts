import { describe, expect, it } from 'vitest';
import { appRoute, NOTIFICATION_ICON, notificationOf, openAppAt, type WindowClients } from './push.ts';

const ORIGIN = 'https://feastforge.test';

describe('notificationOf', () => {
  it("shows the payload's title and body with the app icon, and keeps its route for the click", () => {
    const text = JSON.stringify({ title: 'Your daily treasure chest is ready!', body: 'Open it.', url: '/my-recipes' });
    expect(notificationOf(text)).toEqual({
      title: 'Your daily treasure chest is ready!',
      options: { body: 'Open it.', icon: NOTIFICATION_ICON, data: { url: '/my-recipes' } },
    });
  });

  it('still shows something for an empty or unreadable message, opening the start page', () => {
    for (const text of [undefined, '', 'not json', '42', JSON.stringify({ title: 7 })]) {
      expect(notificationOf(text)).toEqual({
        title: 'Feastforge',
        options: { body: '', icon: NOTIFICATION_ICON, data: { url: '/' } },
      });
    }
  });
});

describe('appRoute', () => {
  it("keeps the app's own routes and turns anything else into the start page", () => {
    expect(appRoute('/badges')).toBe('/badges');
    expect(appRoute('/recipe/1?x=2#top')).toBe('/recipe/1?x=2#top');
    for (const url of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 7, null]) {
      expect(appRoute(url)).toBe('/');
    }
  });
});

/** A window as the worker sees it, recording what happens to it. */
function fakeWindow(url: string, log: string[], controlled = true) {
  const window = {
    url,
    focus: async () => {
      log.push(`focus ${window.url}`);
      return window;
    },
    navigate: async (to: string) => {
      if (!controlled) return null;
      log.push(`navigate ${window.url} -> ${to}`);
      window.url = to;
      return window;
    },
  };
  return window;
}

function fakeClients(windows: unknown[], log: string[]): WindowClients {
  return {
    matchAll: (async () => windows) as unknown as WindowClients['matchAll'],
    openWindow: async (url: string | URL) => {
      log.push(`open ${String(url)}`);
      return null;
    },
  };
}

describe('openAppAt', () => {
  it('focuses a window already at the route', async () => {
    const log: string[] = [];
    const windows = [fakeWindow(`${ORIGIN}/`, log), fakeWindow(`${ORIGIN}/my-recipes`, log)];
    await openAppAt(fakeClients(windows, log), ORIGIN, '/my-recipes');
    expect(log).toEqual([`focus ${ORIGIN}/my-recipes`]);
  });

  it('sends an open window of the app to the route and focuses it', async () => {
    const log: string[] = [];
    const windows = [fakeWindow('https://elsewhere.example/', log), fakeWindow(`${ORIGIN}/gallery`, log)];
    await openAppAt(fakeClients(windows, log), ORIGIN, '/my-recipes');
    expect(log).toEqual([`navigate ${ORIGIN}/gallery -> ${ORIGIN}/my-recipes`, `focus ${ORIGIN}/my-recipes`]);
  });

  it('opens a new window when no window of the app is open, or none can be moved', async () => {
    const log: string[] = [];
    await openAppAt(fakeClients([], log), ORIGIN, '/badges');
    await openAppAt(fakeClients([fakeWindow(`${ORIGIN}/`, log, false)], log), ORIGIN, '/badges');
    expect(log).toEqual([`open ${ORIGIN}/badges`, `open ${ORIGIN}/badges`]);
  });
});
