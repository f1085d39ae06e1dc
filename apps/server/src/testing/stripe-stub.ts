import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

/** A checkout session as the stub keeps it (the fields our code and the SDK read). */
export interface StubSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  currency: string;
  amount_total: number;
  payment_intent: string | null;
  line_items: { description: string; quantity: number; amount_total: number; currency: string }[];
}

/** One create call as the stub received it: the form fields and the idempotency key. */
export interface StubCreate {
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/**
 * A local HTTP server speaking Stripe's wire format for the Checkout Sessions endpoints the shop
 * uses (create; retrieve with `expand[]=line_items`), so tests drive the real `stripe` SDK through
 * `STRIPE_API_URL`. Tests move sessions along with `complete` and `expire`, as a cook paying at
 * Stripe would.
 *
 * @example
 * const stub = await startStripeStub()
 * const t = withTestApp(() => ({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: stub.url }))
 */
export async function startStripeStub() {
  const sessions = new Map<string, StubSession>();
  const byIdempotencyKey = new Map<string, StubSession>();
  const creates: StubCreate[] = [];
  let failures = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, id: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${id}'` },
    });

  function create(form: URLSearchParams): StubSession {
    const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const currency = form.get('line_items[0][price_data][currency]') ?? 'usd';
    const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    return {
      id,
      object: 'checkout.session',
      mode: form.get('mode') ?? '',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.get('client_reference_id'),
      metadata,
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      currency,
      amount_total: amount * quantity,
      payment_intent: null,
      line_items: [
        {
          description: form.get('line_items[0][price_data][product_data][name]') ?? '',
          quantity,
          amount_total: amount * quantity,
          currency,
        },
      ],
    };
  }

  function asStripe(session: StubSession, expandLines: boolean) {
    const { line_items: lines, ...rest } = session;
    if (!expandLines) return rest;
    const data = lines.map((line, i) => ({ id: `li_${session.id}_${i}`, object: 'item', ...line }));
    return {
      ...rest,
      line_items: { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` },
    };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const body = await text(req);
      if (failures > 0) {
        failures -= 1;
        return send(res, 500, { error: { type: 'api_error', message: 'The stub is down' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const key = req.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' ? key : undefined;
        creates.push({ form, idempotencyKey });
        const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        const session = earlier ?? create(form);
        sessions.set(session.id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
        return send(res, 200, asStripe(session, false));
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && retrieve?.[1]) {
        const session = sessions.get(retrieve[1]);
        if (!session) return missing(res, retrieve[1]);
        const expand = url.searchParams.getAll('expand[]').concat(url.searchParams.getAll('expand[0]'));
        return send(res, 200, asStripe(session, expand.includes('line_items')));
      }
      send(res, 404, { error: { type: 'invalid_request_error', message: `unknown ${req.method} ${url.pathname}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function session(id: string): StubSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`the stub has no session ${id}`);
    return found;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    creates,
    session,
    /** The cook finished the checkout: paid at once, or (a bank debit) still unpaid. */
    complete(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
      const s = session(id);
      s.status = 'complete';
      s.payment_status = paymentStatus;
      s.payment_intent ??= `pi_${randomUUID().replaceAll('-', '')}`;
      return s;
    },
    /** A delayed payment arrived. */
    pay(id: string) {
      session(id).payment_status = 'paid';
    },
    /** The next `count` requests answer 500 (the SDK retries some of them itself). */
    failNext(count: number) {
      failures = count;
    },
    expire(id: string) {
      session(id).status = 'expired';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
