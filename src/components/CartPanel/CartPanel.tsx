import { FormattedMessage } from 'react-intl';
import { useRecoilState } from 'recoil';
import { cartPanelOpenState } from '../../state/panels';
import { Drawer } from '../../ui/Drawer/Drawer';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { CartContents } from '../CartContents/CartContents';
import * as styles from './CartPanel.css';

/** The cart panel sliding in from the right (spec §2). Cart lines come with the cart itself. */
export function CartPanel() {
  const [isOpen, setOpen] = useRecoilState(cartPanelOpenState);
  return (
    <Drawer
      side="right"
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={<FormattedMessage id="cart.title" defaultMessage="Cart" />}
      footer={
        <PreloadLink className={styles.shop} to="/products" onClick={() => setOpen(false)}>
          <FormattedMessage id="cart.continueShopping" defaultMessage="Continue shopping" />
        </PreloadLink>
      }
    >
      <CartContents />
    </Drawer>
  );
}
