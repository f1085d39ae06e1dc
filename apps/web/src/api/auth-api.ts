import {
  MeSchema,
  SessionSchema,
  type LoginBody,
  type LogoutBody,
  type Me,
  type PasswordResetBody,
  type PasswordResetConfirmBody,
  type RegisterBody,
  type Session,
} from '@feastforge/domain';
import { ignoreBody, requestJson, type Fetcher } from './http.ts';

/**
 * The auth endpoints of the API. Answers are checked against the domain's schemas, so a server
 * that drifts from the contract fails loudly here instead of deep inside a screen.
 */
export interface AuthApi {
  login(body: LoginBody): Promise<Session>;
  register(body: RegisterBody): Promise<Session>;
  /** Trades the httpOnly refresh cookie for a new access token. */
  refresh(): Promise<Session>;
  logout(token: string, scope: NonNullable<LogoutBody['scope']>): Promise<void>;
  requestPasswordReset(body: PasswordResetBody): Promise<void>;
  /** Sets the new password and signs the user in (their other sessions end). */
  confirmPasswordReset(body: PasswordResetConfirmBody): Promise<Session>;
  me(fetcher: Fetcher): Promise<Me>;
}

export const authApi: AuthApi = {
  login: (body) => requestJson('/api/auth/login', { method: 'POST', body, parser: SessionSchema }),
  register: (body) => requestJson('/api/auth/register', { method: 'POST', body, parser: SessionSchema }),
  refresh: () => requestJson('/api/auth/refresh', { method: 'POST', parser: SessionSchema }),
  logout: (token, scope) =>
    requestJson('/api/auth/logout', { method: 'POST', body: { scope }, token, parser: ignoreBody }),
  requestPasswordReset: (body) =>
    requestJson('/api/auth/password-reset', { method: 'POST', body, parser: ignoreBody }),
  confirmPasswordReset: (body) =>
    requestJson('/api/auth/password-reset/confirm', { method: 'POST', body, parser: SessionSchema }),
  me: (fetcher) => requestJson('/api/me', { parser: MeSchema, fetcher }),
};
