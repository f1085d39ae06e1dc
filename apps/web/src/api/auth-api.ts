import type {
  LoginBody,
  LogoutBody,
  Me,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RegisterBody,
  Session,
} from '@feastforge/domain';
import { apiClient } from './client.ts';
import { unwrap } from './http.ts';

/** The auth endpoints the session and the auth screens use. An interface so tests can fake it. */
export interface AuthApi {
  login(body: LoginBody): Promise<Session>;
  register(body: RegisterBody): Promise<Session>;
  /** Trades the httpOnly refresh cookie for a new access token. */
  refresh(): Promise<Session>;
  logout(token: string | null, scope: NonNullable<LogoutBody['scope']>): Promise<void>;
  requestPasswordReset(body: PasswordResetBody): Promise<void>;
  /** Sets the new password and signs the user in (their other sessions end). */
  confirmPasswordReset(body: PasswordResetConfirmBody): Promise<Session>;
  /** Reads /api/me through `fetcher`, normally the session's token-attaching fetch. */
  me(fetcher: typeof fetch): Promise<Me>;
}

const client = apiClient();
const auth = client.api.auth;
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

export const authApi: AuthApi = {
  login: (body) => unwrap(auth.login.$post({ json: body })),
  register: (body) => unwrap(auth.register.$post({ json: body })),
  refresh: () => unwrap(auth.refresh.$post()),
  logout: async (token, scope) => {
    // Without a token the refresh cookie identifies the device.
    await unwrap(auth.logout.$post({ json: { scope } }, token ? bearer(token) : {}));
  },
  requestPasswordReset: async (body) => {
    await unwrap(auth['password-reset'].$post({ json: body }));
  },
  confirmPasswordReset: (body) => unwrap(auth['password-reset'].confirm.$post({ json: body })),
  me: (fetcher) => unwrap(apiClient(fetcher).api.me.$get()),
};
