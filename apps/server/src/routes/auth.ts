import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  DomainError,
  LoginBody,
  LogoutBody,
  OkSchema,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RegisterBody,
  ResendConfirmationBody,
  SESSION_HINT_COOKIE,
  SessionSchema,
  VerifyEmailBody,
} from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { authenticate, requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { clientIp } from '../http/client-ip.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN, type SecurityRequirement } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { login, register } from '../services/accounts/accounts.ts';
import {
  purgeDeadVerificationTokens,
  resendVerificationEmail,
  verifyEmail,
} from '../services/accounts/email-verification.ts';
import { getMe } from '../services/accounts/me.ts';
import { changePassword } from '../services/auth/password-change.ts';
import { confirmPasswordReset, purgeDeadResetTokens, requestPasswordReset } from '../services/auth/password-reset.ts';
import { purgeDeadRefreshTokens, refreshPurgeDue } from '../services/auth/session-purge.ts';
import {
  endSessions,
  REFRESH_TOKEN_TTL_MS,
  rotateSession,
  sessionOfRefreshToken,
  type IssuedSession,
} from '../services/auth/sessions.ts';
import { spend } from '../services/rate-limits.ts';

export const REFRESH_COOKIE = 'ff_refresh';
const COOKIE_PATH = '/api/auth';

// The refresh cookie proves a session to the endpoints it is scoped to (refresh and logout).
const REFRESH_COOKIE_SCHEME = 'refreshCookie';
const WITH_REFRESH_COOKIE: SecurityRequirement[] = [{ [REFRESH_COOKIE_SCHEME]: [] }];

function setRefreshCookie(c: Context, token: string) {
  const maxAge = Math.floor(REFRESH_TOKEN_TTL_MS / 1000);
  // httpOnly keeps it from scripts; Strict keeps it off cross-site requests; the path keeps it off
  // every request but the auth endpoints.
  setCookie(c, REFRESH_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'Strict', path: COOKIE_PATH, maxAge });
  // Beside it, readable by the page's scripts and holding no secret: a session may be restored
  // (ADR 017). It lives as long and goes with it.
  setCookie(c, SESSION_HINT_COOKIE, '1', { secure: true, sameSite: 'Strict', path: '/', maxAge });
}

function deleteRefreshCookie(c: Context) {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, secure: true });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: true });
}

/** Sweeps dead refresh, confirmation and reset tokens after the answer, at most once an interval. */
function purgeWhenDue(deps: AppDeps) {
  const now = new Date();
  if (!refreshPurgeDue(deps.db, now)) return;
  deps.background.run(async () => {
    await purgeDeadRefreshTokens(deps.db, now);
    await purgeDeadVerificationTokens(deps.db, now);
    await purgeDeadResetTokens(deps.db, now);
  });
}

async function sessionAnswer(deps: AppDeps, c: Context, session: IssuedSession) {
  purgeWhenDue(deps);
  setRefreshCookie(c, session.refreshToken);
  return { accessToken: session.accessToken, expiresAt: session.expiresAt, me: await getMe(deps.db, session.userId) };
}

const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  summary: 'Create an account (25 free mana) and sign in',
  request: { body: jsonBody(RegisterBody) },
  responses: {
    201: jsonAnswer(SessionSchema, 'Signed in'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'account_exists', 'rate_limited']),
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  summary: 'Sign in with email and password',
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: jsonAnswer(SessionSchema, 'Signed in'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'invalid_credentials', 'rate_limited']),
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/refresh',
  summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)',
  security: WITH_REFRESH_COOKIE,
  responses: {
    200: jsonAnswer(SessionSchema, 'Session renewed'),
    ...errorAnswers(['invalid_refresh_token']),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  summary: 'Sign out this device (local), every device (global) or every other device (others)',
  // The access token names the device; once it has expired, a live refresh cookie does.
  security: [...SIGNED_IN, ...WITH_REFRESH_COOKIE],
  request: { body: jsonBody(LogoutBody) },
  responses: {
    200: jsonAnswer(OkSchema, 'Signed out'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized'], { unauthorized: 'neither a valid token nor a live cookie' }),
  },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/password-reset',
  summary: 'Email a password reset link (same answer whether or not the address has an account)',
  request: { body: jsonBody(PasswordResetBody) },
  responses: { 202: jsonAnswer(OkSchema, 'Accepted'), ...errorAnswers([...JSON_BODY_ERRORS, 'rate_limited']) },
});

const resetConfirmRoute = createRoute({
  method: 'post',
  path: '/password-reset/confirm',
  summary: 'Set a new password with a reset token; ends every other session',
  request: { body: jsonBody(PasswordResetConfirmBody) },
  responses: {
    200: jsonAnswer(SessionSchema, 'Password changed and signed in'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'invalid_reset_token', 'rate_limited']),
  },
});

const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/verify-email',
  summary:
    'Confirm the email address of the signed-in account with the token of its confirmation link (works once, for 24 hours)',
  security: SIGNED_IN,
  request: { body: jsonBody(VerifyEmailBody) },
  responses: {
    200: jsonAnswer(OkSchema, 'Address confirmed'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'invalid_verification_token', 'forbidden', 'rate_limited'], {
      forbidden: 'the link belongs to another account',
    }),
  },
});

