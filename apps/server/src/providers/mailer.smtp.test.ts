import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { REMOVED_AFTER_DELIVERY } from './mail-secrets.ts';

interface Received {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** Undoes quoted-printable (RFC 2045): soft line breaks and =XX escapes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

let smtp: SMTPServer;
let inbox: Received[];

beforeEach(async () => {
  inbox = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

// Registered after the SMTP server's hooks: the app starts once the port is known and closes first.
const t = withTestApp(() => ({
  SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  MAIL_FROM: 'Feastforge <no-reply@feastforge.test>',
}));

describe('SMTP mailer', () => {
  it('delivers the reset email to a real SMTP server, and the link in it resets the password', async () => {
    expect(t.deps.mailer.transport).toBe('smtp');
    const { email } = await registerUser(t);
    await t.client().api.auth['password-reset'].$post({ json: { email } });
    await t.deps.background.idle();

    // The sign-up's confirmation link went out first.
    expect(inbox).toHaveLength(2);
    const mail = inbox.find((m) => m.text.includes('Subject: Reset your Feastforge password'));
    expect(mail?.to).toEqual([email]);
    expect(mail?.text).toMatch(/^Subject: Reset your Feastforge password$/m);
    expect(mail?.text).toMatch(/^From: Feastforge <no-reply@feastforge\.test>$/m);
    const link = /http:\/\/feastforge\.test\/reset-password#token=([\w-]+)/.exec(mail?.text ?? '');
    expect(link?.[1]).toBeTruthy();

    const res = await t.client().api.auth['password-reset'].confirm.$post({
      json: { token: link?.[1] ?? '', password: 'Smtp-Delivered-8' },
    });
    expectStatus(res, 200);
    const login = await t.client().api.auth.login.$post({ json: { email, password: 'Smtp-Delivered-8' } });
    expect(login.status).toBe(200);

    const outbox = await t.db.selectFrom('email_outbox').selectAll().execute();
    expect(outbox).toHaveLength(2);
    for (const row of outbox) {
      expect(row).toMatchObject({ transport: 'smtp', to_address: email });
      expect(row.sent_at).toBeTruthy();
    }
  });

  it('keeps delivered emails in the outbox without their links, which still work from the mailbox', async () => {
    const { email } = await registerUser(t);
    await t.client().api.auth['password-reset'].$post({ json: { email } });
    await t.deps.background.idle();
    const delivered = inbox.map((m) => m.text).join('\n');
    const token = /reset-password#token=([\w-]+)/.exec(delivered)?.[1] ?? '';
    const confirmation = /verify-email#token=([\w-]+)/.exec(delivered)?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(confirmation).toHaveLength(43);

    const rows = await t.db.selectFrom('email_outbox').selectAll().execute();
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const secret of [token, confirmation, 'reset-password', 'verify-email']) expect(stored).not.toContain(secret);
    const row = rows.find((r) => r.subject === 'Reset your Feastforge password');
    if (!row) throw new Error('no reset email in the outbox');
    expect(row.text_body).toContain(
      `Choose a new password here (the link works once, for one hour):\n${REMOVED_AFTER_DELIVERY}`,
    );
    expect(row.html_body).toContain(`<a href="${REMOVED_AFTER_DELIVERY}">Choose a new password</a>`);
    expect(row).toMatchObject({ secrets: null, secrets_expire_at: null });

    const res = await t.client().api.auth['password-reset'].confirm.$post({
      json: { token, password: 'Smtp-Delivered-9' },
    });
    expectStatus(res, 200);
  });
});
