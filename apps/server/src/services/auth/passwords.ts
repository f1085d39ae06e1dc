import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { VALIDATION } from '@feastforge/domain';
import { logger } from '../../logger.ts';

// The library's enum is a `const enum`, which isolated modules can't read at runtime; 2 is Argon2id.
const ARGON2ID: Algorithm.Argon2id = 2;

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. Kept in the PHC string. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** How many of the most used passwords (by rank in leaked-password corpora) are refused. */
const COMMON_PASSWORD_LIMIT = 10_000;
// Ordered by how often each appears in leaked-password corpora, most common first.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_LIMIT));

/**
 * The spec's 6-character minimum stays, so the most guessable passwords are refused instead.
 * Returns the message to show, or null when the password is acceptable.
 */
export function commonPasswordProblem(password: string): string | null {
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? VALIDATION.passwordCommon : null;
}

/** argon2id hash in PHC format, e.g. `$argon2id$v=19$m=19456,t=2,p=1$...`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Whether `password` matches the stored hash. A hash argon2 cannot read (a damaged row) or a
 * failure of argon2 itself still refuses the sign-in, and is logged: it is not a wrong password.
 */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch (error) {
    logger.error({ err: error }, 'password check failed; the sign-in is refused');
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so a login for an unknown address can't be told
 * apart from a wrong password by its timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('feastforge-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
