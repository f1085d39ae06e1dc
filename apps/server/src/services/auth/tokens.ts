import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';
import { keyForKid, type JwtKeyring } from './jwt-keyring.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const JWT_ISSUER = 'feastforge';
export const JWT_AUDIENCE = 'feastforge-app';
const JWT_ALGORITHMS = ['HS256'];

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Refresh-token family (one per signed-in device), so a revoked session stops at once. */
  sid: string;
}

/** Signs a short-lived access token with the current key, named by its `kid` in the header. */
export async function signAccessToken(
  keys: JwtKeyring,
  claims: AccessClaims,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keys.current.kid })
    .setSubject(claims.sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.current.secret);
  return { token, expiresAt: exp * 1000 };
}

/**
 * Verifies signature, algorithm (allowlist, so `alg: none` or RS/HS confusion is refused), issuer,
 * audience and expiry, with the accepted key the header's `kid` names (an unknown or retired `kid`
 * is refused). Returns null for any invalid token.
 */
export async function verifyAccessToken(keys: JwtKeyring, token: string): Promise<AccessClaims | null> {
  const keyOf = (header: JWTHeaderParameters) => {
    const key = keyForKid(keys, header.kid);
    if (!key) throw new errors.JWKSNoMatchingKey();
    return key.secret;
  };
  try {
    const { payload } = await jwtVerify(token, keyOf, {
      algorithms: JWT_ALGORITHMS,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return null;
    return { sub: payload.sub, sid: payload['sid'] };
  } catch {
    return null;
  }
}

/** 256 random bits, URL-safe; used for refresh and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The one refresh token that may succeed `presented`: an HMAC under the server key, so it is as
 * unguessable as a random token, yet a retry of the same rotation gets the same secret back while
 * the database keeps only hashes. The label keeps this use of the key apart from JWT signing.
 *
 * @example
 * const next = successorSecret(jwtKey.current.secret, cookie) // same cookie, same key → same successor
 */
export function successorSecret(key: Uint8Array, presented: string): string {
  return createHmac('sha256', key).update('feastforge refresh successor\0').update(presented).digest('base64url');
}
