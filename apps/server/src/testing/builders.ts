import { randomUUID } from 'node:crypto';
import type { Session } from '@feastforge/domain';
import type { TestApp } from './harness.ts';

export const GOOD_PASSWORD = 'Cauldron-Stew-42';

export function uniqueEmail(prefix = 'cook'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Registers through the real endpoint and returns the session plus the refresh cookie. */
export async function registerUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const email = (overrides['email'] as string | undefined) ?? uniqueEmail();
  const res = await t.client.post<Session>('/api/auth/register', { email, password: GOOD_PASSWORD, ...overrides });
  if (res.status !== 201 || !res.refreshCookie)
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    email,
    password: (overrides['password'] as string | undefined) ?? GOOD_PASSWORD,
    session: res.body,
    refresh: res.refreshCookie,
  };
}

/** Signs in again (a second device) and returns that device's tokens. */
export async function loginUser(t: TestApp, email: string, password = GOOD_PASSWORD) {
  const res = await t.client.post<Session>('/api/auth/login', { email, password });
  if (res.status !== 200 || !res.refreshCookie)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { session: res.body, refresh: res.refreshCookie };
}
