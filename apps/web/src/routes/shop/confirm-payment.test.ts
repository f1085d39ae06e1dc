import type { VerifyPaymentAnswer } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { CONFIRM_EVERY_MS, CONFIRM_FOR_MS, confirmPayment } from './confirm-payment.ts';

const paid: VerifyPaymentAnswer = { success: true, status: 'paid', manaAdded: 150, message: '150 Mana added' };
const pending: VerifyPaymentAnswer = { success: false, status: 'pending', manaAdded: 0, message: 'pending' };
const failed: VerifyPaymentAnswer = { success: false, status: 'failed', manaAdded: 0, message: 'failed' };

/** A clock that moves only when the loop waits, and a verify that answers from a script. */
function scripted(answers: Array<VerifyPaymentAnswer | Error>) {
  let clock = 0;
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    options: {
      verify: async () => {
        const next = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        if (next instanceof Error) throw next;
        if (!next) throw new Error('no answer scripted');
        return next;
      },
      stopped: () => false,
      wait: async (ms: number) => void (clock += ms),
      now: () => clock,
    },
  };
}

describe('confirmPayment', () => {
  it('answers paid as soon as the server says so', async () => {
    const run = scripted([pending, pending, paid]);
    expect(await confirmPayment('cs_1', run.options)).toEqual({ kind: 'paid', answer: paid });
    expect(run.calls).toBe(3);
  });

  it('gives up as unconfirmed when the payment stays pending for the whole window', async () => {
    const run = scripted([pending]);
    expect(await confirmPayment('cs_1', run.options)).toEqual({ kind: 'unconfirmed' });
    expect(run.calls).toBe(CONFIRM_FOR_MS / CONFIRM_EVERY_MS + 1);
  });

  it('stops at a failed payment or a checkout that is not the cook’s', async () => {
    expect(await confirmPayment('cs_1', scripted([failed]).options)).toEqual({ kind: 'failed' });
    const notFound = new ApiError(404, 'not_found', 'Unable to verify your payment.');
    const run = scripted([notFound]);
    expect(await confirmPayment('cs_1', run.options)).toEqual({ kind: 'failed' });
    expect(run.calls).toBe(1);
  });

  it('tries a failed request again, and reports an error when it never succeeds', async () => {
    const down = new ApiError(0, 'network', 'offline');
    expect(await confirmPayment('cs_1', scripted([down, paid]).options)).toEqual({ kind: 'paid', answer: paid });
    expect(await confirmPayment('cs_1', scripted([down]).options)).toEqual({ kind: 'error' });
  });

  it('stops asking once the page is left', async () => {
    const run = scripted([pending]);
    let left = false;
    const outcome = confirmPayment('cs_1', {
      ...run.options,
      stopped: () => left,
      wait: async () => void (left = true),
    });
    expect(await outcome).toEqual({ kind: 'stopped' });
    expect(run.calls).toBe(1);
  });
});