const resendConfirmationRoute = createRoute({
  method: 'post',
  path: '/verify-email/resend',
  summary: "Email a new confirmation link (same answer whether or not there's an unconfirmed account)",
  request: { body: jsonBody(ResendConfirmationBody) },
  responses: { 202: jsonAnswer(OkSchema, 'Accepted'), ...errorAnswers([...JSON_BODY_ERRORS, 'rate_limited']) },
});

const passwordRoute = createRoute({
  method: 'post',
  path: '/password',
  summary: 'Change the password of the signed-in user; ends every other session',
  security: SIGNED_IN,
  request: { body: jsonBody(PasswordChangeBody) },
  responses: {
    200: jsonAnswer(OkSchema, 'Password changed'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'invalid_credentials', 'rate_limited'], {
      invalid_credentials: 'the current password is wrong',
    }),
  },
});

/** `/api/auth`: register, login, refresh, logout, email confirmation and password reset. */
export function authRoutes(deps: AppDeps) {
  const userAgent = (c: Context) => c.req.header('user-agent') ?? null;
  const router = createRouter<AuthEnv>();
  router.openAPIRegistry.registerComponent('securitySchemes', REFRESH_COOKIE_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE,
    description: `The httpOnly refresh cookie, sent only to ${COOKIE_PATH}; each refresh replaces it.`,
  });
  router.use('/password', requireUser(deps));
  router.use('/verify-email', requireUser(deps));
  return router
    .openapi(registerRoute, async (c) => {
      const session = await register(deps, c.req.valid('json'), clientIp(c, deps.config.TRUST_PROXY), userAgent(c));
      return c.json(await sessionAnswer(deps, c, session), 201);
    })
    .openapi(loginRoute, async (c) => {
      const session = await login(deps, c.req.valid('json'), clientIp(c, deps.config.TRUST_PROXY), userAgent(c));
      return c.json(await sessionAnswer(deps, c, session), 200);
    })
    .openapi(refreshRoute, async (c) => {
      const presented = getCookie(c, REFRESH_COOKIE);
      if (!presented) {
        // The hint may outlive its refresh cookie (cleared or evicted on its own): it goes too.
        deleteRefreshCookie(c);
        throw new DomainError('invalid_refresh_token', 'Your session has ended. Please sign in again.');
      }
      try {
        const session = await rotateSession(deps.db, deps.jwtKey, presented, userAgent(c));
        return c.json(await sessionAnswer(deps, c, session), 200);
      } catch (error) {
        // Only an ended session takes the cookie away: a failure of the server's own (a busy
        // database) leaves it, so the cook's next try can still renew the session.
        if (error instanceof DomainError && error.code === 'invalid_refresh_token') deleteRefreshCookie(c);
        throw error;
      }
    })
    .openapi(logoutRoute, async (c) => {
      const { scope } = c.req.valid('json');
      // The access token names the device; when it has expired, a live refresh cookie still does,
      // so signing out always ends the session on the server. A rotated, revoked or expired cookie
      // counts as no credential at all, so an old copy cannot sign every device out.
      const auth =
        (await authenticate(deps, c.req.header('authorization'))) ??
        (await sessionOfRefreshToken(deps.db, getCookie(c, REFRESH_COOKIE)));
      if (!auth) throw new DomainError('unauthorized', 'Please sign in again.');
      await endSessions(deps.db, auth.userId, auth.sessionId, scope);
      // Streams of the ended sessions close now rather than at their next heartbeat.
      deps.live.publish(auth.userId, { type: 'sessions' });
      if (scope !== 'others') deleteRefreshCookie(c);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(resetRoute, async (c) => {
      await requestPasswordReset(deps, c.req.valid('json').email, clientIp(c, deps.config.TRUST_PROXY));
      return c.json({ ok: true as const }, 202);
    })
    .openapi(resetConfirmRoute, async (c) => {
      const { token, password } = c.req.valid('json');
      await spend(deps.limits.resetConfirmByIp, clientIp(c, deps.config.TRUST_PROXY));
      const session = await confirmPasswordReset(deps, token, password, userAgent(c));
      return c.json(await sessionAnswer(deps, c, session), 200);
    })
    .openapi(verifyEmailRoute, async (c) => {
      await spend(deps.limits.verifyByIp, clientIp(c, deps.config.TRUST_PROXY));
      await verifyEmail(deps, c.req.valid('json').token, c.get('auth').userId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(resendConfirmationRoute, async (c) => {
      await resendVerificationEmail(deps, c.req.valid('json').email, clientIp(c, deps.config.TRUST_PROXY));
      return c.json({ ok: true as const }, 202);
    })
    .openapi(passwordRoute, async (c) => {
      const auth = c.get('auth');
      await changePassword(deps, auth, c.req.valid('json'));
      return c.json({ ok: true as const }, 200);
    });
}
