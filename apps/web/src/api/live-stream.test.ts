import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http.ts';
import { LiveStream, type LiveSignal, type LiveSource, type LiveStreamTransport } from './live-stream.ts';

/** A scripted EventSource: the test fires its events by name. */
class FakeSource implements LiveSource {
  closed = false;
  readonly #listeners = new Map<string, Array<() => void>>();
  constructor(readonly ticket: string) {}
  addEventListener(type: string, listener: () => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  fire(type: string): void {
    for (const listener of this.#listeners.get(type) ?? []) listener();
  }
}

/** A transport whose passes are answered from a script (a string, or an error to throw). */
function fakeTransport(answers: Array<string | Error>) {
  const sources: FakeSource[] = [];
  let tickets = 0;
  const transport: LiveStreamTransport = {
    ticket: () => {
      tickets += 1;
      const answer = answers.shift() ?? `pass-${tickets}`;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    open: (ticket) => {
      const source = new FakeSource(ticket);
      sources.push(source);
      return source;
    },
  };
  return { transport, sources, tickets: () => tickets };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('LiveStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a source with a fresh pass and passes its events on', async () => {
    const fake = fakeTransport(['first']);
    const signals: LiveSignal[] = [];
    const live = new LiveStream(fake.transport, { onSignal: (signal) => signals.push(signal) });
    live.start();
    await flush();
    expect(fake.sources.map((source) => source.ticket)).toEqual(['first']);
    fake.sources[0]?.fire('ready');
    fake.sources[0]?.fire('profile');
    fake.sources[0]?.fire('notification');
    expect(signals).toEqual(['ready', 'profile', 'notification']);
  });

  it('reconnects with a new pass after a drop, backing off while attempts fail', async () => {
    const fake = fakeTransport([]);
    const live = new LiveStream(fake.transport, { onSignal: () => undefined, delaysMs: [100, 400, 1_000] });
    live.start();
    await flush();
    fake.sources[0]?.fire('error');
    expect(fake.sources[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(99);
    expect(fake.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.sources).toHaveLength(2);
    expect(fake.sources[1]?.ticket).toBe('pass-2');

    fake.sources[1]?.fire('error');
    await vi.advanceTimersByTimeAsync(399);
    expect(fake.sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.sources).toHaveLength(3);

    // The longest wait repeats.
    fake.sources[2]?.fire('error');
    await vi.advanceTimersByTimeAsync(1_000);
    fake.sources[3]?.fire('error');
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.sources).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.sources).toHaveLength(5);
  });

  it('starts the back-off over once the server says ready', async () => {
    const fake = fakeTransport([]);
    const live = new LiveStream(fake.transport, { onSignal: () => undefined, delaysMs: [100, 5_000] });
    live.start();
    await flush();
    fake.sources[0]?.fire('error');
    await vi.advanceTimersByTimeAsync(100);
    fake.sources[1]?.fire('ready');
    fake.sources[1]?.fire('error');
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.sources).toHaveLength(3);
  });

  it('retries when the pass cannot be had (offline, server down)', async () => {
    const fake = fakeTransport([new ApiError(0, 'network', 'offline'), new ApiError(503, 'internal', 'down')]);
    const live = new LiveStream(fake.transport, { onSignal: () => undefined, delaysMs: [100, 200] });
    live.start();
    await flush();
    expect(fake.sources).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.tickets()).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(fake.tickets()).toBe(3);
    expect(fake.sources).toHaveLength(1);
  });

  it('stops for good when the pass is refused as signed out', async () => {
    const fake = fakeTransport([new ApiError(401, 'unauthorized', 'Please sign in again.')]);
    const onSignedOut = vi.fn();
    const live = new LiveStream(fake.transport, { onSignal: () => undefined, onSignedOut, delaysMs: [100] });
    live.start();
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(fake.tickets()).toBe(1);
    expect(live.running).toBe(false);
  });

  it('stop closes the source, cancels a planned reconnect and ignores late events', async () => {
    const fake = fakeTransport([]);
    const signals: LiveSignal[] = [];
    const live = new LiveStream(fake.transport, { onSignal: (signal) => signals.push(signal), delaysMs: [100] });
    live.start();
    await flush();
    const first = fake.sources[0];
    first?.fire('error');
    live.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.sources).toHaveLength(1);
    first?.fire('profile');
    expect(signals).toEqual([]);

    live.start();
    await flush();
    expect(fake.sources).toHaveLength(2);
    live.stop();
    expect(fake.sources[1]?.closed).toBe(true);
  });

  it('a pass that arrives after stop opens nothing', async () => {
    let answer: (ticket: string) => void = () => undefined;
    const opened = vi.fn();
    const live = new LiveStream(
      { ticket: () => new Promise((resolve) => (answer = resolve)), open: opened },
      { onSignal: () => undefined },
    );
    live.start();
    live.stop();
    answer('late');
    await flush();
    expect(opened).not.toHaveBeenCalled();
  });
});
