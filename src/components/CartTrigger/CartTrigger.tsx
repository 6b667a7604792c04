import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSetRecoilState } from 'recoil';
import { cartPanelOpenState } from '../../state/panels';
import { CartIcon } from '../../ui/icons/CartIcon';
import * as styles from './CartTrigger.css';

/** Opens the cart panel; the badge shows how many items the cart holds. */
export function CartTrigger({ itemCount }: { itemCount: number }) {
  const intl = useIntl();
  const openCart = useSetRecoilState(cartPanelOpenState);
  return (
    <Button
      className={styles.button}
      onPress={() => openCart(true)}
      aria-label={intl.formatMessage(
        { id: 'header.cart', defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}' },
        { count: itemCount },
      )}
    >
      <CartIcon />
      {itemCount > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {itemCount}
        </span>
      ) : null}
    </Button>
  );
}
