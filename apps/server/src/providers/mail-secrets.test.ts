import { describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MS } from '../services/auth/password-reset.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { restartTestApp } from '../testing/restart.ts';
import { purgeExpiredMailSecrets, REMOVED_AFTER_USE, withoutSecrets } from './mail-secrets.ts';

describe('withoutSecrets', () => {
  const link = 'https://feastforge.test/verify?a=1&token=abc$&def';

  it('replaces exactly the declared strings, in text and in escaped HTML', () => {
    const bodies = {
      text: `Open ${link} now. Not https://feastforge.test/verify?a=1 alone.`,
      html: `<a href="${link.replaceAll('&', '&amp;')}">open</a> ${link}`,
    };
    expect(withoutSecrets(bodies, [link], '[gone]')).toEqual({
      text: 'Open [gone] now. Not https://feastforge.test/verify?a=1 alone.',
      html: '<a href="[gone]">open</a> [gone]',
    });
  });

  it('removes a secret that contains another whole, and ignores empty ones', () => {
    expect(withoutSecrets({ text: `${link} abc` }, ['abc', link, ''], '[gone]')).toEqual({
      text: '[gone] [gone]',
      html: undefined,
    });
  });
});

describe('the embedded outbox', () => {
  const t = withTestApp();

  /** Asks for a reset link and answers the outbox row carrying it and the token in it. */
  async function resetMail(email: string) {
    await t.client().api.auth['password-reset'].$post({ json: { email } });
    await t.deps.background.idle();
    const row = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', email)
      // The sign-up's confirmation mail goes to the same address, in the same millisecond at times.
      .where('text_body', 'like', '%reset-password#token=%')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = /reset-password#token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
    return { row, token };
  }

  const outboxRow = (id: string) =>
    t.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  function expectRedacted(row: Awaited<ReturnType<typeof outboxRow>>, token: string) {
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.text_body).not.toContain('reset-password');
    expect(row.text_body).toContain(REMOVED_AFTER_USE);
    expect(row.html_body).toContain(`<a href="${REMOVED_AFTER_USE}">`);
    expect(row).toMatchObject({ secrets: null, secrets_expire_at: null });
  }

  it('keeps the live link for the developer until it expires, then removes it', async () => {
    const { email } = await registerUser(t);
    const { row, token } = await resetMail(email);
    expect(token).toHaveLength(43);
    expect(row.text_body).toContain(`http://feastforge.test/reset-password#token=${token}`);
    const expiresAt = Date.parse(row.secrets_expire_at ?? '');
    expect(expiresAt - Date.parse(row.created_at)).toBeGreaterThanOrEqual(RESET_TOKEN_TTL_MS - 1_000);

    expect(await purgeExpiredMailSecrets(t.db, new Date(expiresAt - 1_000))).toBe(0);
    expect((await outboxRow(row.id)).text_body).toContain(token);
    expect(await purgeExpiredMailSecrets(t.db, new Date(expiresAt))).toBe(1);
    expectRedacted(await outboxRow(row.id), token);
    expect(await purgeExpiredMailSecrets(t.db, new Date(expiresAt + 1_000))).toBe(0);
  });

  it('removes expired links when the next email is sent and when the server starts', async () => {
    const { email } = await registerUser(t);
    const first = await resetMail(email);
    const past = new Date(Date.now() - 1_000).toISOString();
    await t.db.updateTable('email_outbox').set({ secrets_expire_at: past }).where('id', '=', first.row.id).execute();
    const other = await registerUser(t);
    const second = await resetMail(other.email);
    expectRedacted(await outboxRow(first.row.id), first.token);
    expect((await outboxRow(second.row.id)).text_body).toContain(second.token);

    await t.db.updateTable('email_outbox').set({ secrets_expire_at: past }).where('id', '=', second.row.id).execute();
    await restartTestApp(t);
    expectRedacted(await outboxRow(second.row.id), second.token);
  });

  it('removes a link as soon as its token is used, and leaves other mail alone', async () => {
    const { email } = await registerUser(t);
    const { row, token } = await resetMail(email);
    const bystander = await resetMail((await registerUser(t)).email);
    const res = await t.client().api.auth['password-reset'].confirm.$post({
      json: { token, password: 'Outbox-Reader-7' },
    });
    expectStatus(res, 200);
    await t.deps.background.idle();
    expectRedacted(await outboxRow(row.id), token);
    expect((await outboxRow(bystander.row.id)).text_body).toContain(bystander.token);
  });
});
