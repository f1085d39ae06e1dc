import { describe, expect, it } from 'vitest';
import { LiveEvents, type LiveEvent } from './live-events.ts';
import { takeLogs } from '../../testing/log-capture.ts';

describe('LiveEvents', () => {
  it("tells every open stream of a user, and no other user's", () => {
    const live = new LiveEvents();
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const other: LiveEvent[] = [];
    live.subscribe('hero', (event) => first.push(event));
    live.subscribe('hero', (event) => second.push(event));
    live.subscribe('villain', (event) => other.push(event));
    live.publish('hero', { type: 'profile' });
    expect(first).toEqual([{ type: 'profile' }]);
    expect(second).toEqual([{ type: 'profile' }]);
    expect(other).toEqual([]);
  });

  it('stops telling a stream once it unsubscribes, and forgets users with none open', () => {
    const live = new LiveEvents();
    const seen: LiveEvent[] = [];
    const stop = live.subscribe('hero', (event) => seen.push(event));
    expect(live.listeners('hero')).toBe(1);
    stop();
    live.publish('hero', { type: 'notification' });
    expect(seen).toEqual([]);
    expect(live.listeners('hero')).toBe(0);
  });

  it('keeps telling the other streams when one listener throws', () => {
    const live = new LiveEvents();
    const seen: LiveEvent[] = [];
    live.subscribe('hero', () => {
      throw new Error('closed socket');
    });
    live.subscribe('hero', (event) => seen.push(event));
    live.publish('hero', { type: 'profile' });
    expect(seen).toEqual([{ type: 'profile' }]);
    const errors = takeLogs().filter((line) => line.msg === 'a live listener failed');
    expect(errors.map((line) => (line.err as { message: string }).message)).toEqual(['closed socket']);
  });
});
