import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSource } from '../api/live-stream.ts';
import { startLiveUpdates, type PageVisibility } from './live-updates.ts';

class FakeSource implements LiveSource {
  closed = false;
  readonly listeners = new Map<string, () => void>();
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, listener);
  }
  close(): void {
    this.closed = true;
  }
  fire(type: string): void {
    this.listeners.get(type)?.();
  }
}

function setup(visibility: DocumentVisibilityState = 'visible') {
  const sources: FakeSource[] = [];
  const api = {
    events: {
      supported: true,
      ticket: () => Promise.resolve('pass'),
      open: () => {
        const source = new FakeSource();
        sources.push(source);
        return source;
      },
    },
  };
  const sync = vi.fn(() => Promise.resolve('synced' as const));
  const refreshMe = vi.fn(() => Promise.resolve());
  const handlers = new Set<() => void>();
  const page: PageVisibility & { visibilityState: DocumentVisibilityState } = {
    visibilityState: visibility,
    addEventListener: (_type, handler) => void handlers.add(handler),
    removeEventListener: (_type, handler) => void handlers.delete(handler),
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    for (const handler of handlers) handler();
  };
  const stop = startLiveUpdates({ api, tome: { sync: { sync } }, refreshMe, page });
  return { sources, sync, refreshMe, stop, setVisibility, handlers };
}

describe('startLiveUpdates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('catches up when connected, re-reads the profile on a profile event and pulls on both', async () => {
    const live = setup();
    await vi.advanceTimersByTimeAsync(0);
    live.sources[0]?.fire('ready');
    expect(live.refreshMe).toHaveBeenCalledTimes(1);
    expect(live.sync).toHaveBeenCalledTimes(1);
    live.sources[0]?.fire('notification');
    expect(live.refreshMe).toHaveBeenCalledTimes(1);
    expect(live.sync).toHaveBeenCalledTimes(2);
    live.sources[0]?.fire('profile');
    expect(live.refreshMe).toHaveBeenCalledTimes(2);
    expect(live.sync).toHaveBeenCalledTimes(3);
  });

  it('closes the stream while the tab is hidden and opens a new one when it returns', async () => {
    const live = setup();
    await vi.advanceTimersByTimeAsync(0);
    live.setVisibility('hidden');
    expect(live.sources[0]?.closed).toBe(true);
    live.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(live.sources).toHaveLength(2);
    expect(live.sources[1]?.closed).toBe(false);
  });

  it('waits for a hidden tab to show, and stops for good when told', async () => {
    const live = setup('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(live.sources).toHaveLength(0);
    live.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(live.sources).toHaveLength(1);
    live.stop();
    expect(live.sources[0]?.closed).toBe(true);
    expect(live.handlers.size).toBe(0);
  });
});
