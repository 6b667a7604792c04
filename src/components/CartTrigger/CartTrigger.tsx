import { useIntl } from 'react-intl';
import { useSetRecoilState } from 'recoil';
import { cartPanelOpenState } from '../../state/panels';
import { preloadCartPanel } from '../LazyPanels/LazyPanels';
import { CartIcon } from '../../ui/icons/CartIcon';
import { LazyButton } from '../../ui/LazyButton/LazyButton';
import * as styles from './CartTrigger.css';

/**
 * Opens the cart panel; the badge shows how many items the cart holds. Until the session is known the
 * count is `null` and the button says so ("Cart, loading") rather than claiming an empty cart.
 */
export function CartTrigger({ itemCount }: { itemCount: number | null }) {
  const intl = useIntl();
  const openCart = useSetRecoilState(cartPanelOpenState);
  return (
    <LazyButton
      className={styles.button}
      onPress={() => openCart(true)}
      onHoverStart={preloadCartPanel}
      onFocus={preloadCartPanel}
      aria-label={
        itemCount === null
          ? intl.formatMessage({ id: 'header.cartLoading', defaultMessage: 'Cart, loading' })
          : intl.formatMessage(
              { id: 'header.cart', defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}' },
              { count: itemCount },
            )
      }
      aria-busy={itemCount === null}
    >
      <CartIcon />
      {itemCount !== null && itemCount > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {itemCount}
        </span>
      ) : null}
    </LazyButton>
  );
}
