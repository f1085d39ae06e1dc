import { describe, expect, it } from 'vitest';
import { isErrorBody } from '@feastforge/domain';
import { registerUser } from '../testing/builders.ts';
import { withTestApp } from '../testing/fixture.ts';

// Raw requests on purpose: these bodies and paths are what the typed client cannot send.
const t = withTestApp({}, { per: 'file' });

async function send(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const res = await t.app.request(path, { method, ...init });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: isErrorBody below says so.
  }
  return { status: res.status, body };
}

const ENDPOINTS: Array<{ method: string; path: string; auth?: boolean; emptyIsValid?: boolean }> = [
  { method: 'POST', path: '/api/auth/register' },
  { method: 'POST', path: '/api/auth/login' },
  // An empty logout body is valid: the scope defaults to 'local'.
  { method: 'POST', path: '/api/auth/logout', auth: true, emptyIsValid: true },
  { method: 'POST', path: '/api/auth/password-reset' },
  { method: 'POST', path: '/api/auth/password-reset/confirm' },
  { method: 'POST', path: '/api/auth/password', auth: true },
  // An empty profile edit is a valid no-op.
  { method: 'PATCH', path: '/api/me/profile', auth: true, emptyIsValid: true },
  { method: 'POST', path: '/api/events/track' },
  { method: 'POST', path: '/api/sync/push', auth: true },
  // The body is read before the recipe is looked up, so any id shows how bodies are judged.
  { method: 'PATCH', path: '/api/recipes/00000000-0000-4000-8000-000000000000', auth: true },
];

const huge = 'x'.repeat(20_000);
const BODIES: Array<[string, string, string?]> = [
  ['non-JSON text', 'email=a&password=b', 'application/x-www-form-urlencoded'],
  ['broken JSON', '{"email": "a@b.c", ', 'application/json'],
  ['plain text content type', '{"email":"a@b.c"}', 'text/plain'],
  ['empty body', '', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['JSON array', '[1,2,3]', 'application/json'],
  ['JSON string', '"hello"', 'application/json'],
  [
    'wrong types',
    JSON.stringify({
      email: 42,
      password: true,
      token: [],
      scope: 7,
      name: {},
      displayName: 5,
      currentPassword: null,
      newPassword: 1,
    }),
    'application/json',
  ],
  ['missing fields', '{}', 'application/json'],
  [
    'huge strings',
    JSON.stringify({
      email: `${huge}@example.com`,
      password: huge,
      token: huge,
      displayName: huge,
      path: huge,
      name: huge,
      currentPassword: huge,
      newPassword: huge,
    }),
    'application/json',
  ],
  [
    'nested garbage',
    JSON.stringify({ email: { $gt: '' }, password: { length: 10 }, race: ['Elf'], gender: { toLowerCase: 1 } }),
    'application/json',
  ],
  ['over the size limit', JSON.stringify({ email: 'a@b.c', password: 'y'.repeat(100_000) }), 'application/json'],
];

describe('malformed bodies', () => {
  for (const endpoint of ENDPOINTS) {
    const bodies = BODIES.filter(([name]) => !(endpoint.emptyIsValid && name === 'missing fields'));
    it.each(bodies)(`${endpoint.method} ${endpoint.path}: %s is a clear 4xx, never a 500`, async (_name, raw, type) => {
      // A fresh user each time, so a 401 can't stand in for the validation answer.
      const token = endpoint.auth ? (await registerUser(t)).session.accessToken : undefined;
      const headers: Record<string, string> = {};
      if (type) headers['content-type'] = type;
      if (token) headers['authorization'] = `Bearer ${token}`;
      const res = await send(endpoint.method, endpoint.path, { body: raw, headers });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(isErrorBody(res.body)).toBe(true);
      if (token) expect(res.status).not.toBe(401);
    });
  }

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await send('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(isErrorBody(res.body)).toBe(true);
  });
});
