import { describe, expect, it } from 'vitest';
import { logger } from '../logger.ts';
import { confirmEmail, emailedLink, GOOD_PASSWORD, loginUser, registerUser, tokenOfLink } from '../testing/builders.ts';
import { withTestApp } from '../testing/fixture.ts';
import { logText, takeLogs, type LogLine } from '../testing/log-capture.ts';

const t = withTestApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const accessLines = (lines: LogLine[]) => lines.filter((line) => line.msg === 'request');

describe('request ids and access lines', () => {
  it('gives each request an id, sends it back as X-Request-Id and writes one access line with it', async () => {
    const res = await t.app.request('/api/health');
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    const [line, ...others] = accessLines(takeLogs());
    expect(others).toEqual([]);
    expect(line).toMatchObject({ requestId: id, method: 'GET', path: '/api/health', status: 200, level: 30 });
    expect(line?.ms).toEqual(expect.any(Number));
    const second = await t.app.request('/api/health');
    expect(second.headers.get('x-request-id')).not.toBe(id);
  });

  it("keeps a proxy's sane request id and replaces one that is not", async () => {
    const kept = await t.app.request('/api/health', { headers: { 'x-request-id': 'edge-7f3a_91' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a_91');
    for (const insane of ['has spaces in it', 'line\\nbreak', 'x'.repeat(200), '<script>']) {
      const res = await t.app.request('/api/health', { headers: { 'x-request-id': insane } });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('stamps the request id on lines logged for the request, in the background too, and the final status', async () => {
    const res = await t.app.request('/api/auth/password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'reset-1' },
      body: JSON.stringify({ email: (await registerUser(t)).email }),
    });
    expect(res.status).toBe(202);
    await t.deps.background.idle();
    const lines = takeLogs().filter((line) => line.requestId === 'reset-1');
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['request']));
    // The reset email is written after the answer, by a background task the request started.
    expect(lines.some((line) => typeof line.msg === 'string' && line.msg.startsWith('email to '))).toBe(true);
    const missing = await t.app.request('/api/no-such-thing');
    expect(accessLines(takeLogs())).toEqual([expect.objectContaining({ path: '/api/no-such-thing', status: 404 })]);
    expect(missing.status).toBe(404);
  });

  it('logs the path without its query, where a pass or token may travel', async () => {
    await t.app.request('/api/events?ticket=very-secret-pass');
    expect(accessLines(takeLogs())).toEqual([expect.objectContaining({ path: '/api/events', status: 401 })]);
    expect(logText()).not.toContain('very-secret-pass');
  });
});

describe('secrets in log lines', () => {
  it('writes no password, token, cookie, authorization header or email link while cooks sign up, in and reset', async () => {
    const cook = await registerUser(t);
    // Read before it is followed: a used link leaves the outbox.
    const verifyLink = await emailedLink(t, cook.email, '/verify-email');
    await confirmEmail(t, cook);
    const second = await loginUser(t, cook.email);
    await t.client({ token: second.session.accessToken }).api.me.$get();
    await t.client({ refresh: second.refresh }).api.auth.refresh.$post();
    expect(
      (await t.client().api.auth.login.$post({ json: { email: cook.email, password: 'Wrong-Guess-77' } })).status,
    ).toBe(401);
    await t.client().api.auth['password-reset'].$post({ json: { email: cook.email } });
    const resetLink = await emailedLink(t, cook.email, '/reset-password');
    const newPassword = 'Owner-Returns-42';
    const reset = await t.client().api.auth['password-reset'].confirm.$post({
      json: { token: tokenOfLink(resetLink), password: newPassword },
    });
    expect(reset.status).toBe(200);
    await t.deps.background.idle();

    const text = logText();
    expect(accessLines(takeLogs()).length).toBeGreaterThanOrEqual(8);
    for (const secret of [
      GOOD_PASSWORD,
      newPassword,
      'Wrong-Guess-77',
      cook.session.accessToken,
      cook.refresh,
      second.session.accessToken,
      second.refresh,
      verifyLink,
      tokenOfLink(verifyLink),
      resetLink,
      tokenOfLink(resetLink),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/bearer|ff_refresh|#token=/i);
  });

  it('redacts secret fields of anything logged', () => {
    logger.warn(
      {
        password: 'p4ss',
        body: { token: 't0ken', newPassword: 'n3w' },
        req: { headers: { authorization: 'Bearer abc', cookie: 'ff_refresh=xyz' } },
      },
      'a careless line',
    );
    const text = logText();
    for (const secret of ['p4ss', 't0ken', 'n3w', 'Bearer abc', 'xyz']) expect(text).not.toContain(secret);
    expect(takeLogs()[0]).toMatchObject({ password: '[redacted]', body: { token: '[redacted]' } });
  });
});
