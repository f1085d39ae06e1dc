import type { ManaPackage } from '@feastforge/domain';

/** What a checkout is opened for: one package, for one cook, returning to the shop. */
export interface CheckoutRequest {
  /** Our payment row; also the idempotency key of the create call. */
  paymentId: string;
  userId: string;
  pkg: ManaPackage;
  successUrl: string;
  cancelUrl: string;
}

/** One line of a checkout session (a package). */
export interface CheckoutLine {
  description: string | null;
  quantity: number;
  amountTotal: number;
  currency: string;
}

/**
 * A checkout session as fulfilment reads it: the fields Stripe's Checkout Session has (with line
 * items expanded), named the same way whichever provider answers.
 */
export interface CheckoutSession {
  id: string;
  /** 'open' until paid or given up, then 'complete' or 'expired'. */
  status: 'open' | 'complete' | 'expired' | null;
  /** Only 'paid' moves mana. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  /** The payment a later refund or dispute names. */
  paymentIntentId: string | null;
  lineItems: CheckoutLine[];
}

/**
 * A payment provider: Stripe Checkout, or the embedded demo checkout. Fulfilment only ever reads
 * sessions through `retrieveSession`, so both take the same path.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'demo';
  /** Opens a checkout and answers where the cook pays. Throws `payment_provider_failed`. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The session with its line items, or null when the provider knows no such session. */
  retrieveSession(id: string): Promise<CheckoutSession | null>;
}
