import { describe, expect, it } from 'vitest';
import { isErrorBody } from '@feastforge/domain';
import { withTestApp } from '../testing/fixture.ts';
import { readOpenApi } from '../testing/harness.ts';
import { OpenApiDocumentSchema, samplePath } from '../testing/openapi-contract.ts';

// Raw requests on purpose: a wrong method is what the typed client cannot send.
const t = withTestApp({}, { per: 'file' });

async function send(method: string, path: string) {
  const res = await t.app.request(path, { method });
  const text = await res.text();
  return { status: res.status, allow: res.headers.get('allow'), body: text ? (JSON.parse(text) as unknown) : null };
}

describe('a wrong method on a known API path', () => {
  it('answers 405 with Allow and the error body', async () => {
    const res = await send('DELETE', '/api/auth/login');
    expect(res).toMatchObject({ status: 405, allow: 'POST', body: { error: { code: 'method_not_allowed' } } });
    expect(isErrorBody(res.body)).toBe(true);
  });

  it('lists every method mounted on a path with a parameter, HEAD with GET', async () => {
    const res = await send('PUT', '/api/recipes/00000000-0000-4000-8000-000000000000');
    expect(res).toMatchObject({ status: 405, allow: 'GET, HEAD, PATCH, DELETE' });
  });

  it('answers before the route asks who is calling, so a visitor learns the same as a user', async () => {
    expect(await send('DELETE', '/api/me')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(await send('POST', '/api/me/profile')).toMatchObject({ status: 405, allow: 'PATCH' });
  });

  it('offers, for every documented path, its documented methods and only methods that are answered', async () => {
    const { paths } = OpenApiDocumentSchema.parse(await readOpenApi(t));
    for (const [path, item] of Object.entries(paths)) {
      const address = samplePath(path);
      const res = await send('PUT', address);
      expect(res.status, `PUT ${path}`).toBe(405);
      const allowed = res.allow?.split(', ') ?? [];
      expect(allowed, path).toEqual(expect.arrayContaining(Object.keys(item).map((m) => m.toUpperCase())));
      for (const method of allowed) expect((await send(method, address)).status, `${method} ${path}`).not.toBe(405);
    }
  });
});

describe('an unknown API path', () => {
  it('stays 404 whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await send(method, '/api/nope');
      expect(res, method).toMatchObject({ status: 404, allow: null, body: { error: { code: 'not_found' } } });
    }
    expect((await send('GET', '/api/auth')).status).toBe(404);
    expect((await send('GET', '/api/auth/login/extra')).status).toBe(404);
  });
});
