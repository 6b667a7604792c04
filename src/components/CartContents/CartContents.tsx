import { Suspense, useEffect } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { useRecoilValue, useSetRecoilState } from 'recoil';
import type { CartContents_cart$key } from '../../__generated__/CartContents_cart.graphql';
import type { CartContentsQuery } from '../../__generated__/CartContentsQuery.graphql';
import { cartErrorState } from '../../mutations/cartFeedbackState';
import { useEmptyCartMutation } from '../../mutations/useEmptyCartMutation';
import { useSession } from '../../session/useSession';
import { cartPanelOpenState } from '../../state/panels';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { CartLine } from '../CartLine/CartLine';
import { CartTotals } from '../CartTotals/CartTotals';
import * as styles from './CartContents.css';

const cartFragment = graphql`
  fragment CartContents_cart on Cart {
    isEmpty
    isUpdating
    displayPricesIncludeTax
    ...CartTotals_cart
    contents(first: 100) {
      nodes {
        key
        ...CartLine_item
      }
    }
  }
`;

function EmptyCart() {
  return (
    <p className={styles.empty}>
      <FormattedMessage id="cart.empty" defaultMessage="Your cart is empty." />
    </p>
  );
}

function CartError() {
  const message = useRecoilValue(cartErrorState);
  return (
    <div role="alert" className={message ? styles.error : undefined}>
      {message}
    </div>
  );
}

function LoadedCart() {
  /* eslint-disable relay/must-colocate-fragment-spreads -- the header badge reads its count from the cart record this query links, so it must come along */
  const { cart: cartKey } = useLazyLoadQuery<CartContentsQuery>(
    graphql`
      query CartContentsQuery {
        cart(recalculateTotals: true) {
          ...CartButton_cart
          ...CartContents_cart
        }
      }
    `,
    /* eslint-enable relay/must-colocate-fragment-spreads */
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const cart = useFragment<CartContents_cart$key>(cartFragment, cartKey ?? null);
  const intl = useIntl();
  const closePanel = useSetRecoilState(cartPanelOpenState);
  const emptyCart = useEmptyCartMutation();
  const lines = cart?.contents?.nodes ?? [];
  if (!cart || cart.isEmpty || lines.length === 0) return <EmptyCart />;
  const updating = cart.isUpdating === true;
  return (
    <>
      <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'cart.lines', defaultMessage: 'Items in your cart' })}>
        {lines.map((line) => (
          <CartLine key={line.key} item={line} includeTax={cart.displayPricesIncludeTax === true} />
        ))}
      </ul>
      <Button className={styles.emptyButton} isDisabled={updating} onPress={() => emptyCart().catch(() => undefined)}>
        <FormattedMessage id="cart.emptyCart" defaultMessage="Empty cart" />
      </Button>
      <CartTotals cart={cart} className={styles.totals} totalClassName={styles.grandTotal} />
      <PreloadLink className={styles.checkout} to="/checkout" onClick={() => closePanel(false)}>
        <FormattedMessage id="cart.checkout" defaultMessage="Checkout" />
      </PreloadLink>
    </>
  );
}

/**
 * What the cart panel shows: the lines with their controls, the totals from the server, the checkout
 * button, "Your cart is empty." when there is nothing, and the server's message when a change failed.
 */
export function CartContents() {
  const { controller, status } = useSession();
  // Opening the cart is an activity: the session starts now if it has not yet.
  useEffect(() => {
    void controller.start();
  }, [controller]);
  return (
    <>
      <CartError />
      {status === 'ready' ? (
        <Suspense fallback={<EmptyCart />}>
          <LoadedCart />
        </Suspense>
      ) : (
        // A cart starts empty (spec §4) until the session brings the shopper's own.
        <EmptyCart />
      )}
    </>
  );
}
