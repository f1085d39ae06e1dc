import type { VerifyPaymentAnswer } from '@feastforge/domain';
import { ApiError } from '../../api/http.ts';

/** How often a payment the server has not seen paid yet is asked about again. */
export const CONFIRM_EVERY_MS = 2_000;
/** How long the return page keeps asking before it gives up (the webhook is usually seconds away). */
export const CONFIRM_FOR_MS = 30_000;

/** How a payment return ended. */
export type ConfirmOutcome =
  | { kind: 'paid'; answer: VerifyPaymentAnswer }
  /** Declined, expired, or no checkout of this cook's. */
  | { kind: 'failed' }
  /** Still not paid when the time ran out. */
  | { kind: 'unconfirmed' }
  /** The verification itself failed (the server or the network). */
  | { kind: 'error' }
  /** The page went away meanwhile. */
  | { kind: 'stopped' };

export interface ConfirmOptions {
  verify(sessionId: string): Promise<VerifyPaymentAnswer>;
  /** Whether to stop asking (the page was left). */
  stopped(): boolean;
  wait?(ms: number): Promise<void>;
  now?(): number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Verifies checkout `sessionId`, asking again every {@link CONFIRM_EVERY_MS} while the server says
 * it is pending (a bank may take a moment, a webhook may be on its way) for up to
 * {@link CONFIRM_FOR_MS}. A failed request is tried again within that time too: verifying is safe
 * to repeat, mana is credited once.
 *
 * @example
 * const outcome = await confirmPayment(sessionId, { verify: (id) => api.shop.verify({ sessionId: id }), stopped });
 * if (outcome.kind === 'paid') notify.success(outcome.answer.message);
 */
export async function confirmPayment(sessionId: string, options: ConfirmOptions): Promise<ConfirmOutcome> {
  const wait = options.wait ?? sleep;
  const now = options.now ?? Date.now;
  const deadline = now() + CONFIRM_FOR_MS;
  for (;;) {
    let last: ConfirmOutcome;
    try {
      const answer = await options.verify(sessionId);
      if (answer.status === 'paid') return { kind: 'paid', answer };
      if (answer.status === 'failed') return { kind: 'failed' };
      last = { kind: 'unconfirmed' };
    } catch (error) {
      // No such checkout of this cook's: asking again will not change that.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { kind: 'failed' };
      last = { kind: 'error' };
    }
    if (options.stopped()) return { kind: 'stopped' };
    if (now() + CONFIRM_EVERY_MS > deadline) return last;
    await wait(CONFIRM_EVERY_MS);
    if (options.stopped()) return { kind: 'stopped' };
  }
}
