import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useRecoilState, useSetRecoilState } from 'recoil';
import { cartAdditionState } from '../../mutations/cartFeedbackState';
import { cartPanelOpenState } from '../../state/panels';
import { preloadCartPanel } from '../LazyPanels/LazyPanels';
import * as styles from './CartAddedNotice.css';

/**
 * "“Beanie” has been added to your cart." with a way to the cart, once the shop has accepted the
 * addition. The live region is always in the page, so screen readers announce what appears in it;
 * focus stays where the shopper is. It stays until dismissed, the cart is opened or the page changes.
 */
export function CartAddedNotice() {
  const intl = useIntl();
  const [addition, setAddition] = useRecoilState(cartAdditionState);
  const openCart = useSetRecoilState(cartPanelOpenState);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current !== pathname) setAddition(null);
    shownOn.current = pathname;
  }, [pathname, setAddition]);

  return (
    // A live region without the status role: pages have their own status messages to find.
    <div aria-live="polite" className={styles.region}>
      {addition ? (
        <div key={addition.id} className={styles.notice}>
          <p className={styles.text}>
            <FormattedMessage
              id="cart.added"
              defaultMessage="{quantity, plural, one {“{name}” has been added to your cart.} other {# × “{name}” have been added to your cart.}}"
              values={{ name: addition.name, quantity: addition.quantity }}
            />
          </p>
          <button
            type="button"
            className={styles.viewCart}
            onMouseEnter={preloadCartPanel}
            onFocus={preloadCartPanel}
            onClick={() => {
              setAddition(null);
              openCart(true);
            }}
          >
            <FormattedMessage id="cart.viewCart" defaultMessage="View cart" />
          </button>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={intl.formatMessage({ id: 'cart.dismissAdded', defaultMessage: 'Dismiss' })}
            onClick={() => setAddition(null)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
