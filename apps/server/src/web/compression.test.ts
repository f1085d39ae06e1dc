import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp({}, { per: 'file' });
let dist: string;
let app: ReturnType<typeof createApp>;

/** Text that compresses well, `bytes` long. */
const text = (bytes: number) => 'const feast = "hearty stew";\n'.repeat(Math.ceil(bytes / 29)).slice(0, bytes);

/** Writes a file of the fake build and, like the build, the variants named in `encodings`. */
function built(name: string, body: string, encodings: Array<'br' | 'gz'>) {
  const path = join(dist, name);
  writeFileSync(path, body);
  if (encodings.includes('br')) writeFileSync(`${path}.br`, brotliCompressSync(body));
  if (encodings.includes('gz')) writeFileSync(`${path}.gz`, gzipSync(body));
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'ff-compress-'));
  mkdirSync(join(dist, 'assets'));
  built('index.html', `<!doctype html><html><head></head><body><div id="root"></div>${text(3000)}</body></html>`, []);
  built('sw.js', text(5000), ['br', 'gz']);
  built('assets/app-1234.js', text(20_000), ['br', 'gz']);
  built('assets/only-gz-1234.css', text(4000), ['gz']);
  built('assets/none-1234.js', text(4000), []);
  app = createApp(t.deps, { webDist: dist });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

/** The body as the client would read it after undoing Content-Encoding. */
async function decoded(res: Response): Promise<Buffer> {
  const raw = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  expect(encoding).toBeNull();
  return raw;
}

describe('precompressed static files', () => {
  it.each([
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip, deflate, br, zstd', 'br', '.br'],
  ])('Accept-Encoding %s answers the %s file as it was built', async (accept, encoding, suffix) => {
    const original = readFileSync(join(dist, 'assets/app-1234.js'));
    const res = await get('/assets/app-1234.js', accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-length')).toBe(String(statSync(join(dist, `assets/app-1234.js${suffix}`)).size));
    expect(res.headers.get('cache-control')).toContain('immutable');
    // Decoded once it is the original: the middleware did not compress it again.
    expect((await decoded(res)).equals(original)).toBe(true);
  });

  it('answers the original, with Vary, to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-1234.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-length')).toBe('20000');
    expect((await res.arrayBuffer()).byteLength).toBe(20_000);
  });

  it('falls back to the next encoding or the original when a variant is missing', async () => {
    const original = readFileSync(join(dist, 'assets/only-gz-1234.css'));
    const gz = await get('/assets/only-gz-1234.css', 'br, gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-type')).toMatch(/^text\/css/);
    expect((await decoded(gz)).equals(original)).toBe(true);
    const plain = await get('/assets/only-gz-1234.css', 'br');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await decoded(plain)).equals(original)).toBe(true);
    // A large file the build left as it was is compressed on the fly.
    const onTheFly = await get('/assets/none-1234.js', 'gzip');
    expect(onTheFly.headers.get('content-encoding')).toBe('gzip');
    expect(onTheFly.headers.get('content-length')).toBeNull();
    expect((await decoded(onTheFly)).equals(readFileSync(join(dist, 'assets/none-1234.js')))).toBe(true);
  });

  it('serves the service worker precompressed and still uncached', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD with the headers of the chosen file and no body', async () => {
    const res = await get('/assets/app-1234.js', 'br', 'HEAD');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(String(statSync(join(dist, 'assets/app-1234.js.br')).size));
    expect(await res.text()).toBe('');
  });
});

describe('compression on the fly', () => {
  it.each(['gzip', 'deflate', 'br, gzip'])('JSON with %s decodes to the plain answer', async (accept) => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await plain.arrayBuffer());
    expect(body.byteLength).toBeGreaterThan(1024);
    const res = await get('/api/openapi.json', accept);
    expect(res.headers.get('content-encoding')).toBe(accept === 'deflate' ? 'deflate' : 'gzip');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await decoded(res)).equals(body)).toBe(true);
  });

  it('sends JSON as it is to a client that only takes brotli (none on the fly)', async () => {
    const res = await get('/api/openapi.json', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(await res.text())).toMatchObject({ openapi: '3.1.0' });
  });

  it('compresses the HTML shell and keeps its headers', async () => {
    const plain = await get('/auth');
    const res = await get('/auth', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await decoded(res)).toString()).toBe(await plain.text());
  });

  it('leaves answers under 1 KB, HEAD and 204 alone, with their length', async () => {
    const small = await get('/api/me', 'gzip');
    expect(small.status).toBe(401);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBeNull();
    const body = await small.text();
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    const head = await get('/api/openapi.json', 'gzip', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(await head.text()).toBe('');
    const probe = createApp(t.deps);
    probe.delete('/probe/gone', (c) => c.body(null, 204));
    const gone = await probe.request('/probe/gone', { method: 'DELETE', headers: { 'Accept-Encoding': 'gzip' } });
    expect(gone.status).toBe(204);
    expect(gone.headers.get('content-encoding')).toBeNull();
    expect(gone.headers.get('content-length')).toBeNull();
  });

  it('measures a streamed answer across its chunks and passes a large one on whole', async () => {
    const streamed = createApp(t.deps);
    streamed.get('/probe/chunks/:sizes', (c) => {
      const chunks = c.req
        .param('sizes')
        .split(',')
        .map((size, i) => String(i).repeat(Number(size)));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      });
      return c.body(body, 200, { 'Content-Type': 'text/html; charset=UTF-8' });
    });
    const small = await streamed.request('/probe/chunks/300,300,300', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe('900');
    expect(await small.text()).toBe('0'.repeat(300) + '1'.repeat(300) + '2'.repeat(300));
    const whole = '0'.repeat(100) + '1'.repeat(3000) + '2'.repeat(10);
    const large = await streamed.request('/probe/chunks/100,3000,10', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect((await decoded(large)).toString()).toBe(whole);
    const plain = await streamed.request('/probe/chunks/100,3000,10');
    expect(plain.headers.get('content-length')).toBeNull();
    expect(await plain.text()).toBe(whole);
  });

  it.each(['streamSSE', 'a plain stream'])(
    'streams server-sent events from %s uncompressed, event by event',
    async (kind) => {
      const sse = createApp(t.deps);
      let finish = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const event = 'data: first\n\n';
      sse.get('/probe/events', (c) => {
        if (kind === 'streamSSE') {
          return streamSSE(c, async (stream) => {
            await stream.write(event);
            await finished;
          });
        }
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode(event));
            await finished;
            controller.close();
          },
        });
        return c.body(body, 200, { 'Content-Type': 'text/event-stream' });
      });
      // The answer and its first event arrive while the stream is still open: nothing holds them back.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const heldBack = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the first event was held back')), 2000);
      });
      const res = await Promise.race([
        sse.request('/probe/events', { headers: { 'Accept-Encoding': 'gzip, br' } }),
        heldBack,
      ]);
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      expect(res.headers.get('content-encoding')).toBeNull();
      const reader = res.body?.getReader();
      const first = await Promise.race([reader?.read(), heldBack]);
      expect(new TextDecoder().decode(first?.value)).toBe('data: first\n\n');
      clearTimeout(timer);
      finish();
      await reader?.cancel();
    },
  );
});
