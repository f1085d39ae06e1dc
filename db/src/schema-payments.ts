import type { Generated } from 'kysely';

/**
 * Mana bought with money: a checkout and its outcome (ADR 020), the provider's events seen once, and
 * the demo provider's own checkouts. Same portable column choices as schema.ts.
 */
type Timestamp = string;

export interface PaymentsTable {
  id: string;
  user_id: string;
  provider: string;
  provider_session_id: string;
  package_id: string;
  mana: number;
  amount_cents: number;
  currency: string;
  /** One of PAYMENT_STATUSES; 'pending' until the provider confirms or gives up. */
  status: string;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  /** The provider's payment (Stripe PaymentIntent) id, known once the checkout completes. */
  provider_payment_id: string | null;
  /** Mana a refund or dispute took back (at most what the balance held). */
  mana_taken_back: Generated<number>;
}

/** Webhook events already handled, each recorded once with its effects. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  processed_at: Timestamp;
}

/** Sessions of the embedded demo checkout (no real payment), shaped like Stripe's. */
export interface DemoCheckoutsTable {
  id: string;
  user_id: string;
  payment_id: string;
  package_id: string;
  amount_cents: number;
  currency: string;
  /** 'open' | 'complete' | 'expired', as Stripe names a session's state. */
  status: string;
  /** 'unpaid' | 'paid'. */
  payment_status: string;
  success_url: string;
  cancel_url: string;
  created_at: Timestamp;
}
