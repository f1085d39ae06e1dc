import type { TestApp } from './harness.ts';

/** One server-sent event as a browser's EventSource would see it. */
export interface StreamEvent {
  event: string;
  data: string;
  retry?: number;
}

/**
 * Opens the live stream as a signed-in tab does (a pass, then `GET /api/events?ticket=…`) and reads
 * it: `next()` answers the next event (comments skipped, `comments` counts them), `close()` leaves
 * the way a closed tab does.
 *
 * @example
 * const tab = await openEventStream(t, session.accessToken)
 * expect(await tab.next()).toMatchObject({ event: 'ready' })
 * await tab.close()
 */
export async function openEventStream(t: Pick<TestApp, 'app' | 'client'>, accessToken: string) {
  const pass = await t.client({ token: accessToken }).api.events.ticket.$post();
  if (pass.status !== 201) throw new Error(`no pass: ${pass.status} ${JSON.stringify(pass.body)}`);
  const res = await t.app.request(`/api/events?ticket=${encodeURIComponent(pass.body.ticket)}`);
  return readEventStream(res);
}

/** Reads an event stream answer (see {@link openEventStream}). */
export function readEventStream(res: Response) {
  if (res.status !== 200 || !res.body) throw new Error(`no stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let comments = 0;
  const frames: StreamEvent[] = [];
  // A read that lost a race against the timeout stays pending: the next wait takes it over, so no
  // chunk is ever dropped.
  let pending: ReturnType<typeof reader.read> | undefined;

  function parse() {
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: StreamEvent = { event: 'message', data: '' };
      const data: string[] = [];
      let isComment = true;
      for (const line of frame.split('\n')) {
        if (line.startsWith(':')) continue;
        isComment = false;
        const [field = '', ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') event.event = value;
        if (field === 'data') data.push(value);
        if (field === 'retry') event.retry = Number(value);
      }
      if (isComment) comments += 1;
      else frames.push({ ...event, data: data.join('\n') });
    }
  }

  return {
    status: res.status,
    headers: res.headers,
    get comments() {
      return comments;
    },
    /** The next event; rejects after `timeoutMs` without one, or when the stream ends. */
    async next(timeoutMs = 2000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      while (frames.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left)));
        pending ??= reader.read();
        const read = await Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
        if (read === 'timeout') throw new Error('no event in time');
        pending = undefined;
        if (read.done) throw new Error('the stream ended');
        buffer += decoder.decode(read.value, { stream: true });
        parse();
      }
      const first = frames.shift();
      if (!first) throw new Error('unreachable');
      return first;
    },
    /** Reads until the server ends the stream; answers the events that came first. */
    async untilEnd(): Promise<StreamEvent[]> {
      for (;;) {
        const read = await (pending ?? reader.read());
        pending = undefined;
        if (read.done) break;
        buffer += decoder.decode(read.value, { stream: true });
        parse();
      }
      return frames.splice(0);
    },
    close: () => reader.cancel(),
  };
}
