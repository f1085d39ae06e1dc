import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { keyFilePath } from '../services/auth/jwt-key-store.ts';
import { keyId } from '../services/auth/jwt-keyring.ts';
import { JWT_AUDIENCE, JWT_ISSUER } from '../services/auth/tokens.ts';
import { GOOD_PASSWORD, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { restartTestApp } from '../testing/restart.ts';

// Access tokens name their key (kid), so a key can be replaced while tokens signed with the old one
// keep working until it is removed. See docs/decisions/011-secrets-at-rest.md.
const FIRST = 'first-signing-secret-of-forty-characters';
const SECOND = 'second-signing-secret-of-forty-character';
const encode = (secret: string) => new TextEncoder().encode(secret);

describe('with JWT_SECRET and JWT_PREVIOUS_SECRETS', () => {
  const t = withTestApp({ JWT_SECRET: FIRST });

  it('put the key id, a fingerprint and never the key, in every access token header', async () => {
    const { session, refresh } = await registerUser(t);
    const rotated = await t.client({ refresh }).api.auth.refresh.$post();
    expectStatus(rotated, 200);
    for (const token of [session.accessToken, rotated.body.accessToken]) {
      expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: keyId(encode(FIRST)) });
    }
    expect(keyId(encode(FIRST))).toMatch(/^[0-9a-f]{16}$/);
    expect(keyId(encode(FIRST))).not.toBe(keyId(encode(SECOND)));
  });

  it('accept a token signed with a previous key while it is listed, and refuse it once removed', async () => {
    const { session, email } = await registerUser(t);
    const old = session.accessToken;

    const rotated = await restartTestApp(t, { JWT_SECRET: SECOND, JWT_PREVIOUS_SECRETS: [FIRST] });
    expectStatus(await rotated.client({ token: old }).api.me.$get(), 200);
    const login = await rotated.client().api.auth.login.$post({ json: { email, password: GOOD_PASSWORD } });
    expectStatus(login, 200);
    expect(decodeProtectedHeader(login.body.accessToken).kid).toBe(keyId(encode(SECOND)));

    const retired = await restartTestApp(t, { JWT_SECRET: SECOND, JWT_PREVIOUS_SECRETS: [] });
    expect((await retired.client({ token: old }).api.me.$get()).status).toBe(401);
    expectStatus(await retired.client({ token: login.body.accessToken }).api.me.$get(), 200);
  });

  it('refuse an unknown kid even over a good signature', async () => {
    const { session } = await registerUser(t);
    const { sub, sid } = decodeJwt(session.accessToken);
    const signed = (kid: string, key = encode(FIRST)) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
        .setSubject(String(sub))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    const other = randomBytes(32);
    const refused = [await signed('ffffffffffffffff'), await signed(''), await signed(keyId(other), other)];
    for (const token of refused) {
      expect((await t.client({ token }).api.me.$get()).status).toBe(401);
    }
    // The same construction with the key's own kid is accepted, so the refusals above are real.
    expectStatus(await t.client({ token: await signed(keyId(encode(FIRST))) }).api.me.$get(), 200);
  });

  it('hand a refresh replayed within the grace across a rotation the successor it already had', async () => {
    const { refresh: first } = await registerUser(t);
    const before = await t.client({ refresh: first }).api.auth.refresh.$post();
    expectStatus(before, 200);
    const successor = before.refreshCookie ?? '';

    const rotated = await restartTestApp(t, { JWT_SECRET: SECOND, JWT_PREVIOUS_SECRETS: [FIRST] });
    const replay = await rotated.client({ refresh: first }).api.auth.refresh.$post();
    expectStatus(replay, 200);
    expect(replay.refreshCookie).toBe(successor);
    expectStatus(await rotated.client({ token: replay.body.accessToken }).api.me.$get(), 200);

    // With the old key gone the replay is refused, but as a lost key, not as theft: the family lives.
    const retired = await restartTestApp(t, { JWT_SECRET: SECOND, JWT_PREVIOUS_SECRETS: [] });
    expect((await retired.client({ refresh: first }).api.auth.refresh.$post()).status).toBe(401);
    expectStatus(await retired.client({ refresh: successor }).api.auth.refresh.$post(), 200);
  });
});

describe('with the key file', () => {
  const t = withTestApp();

  it('accepts tokens of the keys on its later lines, and refuses them once the line is gone', async () => {
    const { session } = await registerUser(t);
    const path = keyFilePath(t.deps.config);
    const oldKey = Buffer.from(t.deps.jwtKey.current.secret).toString('base64');
    const newKey = randomBytes(32).toString('base64');

    await writeFile(path, `# rotated\n${newKey}\n${oldKey}\n`);
    const rotated = await restartTestApp(t);
    expect(rotated.deps.jwtKey.current.kid).toBe(keyId(Buffer.from(newKey, 'base64')));
    expectStatus(await rotated.client({ token: session.accessToken }).api.me.$get(), 200);

    await writeFile(path, `${newKey}\n`);
    const retired = await restartTestApp(t);
    expect((await retired.client({ token: session.accessToken }).api.me.$get()).status).toBe(401);
  });
});
