import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import Stripe from 'stripe';
import { DomainError, SHOP_MESSAGES, WebhookAnswerSchema } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { errorAnswers } from '../http/openapi.ts';
import { createRouter, jsonAnswer } from '../http/router.ts';
import { handleStripeEvent, HANDLED_EVENTS } from '../services/shop/stripe-events.ts';
import { logger } from '../logger.ts';

/** Largest event accepted; Stripe's events are a few kilobytes, a charge with many refunds more. */
export const WEBHOOK_MAX_BYTES = 512 * 1024;
/** Oldest signature accepted, in seconds (Stripe's default): a replayed old request is refused. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const SIGNATURE_MESSAGE = 'The Stripe signature is missing or does not match.';

const webhookRoute = createRoute({
  method: 'post',
  path: '/webhook',
  summary: "Stripe's signed events about checkouts, refunds and disputes",
  description:
    'Called by Stripe, not by the app. The raw body is checked against `Stripe-Signature` with ' +
    '`STRIPE_WEBHOOK_SECRET` (at most 5 minutes old), so it is read as sent rather than as JSON. ' +
    `Handled: ${HANDLED_EVENTS.join(', ')}; other events are acknowledged. Each event id takes effect ` +
    'once; any failure while handling a signed event answers 5xx, leaves it unrecorded, and Stripe retries.',
  request: {
    headers: z.object({
      'stripe-signature': z.string({ error: SIGNATURE_MESSAGE }).openapi({
        description: "Stripe's signature of the raw body: `t=<timestamp>,v1=<HMAC-SHA256>`",
      }),
    }),
  },
  responses: {
    200: jsonAnswer(WebhookAnswerSchema, 'The event is handled (or was already)'),
    ...errorAnswers(['validation_failed', 'payload_too_large', 'payments_unavailable', 'payment_provider_failed'], {
      validation_failed: 'a missing or wrong signature, a timestamp older than 5 minutes, or a body changed in transit',
      payload_too_large: `the body is larger than ${WEBHOOK_MAX_BYTES / 1024} KB`,
      payments_unavailable: 'this server has no Stripe keys (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`)',
      payment_provider_failed: 'Stripe could not be asked about the session; the event stays unrecorded for the retry',
    }),
  },
});

const badSignature = () => new DomainError('validation_failed', SIGNATURE_MESSAGE);

/**
 * What a failure after the signature check answers: always 5xx, because Stripe retries only those
 * (a 4xx would drop the event for good). A 5xx domain error keeps its answer; anything else is
 * logged and answered 500.
 */
function retryable(event: Stripe.Event, error: unknown): DomainError {
  if (error instanceof DomainError && error.status >= 500) return error;
  logger.error({ err: error, eventId: event.id, eventType: event.type }, 'Stripe event failed');
  return new DomainError('internal', 'The event could not be handled; send it again later.');
}

/**
 * `/api/stripe`: the webhook. Outside the JSON-only rule and the 64 KB limit of the rest of the
 * API (the app skips both for this path): the signature covers the exact bytes Stripe sent.
 */
export function stripeWebhookRoutes(deps: AppDeps) {
  const router = createRouter();
  const limit = bodyLimit({
    maxSize: WEBHOOK_MAX_BYTES,
    onError: () => {
      throw new DomainError('payload_too_large', 'The request is too large.');
    },
  });
  return router.openapi({ ...webhookRoute, middleware: [limit] }, async (c) => {
    const secret = deps.config.STRIPE_WEBHOOK_SECRET;
    if (!secret || deps.payments?.kind !== 'stripe') {
      throw new DomainError('payments_unavailable', SHOP_MESSAGES.paymentsOff);
    }
    const signature = c.req.valid('header')['stripe-signature'];
    const raw = Buffer.from(await c.req.arrayBuffer());
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(raw, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
    } catch {
      throw badSignature();
    }
    try {
      await handleStripeEvent({ ...deps, payments: deps.payments }, event);
    } catch (error) {
      throw retryable(event, error);
    }
    return c.json({ received: true as const }, 200);
  });
}

/** Where Stripe sends events (enable it in the Stripe dashboard as `https://<host>/api/stripe/webhook`). */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
