import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { withTestApp } from '../testing/fixture.ts';
import { choosePayments } from './choose-payments.ts';

const t = withTestApp();

describe('choosePayments', () => {
  it('warns at start when Stripe has a key but no webhook secret', () => {
    const warn = vi.fn();
    const payments = choosePayments(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }), t.db, warn);
    expect(payments?.kind).toBe('stripe');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/STRIPE_WEBHOOK_SECRET.*refunds/));
  });

  it('says nothing when both are set, or for the demo', () => {
    const warn = vi.fn();
    choosePayments(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }), t.db, warn);
    expect(choosePayments(loadConfig({}), t.db, warn)?.kind).toBe('demo');
    expect(warn).not.toHaveBeenCalled();
  });
});
