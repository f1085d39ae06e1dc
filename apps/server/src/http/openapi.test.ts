import { createRoute } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { OkSchema } from '@feastforge/domain';
import { createApiRoutes } from '../app.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { readOpenApi } from '../testing/harness.ts';
import {
  answerProblems,
  driftProblems,
  hasJsonBody,
  OpenApiDocumentSchema,
  operationsOf,
  requiresCredential,
  samplePath,
  structuralProblems,
  type DocumentedOperation,
  type OpenApiDocument,
} from '../testing/openapi-contract.ts';
import { endpointsOf } from './allowed-methods.ts';
import { SIGNED_IN } from './openapi.ts';
import { jsonAnswer, jsonBody } from './router.ts';

const t = withTestApp({}, { per: 'file' });

async function servedDocument(): Promise<OpenApiDocument> {
  return OpenApiDocumentSchema.parse(await readOpenApi(t));
}

/** The document of an API assembled in the test, to show what the checks catch. */
function documentOf(api: ReturnType<typeof createApiRoutes>): OpenApiDocument {
  return OpenApiDocumentSchema.parse(
    api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '0' } }),
  );
}

/** Every endpoint the app mounts under /api, but the catch-all that answers unknown paths. */
function mountedApi() {
  return endpointsOf(t.app).filter(({ path }) => path.startsWith('/api/') && path !== '/api/*');
}

const name = ({ method, path }: DocumentedOperation) => `${method} ${path}`;

/** Sends `op` as a client without knowledge of its rules would: any id, and `{}` for a body. */
function probe({ method, path, operation }: DocumentedOperation, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers };
  if (hasJsonBody(operation)) init.body = '{}';
  if (hasJsonBody(operation)) init.headers = { ...headers, 'content-type': 'application/json' };
  return t.app.request(samplePath(path), init);
}

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document whose parameters, security and references hold together', async () => {
    const document = await servedDocument();
    expect(structuralProblems(document)).toEqual([]);
    expect(operationsOf(document).length).toBeGreaterThan(10);
  });

  it('describes exactly the endpoints the app mounts', async () => {
    expect(driftProblems(await servedDocument(), mountedApi())).toEqual([]);
  });

  it('documents 500 everywhere, 400/413/415 for each JSON body and 401 where a credential is needed', async () => {
    expect(answerProblems(await servedDocument())).toEqual([]);
  });

  it('declares the access token as HTTP bearer (JWT) and the refresh cookie as a cookie key', async () => {
    const { components } = await servedDocument();
    expect(components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
      refreshCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ff_refresh' }),
      streamTicket: expect.objectContaining({ type: 'apiKey', in: 'query', name: 'ticket' }),
    });
  });

  it('marks a token as optional where visitors are served too, and absent on public operations', async () => {
    const security = new Map(operationsOf(await servedDocument()).map((op) => [name(op), op.operation.security]));
    const optional = [{}, { bearer: [] }];
    expect(security.get('POST /api/recipes/generate')).toEqual(optional);
    expect(security.get('GET /api/recipes/{id}')).toEqual(optional);
    expect(security.get('POST /api/events/track')).toEqual(optional);
    expect(security.get('PATCH /api/me/profile')).toEqual([{ bearer: [] }]);
    expect(security.get('POST /api/auth/logout')).toEqual([{ bearer: [] }, { refreshCookie: [] }]);
    expect(security.get('POST /api/auth/login')).toBeUndefined();
  });

  it('refuses a visitor (401) exactly where it declares that a credential is needed', async () => {
    const operations = operationsOf(await servedDocument());
    const declared = Object.fromEntries(operations.map((op) => [name(op), requiresCredential(op.operation)]));
    const refused: Record<string, boolean> = {};
    for (const op of operations) refused[name(op)] = (await probe(op)).status === 401;
    expect(refused).toEqual(declared);
  });

  it('documents each answer a visitor, a forged token and a signed-in user get', async () => {
    const undocumented: string[] = [];
    for (const op of operationsOf(await servedDocument())) {
      // A fresh user each time: one of these operations is signing out.
      const { session, refresh } = await registerUser(t);
      const askers = {
        visitor: {},
        forged: { authorization: 'Bearer forged.token.value' },
        user: { authorization: `Bearer ${session.accessToken}`, cookie: `ff_refresh=${refresh}` },
      };
      for (const [asker, headers] of Object.entries(askers)) {
        const { status } = await probe(op, headers);
        if (!(String(status) in op.operation.responses)) undocumented.push(`${name(op)} answers ${asker} ${status}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('keeps the documented error answers in the typed client (a 413 is one of its statuses)', async () => {
    const res = await t.client().api.auth.login.$post({ json: { email: 'a@b.co', password: 'x'.repeat(70_000) } });
    expectStatus(res, 413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});

describe('the contract checks', () => {
  it('notice an endpoint mounted without a description', () => {
    const api = createApiRoutes(t.deps);
    api.post('/api/auth/undescribed', (c) => c.json({ ok: true }));
    expect(driftProblems(documentOf(api), endpointsOf(api))).toEqual([
      'POST /api/auth/undescribed is mounted but not documented',
    ]);
  });

  it('notice an operation that leaves out its error answers', () => {
    const api = createApiRoutes(t.deps);
    const bare = createRoute({
      method: 'post',
      path: '/api/extra',
      summary: 'An operation described only by its success',
      security: SIGNED_IN,
      request: { body: jsonBody(OkSchema) },
      responses: { 200: jsonAnswer(OkSchema, 'Done') },
    });
    api.openapi(bare, (c) => c.json({ ok: true as const }, 200));
    expect(driftProblems(documentOf(api), endpointsOf(api))).toEqual([]);
    expect(answerProblems(documentOf(api))).toEqual(
      ['500', '400', '413', '415', '401'].map((status) => `POST /api/extra does not document ${status}`),
    );
  });
});
