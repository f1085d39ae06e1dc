import { createHash } from 'node:crypto';
import { escapeHtml, manaPackage, SHOP_MESSAGES } from '@feastforge/domain';

/** The banner every demo page carries: nobody may mistake it for a real payment. */
export const DEMO_NOTICE = 'Demo checkout — no real payment is taken';

// Dark text on light surfaces and white on the deep violet button: all above 7:1 contrast.
const STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f6f3ee;color:#1d1a16}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.notice{background:#fff4c2;border:2px solid #7a5a00;color:#3d2d00;padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
.card{background:#fff;border:1px solid #cfc6b8;border-radius:.75rem;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0;text-align:right}
form{margin:.75rem 0}
button{width:100%;min-height:3rem;font:inherit;font-weight:700;border-radius:.5rem;cursor:pointer}
.pay{background:#3b1f7a;color:#fff;border:2px solid #3b1f7a}
.cancel{background:#fff;color:#3b1f7a;border:2px solid #3b1f7a}
button:focus-visible,a:focus-visible{outline:3px solid #1d1a16;outline-offset:2px}
a{color:#3b1f7a}
`;

/** The page's one stylesheet, allowed by hash; no script at all (the forms need none). */
export const DEMO_CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLESHEET).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Feastforge</title>
<style>${STYLESHEET}</style>
</head>
<body>
<main>
<p class="notice" role="note">${DEMO_NOTICE}</p>
${body}
</main>
</body>
</html>`;
}

/** A demo session as the page shows it. */
export interface DemoCheckoutView {
  id: string;
  packageId: string;
  amountCents: number;
  status: string;
}

/**
 * The demo checkout page: what is being bought, and Pay and Cancel buttons that post back to the
 * server. A session that is no longer open says so and links back to the shop.
 *
 * @example
 * c.html(demoCheckoutHtml({ id, packageId: 'mage', amountCents: 1299, status: 'open' }))
 */
export function demoCheckoutHtml(session: DemoCheckoutView): string {
  const pkg = manaPackage(session.packageId);
  const name = pkg?.name ?? session.packageId;
  const price = `$${(session.amountCents / 100).toFixed(2)}`;
  const summary = `<section class="card" aria-labelledby="order">
<h2 id="order">Your order</h2>
<dl>
<dt>Package</dt><dd>${escapeHtml(name)}</dd>
<dt>Mana</dt><dd>${pkg?.mana ?? '?'}</dd>
<dt>Price</dt><dd>${price} USD</dd>
</dl>
</section>`;
  if (session.status !== 'open') {
    return page(
      'Checkout closed',
      `<h1>Checkout closed</h1>${summary}<p>This checkout is no longer open.</p><p><a href="/shop">Back to the Mana Shop</a></p>`,
    );
  }
  const action = (verb: string) => `/shop/demo-checkout/${encodeURIComponent(session.id)}/${verb}`;
  return page(
    'Demo checkout',
    `<h1>Demo checkout</h1>
${summary}
<p>This is a demonstration shop: pressing Pay adds the mana without charging anything.</p>
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay ${price} (demo)</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
<p><small>${escapeHtml(SHOP_MESSAGES.needsNetwork)}</small></p>`,
  );
}

/** What a missing or disabled demo session answers. */
export function demoCheckoutMissingHtml(): string {
  return page('Checkout not found', '<h1>Checkout not found</h1><p><a href="/shop">Back to the Mana Shop</a></p>');
}

/** What a Pay or Cancel posted from anywhere but the checkout page answers (403). */
export function demoCheckoutForeignHtml(): string {
  return page(
    'Checkout refused',
    '<h1>Checkout refused</h1><p>This request did not come from the checkout page, so nothing was paid or canceled. ' +
      'Open the checkout from the Mana Shop and press the button there.</p><p><a href="/shop">Back to the Mana Shop</a></p>',
  );
}
