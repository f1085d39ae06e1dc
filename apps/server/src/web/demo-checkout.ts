import { Hono, type Context } from 'hono';
import { publicUrl } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { findDemoCheckout, settleDemoCheckout } from '../providers/demo-payments.ts';
import { fulfilCheckout } from '../services/shop/fulfil.ts';
import { closeUnpaid } from '../services/shop/reversals.ts';
import {
  DEMO_CHECKOUT_CSP,
  demoCheckoutForeignHtml,
  demoCheckoutHtml,
  demoCheckoutMissingHtml,
} from './demo-checkout-page.ts';

/** Stripe's placeholder in a success URL, filled in with the session id on the way back. */
const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * True when a Pay or Cancel post came from our own page. The forms carry no token, so another
 * site could post them (a cook's purchase paid or canceled behind their back): the browser's
 * `Sec-Fetch-Site` must say `same-origin`, or, from a browser that does not send it, `Origin`
 * must be this server's (its public address or the address the request reached).
 */
function fromOwnPage(c: Context, config: AppDeps['config']): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('origin');
  return origin !== undefined && (origin === new URL(publicUrl(config)).origin || origin === new URL(c.req.url).origin);
}

/**
 * The demo checkout (the embedded payment provider): `GET /shop/demo-checkout/:id` shows the
 * page; its Pay and Cancel buttons post to `…/pay` and `…/cancel`, which settle the session,
 * run the same fulfilment as Stripe's webhook, and redirect (303) to the shop's success or cancel
 * address. Every path answers 404 unless the demo is the server's payment provider; a post from
 * another site answers 403.
 *
 * @example
 * app.route('/', demoCheckoutRoutes(deps))
 */
export function demoCheckoutRoutes(deps: AppDeps) {
  const routes = new Hono();
  const html = (c: Context, body: string, status: 200 | 403 | 404 = 200) => {
    c.header('Content-Security-Policy', DEMO_CHECKOUT_CSP);
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };
  const demo = () => (deps.payments?.kind === 'demo' ? deps.payments : null);

  routes.get('/shop/demo-checkout/:id', async (c) => {
    const session = demo() ? await findDemoCheckout(deps.db, c.req.param('id')) : undefined;
    if (!session) return html(c, demoCheckoutMissingHtml(), 404);
    const view = { id: session.id, packageId: session.package_id, amountCents: session.amount_cents };
    return html(c, demoCheckoutHtml({ ...view, status: session.status }));
  });

  routes.post('/shop/demo-checkout/:id/:choice{pay|cancel}', async (c) => {
    if (!fromOwnPage(c, deps.config)) return html(c, demoCheckoutForeignHtml(), 403);
    const payments = demo();
    const choice = c.req.param('choice') === 'pay' ? 'pay' : 'cancel';
    const session = payments ? await settleDemoCheckout(deps.db, c.req.param('id'), choice) : undefined;
    if (!payments || !session) return html(c, demoCheckoutMissingHtml(), 404);
    // What Stripe's webhook would do next, done at once: the return page then finds it done.
    if (session.payment_status === 'paid') await fulfilCheckout({ ...deps, payments }, session.id);
    else await closeUnpaid(deps, session.id, 'expired');
    const target = session.payment_status === 'paid' ? session.success_url : session.cancel_url;
    return c.redirect(target.replace(SESSION_PLACEHOLDER, encodeURIComponent(session.id)), 303);
  });
  return routes;
}
