import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isErrorBody } from '@feastforge/domain';
import { SEND_AS_JSON } from '../http/errors.ts';
import { registerUser } from '../testing/builders.ts';
import { withTestApp } from '../testing/fixture.ts';
import { createTestApp, readOpenApi } from '../testing/harness.ts';
import { quickUsers } from '../testing/quick-users.ts';
import {
  hasJsonBody,
  OpenApiDocumentSchema,
  operationsOf,
  requiresCredential,
  samplePath,
} from '../testing/openapi-contract.ts';

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

interface BodyEndpoint {
  method: string;
  path: string;
  /** Sent with a fresh user's token, so a 401 can't stand in for the answer about the body. */
  auth: boolean;
  /** `{}` is a valid body (logout's scope defaults to 'local'; an empty profile edit changes nothing). */
  emptyIsValid: boolean;
}

// A body schema that names required fields refuses `{}`.
const BodyWithRequiredFields = z.object({ required: z.array(z.string()).min(1) });

/**
 * Every operation with a JSON body, read from the OpenAPI document, so a new one is covered here
 * without editing this file. Any id shows how bodies are judged: the body is read before the
 * resource is looked up.
 */
async function bodyEndpoints(): Promise<BodyEndpoint[]> {
  const app = await createTestApp();
  try {
    const document = OpenApiDocumentSchema.parse(await readOpenApi(app));
    return operationsOf(document)
      .filter(({ operation }) => hasJsonBody(operation))
      .map(({ method, path, operation }) => ({
        method,
        path: samplePath(path),
        auth: requiresCredential(operation),
        emptyIsValid: !BodyWithRequiredFields.safeParse(operation.requestBody?.content['application/json']?.schema)
          .success,
      }));
  } finally {
    await app.close();
  }
}

const ENDPOINTS = await bodyEndpoints();

let adminToken: string | undefined;

/**
 * An admin's token: the admin routes refuse everyone else with 403 before reading the body, so
 * their bodies are judged as an admin sends them.
 */
async function asAdmin(): Promise<string> {
  if (adminToken) return adminToken;
  const [admin] = await quickUsers(t, 1);
  if (!admin) throw new Error('no admin');
  await t.db
    .insertInto('user_roles')
    .values({ user_id: admin.userId, role: 'admin', created_at: new Date().toISOString() })
    .execute();
  adminToken = admin.accessToken;
  return adminToken;
}

async function headersFor(endpoint: BodyEndpoint, contentType: string | undefined) {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (endpoint.auth) {
    const token = endpoint.path.startsWith('/api/admin/')
      ? await asAdmin()
      : (await registerUser(t)).session.accessToken;
    headers['authorization'] = `Bearer ${token}`;
  }
  return headers;
}

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
  it('finds every operation with a JSON body in the document', () => {
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/register', 'PATCH /api/me/profile', 'POST /api/recipes/generate']),
    );
  });

  for (const endpoint of ENDPOINTS) {
    const bodies = BODIES.filter(([name]) => !(endpoint.emptyIsValid && name === 'missing fields'));
    it.each(bodies)(`${endpoint.method} ${endpoint.path}: %s is a clear 4xx, never a 500`, async (_name, raw, type) => {
      const res = await send(endpoint.method, endpoint.path, { body: raw, headers: await headersFor(endpoint, type) });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(isErrorBody(res.body)).toBe(true);
      if (endpoint.auth) expect(res.status).not.toBe(401);
    });
  }

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await send('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(isErrorBody(res.body)).toBe(true);
  });
});

const UNSUPPORTED = { code: 'unsupported_media_type', message: SEND_AS_JSON };
const NOT_JSON = { code: 'invalid_json', message: 'The request body must be valid JSON.' };
// A body that is missing or not labelled JSON is never read as `{}`.
const ABSENT_OR_MISLABELLED = [
  { name: 'no body and no content type', body: undefined, type: undefined, status: 415, error: UNSUPPORTED },
  { name: 'a JSON body without a content type', body: '{}', type: undefined, status: 415, error: UNSUPPORTED },
  { name: 'JSON labelled text/plain', body: '{}', type: 'text/plain', status: 415, error: UNSUPPORTED },
  { name: 'an empty body labelled JSON', body: '', type: 'application/json', status: 400, error: NOT_JSON },
];

describe('a missing or mislabelled JSON body', () => {
  for (const endpoint of ENDPOINTS) {
    it.each(ABSENT_OR_MISLABELLED)(
      `${endpoint.method} ${endpoint.path}: $name answers $status`,
      async ({ body, type, status, error }) => {
        const res = await send(endpoint.method, endpoint.path, { body, headers: await headersFor(endpoint, type) });
        expect(res).toEqual({ status, body: { error } });
      },
    );
  }
});
