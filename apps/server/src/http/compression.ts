import type { MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

/** Below this the encoding's own overhead eats what it saves; the build precompresses from here too. */
const MIN_BYTES = 1024;

/**
 * Compresses text answers of 1 KB or more on the fly (gzip or deflate, by Accept-Encoding) and
 * marks them `Vary: Accept-Encoding`. Static files that have a .br or .gz beside them arrive
 * encoded already and pass untouched, as do event streams (chunked, and excluded by type), HEAD
 * requests and answers marked no-transform.
 *
 * hono's compress() applies its threshold only through Content-Length, which `c.json()` and
 * `c.html()` do not set, so answers without one are measured first: a small one is buffered and
 * given its length, a large one is passed on as a stream after its first kilobyte.
 *
 * @example
 * app.use('*', compression())
 */
export function compression(): MiddlewareHandler {
  const compressor = compress({ threshold: MIN_BYTES });
  return (c, next) => {
    // Nothing to encode for this client: the answer goes out as the route made it (measuring it
    // would turn a string body into a stream, which costs the server more than the answer itself).
    if (!acceptsOnTheFly(c.req.header('Accept-Encoding'))) return markVary(c, next);
    return compressor(c, async () => {
      await next();
      if (c.req.method === 'HEAD') return;
      const measured = await withLengthWhenSmall(c.res);
      if (measured) c.res = measured;
    });
  };
}

/** The encodings compress() makes on the fly. */
const ON_THE_FLY = new Set(['gzip', 'deflate', '*']);

/** True when Accept-Encoding allows gzip or deflate (a `*` included, `q=0` not). */
function acceptsOnTheFly(header: string | undefined): boolean {
  if (!header) return false;
  return parseAccept(header).some(({ type, q }) => q > 0 && ON_THE_FLY.has(type.toLowerCase()));
}

/** Says a text answer depends on Accept-Encoding, as a compressed one would, so caches keep both. */
const markVary: MiddlewareHandler = async (c, next) => {
  await next();
  const { headers } = c.res;
  if (headers.has('Content-Encoding') || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? ''))
    return;
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  // On the headers in place: c.header() after the route would rebuild the answer around a stream
  // and lose the node server's fast path for string bodies.
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};

/** The same answer with Content-Length when its body is under MIN_BYTES, or a stream that starts where reading stopped. */
async function withLengthWhenSmall(res: Response): Promise<Response | undefined> {
  const { headers, body } = res;
  const unmeasured =
    !headers.has('Content-Length') && !headers.has('Content-Encoding') && !headers.has('Transfer-Encoding');
  if (!body || !unmeasured || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '')) {
    return undefined;
  }
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < MIN_BYTES) {
    const { done, value } = await reader.read();
    if (done) {
      const small = new Response(Buffer.concat(head, size), res);
      small.headers.set('Content-Length', String(size));
      return small;
    }
    head.push(value);
    size += value.byteLength;
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(rest, res);
}
