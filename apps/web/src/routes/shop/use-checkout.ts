import { SHOP_MESSAGES, type ShopPackage } from '@feastforge/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';
import { notify } from '../../lib/notify.ts';

/** Long enough to read the toast that says why checkout opens in this tab. */
export const SAME_TAB_DELAY_MS = 1_500;

/** Told when the browser blocked the checkout's tab and checkout opens in this one instead. */
export const POPUP_BLOCKED = {
  title: 'Opening checkout here',
  message: 'Your browser blocked the new tab, so the checkout opens in this one.',
} as const;

/**
 * The Purchase flow of spec section 4: the checkout-initiated event, then the checkout in a new
 * tab, and the processing state cleared afterwards. The tab is opened at the click, before the
 * server answers: a browser lets a page open a tab only while handling the click, and an `await`
 * in between would get it blocked. When the browser blocks it anyway, checkout opens in this tab.
 *
 * @example
 * const { processing, purchase } = useCheckout();
 * <Button disabled={processing !== null} onClick={() => void purchase(pkg)}>Purchase</Button>
 */
export function useCheckout() {
  const { api } = useSession();
  const [processing, setProcessing] = useState<ShopPackage['id'] | null>(null);
  const sameTab = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(sameTab.current), []);

  const purchase = useCallback(
    async (pkg: ShopPackage) => {
      setProcessing(pkg.id);
      // Leaving for checkout in this tab: the page stays busy until it goes.
      let leaving = false;
      const tab = window.open('', '_blank');
      void api.track({
        name: 'mana_checkout_initiated',
        properties: { package: pkg.id, mana: pkg.mana, price: pkg.price, currency: 'USD' },
      });
      try {
        const { url } = await api.shop.checkout({ packageId: pkg.id });
        if (!url) {
          tab?.close();
          notify.error('Error', SHOP_MESSAGES.noCheckoutUrl);
          return;
        }
        if (tab) {
          // The checkout page must not be able to reach back into this one.
          tab.opener = null;
          tab.location.href = url;
        } else {
          notify.info(POPUP_BLOCKED.title, POPUP_BLOCKED.message);
          leaving = true;
          clearTimeout(sameTab.current);
          sameTab.current = setTimeout(() => window.location.assign(url), SAME_TAB_DELAY_MS);
        }
      } catch (error) {
        tab?.close();
        if (error instanceof ApiError && error.status === 401) {
          notify.error(SHOP_MESSAGES.authRequired.title, SHOP_MESSAGES.authRequired.message);
        } else if (error instanceof ApiError && error.code === 'payments_unavailable') {
          // Trying again would not help: this server takes no payments.
          notify.error('Error', SHOP_MESSAGES.paymentsOff);
        } else {
          notify.error('Error', SHOP_MESSAGES.checkoutFailed);
        }
      } finally {
        if (!leaving) setProcessing(null);
      }
    },
    [api],
  );

  return { processing, purchase };
}
