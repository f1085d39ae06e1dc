import { createMiddleware } from 'hono/factory';
import { ADMIN_ONLY_MESSAGE, DomainError } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { isAdmin } from '../services/accounts/me.ts';
import { isSessionActive } from '../services/auth/sessions.ts';
import { verifyAccessToken } from '../services/auth/tokens.ts';

export interface AuthState {
  userId: string;
  /** The device's refresh-token family. */
  sessionId: string;
}

export type AuthEnv = { Variables: { auth: AuthState } };
export type OptionalAuthEnv = { Variables: { auth: AuthState | null } };

/** The session an `Authorization: Bearer` header proves, or null. */
export async function authenticate(deps: AppDeps, header: string | undefined): Promise<AuthState | null> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) return null;
  const claims = await verifyAccessToken(deps.jwtKey, match[1]);
  // A signed-out or revoked device loses access at once, not when its access token expires.
  if (!claims || !(await isSessionActive(deps.db, claims.sid))) return null;
  return { userId: claims.sub, sessionId: claims.sid };
}

/** Requires a valid access token; answers 401 with `message` otherwise. */
export function requireUser(deps: AppDeps, message = 'Please sign in again.') {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const auth = await authenticate(deps, c.req.header('authorization'));
    if (!auth) throw new DomainError('unauthorized', message);
    c.set('auth', auth);
    await next();
  });
}

/** Reads the access token when present; visitors continue with `auth = null`. */
export function optionalUser(deps: AppDeps) {
  return createMiddleware<OptionalAuthEnv>(async (c, next) => {
    c.set('auth', await authenticate(deps, c.req.header('authorization')));
    await next();
  });
}

/**
 * The one admin check of `/api/admin`: a visitor (or a dead token) gets 401 'Please sign in again.',
 * a signed-in user who is not an admin (a confirmed address with the admin role) 403 'You do not
 * have admin privileges.', before any lookup or validation.
 *
 * @example
 * router.use('*', requireAdmin(deps))
 */
export function requireAdmin(deps: AppDeps) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const auth = await authenticate(deps, c.req.header('authorization'));
    if (!auth) throw new DomainError('unauthorized', 'Please sign in again.');
    await assertAdmin(deps, auth.userId);
    c.set('auth', auth);
    await next();
  });
}

/**
 * Refuses a signed-in user who is not an admin (spec section 5: a user_roles row with role admin,
 * for a confirmed address) with 403 'You do not have admin privileges.'. Routes use it through
 * `requireAdmin`.
 *
 * @example
 * await assertAdmin(deps, userId)
 */
async function assertAdmin(deps: AppDeps, userId: string): Promise<void> {
  if (!(await isAdmin(deps.db, userId))) throw new DomainError('forbidden', ADMIN_ONLY_MESSAGE);
}
