import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/** A browser's side of a push subscription: what it gives the server, and the keys only it holds. */
export interface TestSubscriber {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Decrypts a message body meant for this subscriber (RFC 8291, aes128gcm). */
  decrypt(body: Buffer): string;
}

/** One message the local push service took, as the subscriber's browser would read it. */
export interface ReceivedPush {
  path: string;
  payload: string;
  /** The VAPID JWT's claims, after checking its signature against `k`. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  ttl: string | undefined;
}

/** How the service answers a path: a status and extra headers, decided per request. */
export type PushAnswer = (path: string, attempt: number) => { status: number; headers?: Record<string, string> };

/**
 * A push service on 127.0.0.1 for tests: it checks each message's VAPID signature, decrypts the
 * body with the keys of the subscriber it was sent to (made here with node:crypto, as a browser
 * would) and keeps what it read. `answer` decides the status per path (201 by default).
 *
 * @example
 * const service = await startPushEndpoint(); const browser = service.subscriber('phone')
 * // … send to browser.endpoint …
 * expect(JSON.parse(service.received[0].payload)).toEqual({ title, body, url })
 */
export async function startPushEndpoint(answer: PushAnswer = () => ({ status: 201 })) {
  const subscribers = new Map<string, TestSubscriber>();
  const attempts = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const failures: unknown[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const attempt = (attempts.get(path) ?? 0) + 1;
      attempts.set(path, attempt);
      const body = await readBody(req);
      const reply = answer(path, attempt);
      if (reply.status >= 200 && reply.status < 300) {
        const subscriber = subscribers.get(path);
        if (!subscriber) throw new Error(`no subscriber at ${path}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = await verifyVapid(req.headers['authorization']);
        received.push({
          path,
          payload: subscriber.decrypt(body),
          vapid,
          ttl: req.headers['ttl'] as string | undefined,
        });
      }
      res.writeHead(reply.status, reply.headers ?? {}).end();
    })().catch((error: unknown) => {
      failures.push(error);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Errors the service met (a bad signature, an undecryptable body); a test expects none. */
    failures,
    /** How many requests reached `path`. */
    attemptsAt: (path: string) => attempts.get(path) ?? 0,
    /** A new browser subscribed at `${origin}/${name}`. */
    subscriber(name: string = randomUUID()): TestSubscriber {
      const subscriber = makeSubscriber(`${origin}/${name}`);
      subscribers.set(`/${name}`, subscriber);
      return subscriber;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function makeSubscriber(endpoint: string): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt: (body) => decryptAes128gcm(body, ecdh.computeSecret.bind(ecdh), uaPublic, authSecret),
  };
}

/**
 * RFC 8291 section 3.4 and RFC 8188: the header carries the salt, the record size and the sender's
 * ephemeral public key; one record follows, its plaintext ended by the delimiter 0x02 and padding.
 */
function decryptAes128gcm(
  body: Buffer,
  computeSecret: (key: Buffer) => Buffer,
  uaPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record lacks its 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT signed by the key it names. */
async function verifyVapid(header: string | undefined): Promise<ReceivedPush['vapid']> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${header}`);
  const [token, publicKey] = [match[1], match[2]];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  await jwtVerify(token, key);
  const claims = decodeJwt(token);
  return { aud: String(claims.aud), sub: String(claims.sub), exp: Number(claims.exp), publicKey };
}
