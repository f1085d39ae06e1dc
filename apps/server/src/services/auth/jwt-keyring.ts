import { createHash } from 'node:crypto';

/** One access-token signing key and its public id. */
export interface JwtKey {
  /** Names the key in a token's header: a short SHA-256 fingerprint, never the key. */
  readonly kid: string;
  readonly secret: Uint8Array;
}

/**
 * The keys access tokens are checked with: `current` signs every new token; `previous` keys are
 * still accepted (by `kid`) so a rotation signs nobody out. See docs/decisions/011-secrets-at-rest.md.
 */
export interface JwtKeyring {
  readonly current: JwtKey;
  readonly previous: readonly JwtKey[];
}

/**
 * The key id of a secret: the first 16 hex digits of SHA-256 over a label and the key. It tells
 * keys apart and reveals nothing a signed token does not.
 *
 * @example
 * keyId(secret) // 'c0ffee12ab34cd56'
 */
export function keyId(secret: Uint8Array): string {
  return createHash('sha256').update('feastforge jwt kid\0').update(secret).digest('hex').slice(0, 16);
}

const toKey = (secret: Uint8Array): JwtKey => ({ kid: keyId(secret), secret });

/**
 * A keyring from raw secrets; a previous key equal to the current one (or listed twice) is dropped.
 *
 * @example
 * const ring = createKeyring(newSecret, [oldSecret])
 */
export function createKeyring(current: Uint8Array, previous: readonly Uint8Array[] = []): JwtKeyring {
  const ring = { current: toKey(current), previous: [] as JwtKey[] };
  const seen = new Set([ring.current.kid]);
  for (const key of previous.map(toKey)) {
    if (seen.has(key.kid)) continue;
    seen.add(key.kid);
    ring.previous.push(key);
  }
  return ring;
}

/** Every accepted key, the current one first. */
export function acceptedKeys(ring: JwtKeyring): readonly JwtKey[] {
  return [ring.current, ...ring.previous];
}

/**
 * The accepted key a token's `kid` names. A token without `kid` was signed before key ids existed
 * (at most 15 minutes before the upgrade) and is checked against the current key only.
 *
 * @example
 * keyForKid(ring, header.kid)?.secret // undefined: unknown or retired key, refuse the token
 */
export function keyForKid(ring: JwtKeyring, kid: string | undefined): JwtKey | undefined {
  if (kid === undefined) return ring.current;
  return acceptedKeys(ring).find((key) => key.kid === kid);
}
