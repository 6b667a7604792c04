import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutOrderReview_cart$key } from '../../__generated__/CheckoutOrderReview_cart.graphql';
import { CartLine } from '../CartLine/CartLine';
import { CartTotals } from '../CartTotals/CartTotals';
import * as styles from '../CheckoutForm/Checkout.css';

const cartFragment = graphql`
  fragment CheckoutOrderReview_cart on Cart {
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

/** The order as the server prices it: lines (still editable) and totals. */
export function CheckoutOrderReview({ cart: cartKey }: { cart: CheckoutOrderReview_cart$key }) {
  const cart = useFragment(cartFragment, cartKey);
  return (
    <section className={styles.section} aria-labelledby="checkout-review">
      <h2 id="checkout-review" className={styles.sectionTitle}>
        <FormattedMessage id="checkout.orderSummary" defaultMessage="Order summary" />
      </h2>
      <ul className={styles.lines}>
        {(cart.contents?.nodes ?? []).map((line) => (
          <CartLine key={line.key} item={line} includeTax={cart.displayPricesIncludeTax === true} />
        ))}
      </ul>
      <CartTotals cart={cart} className={styles.totals} totalClassName={styles.strong} />
    </section>
  );
}
