import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CheckoutOrderReview_cart$key } from '../../__generated__/CheckoutOrderReview_cart.graphql';
import { CartLine } from '../CartLine/CartLine';
import { Money } from '../Money/Money';
import * as styles from '../CheckoutForm/Checkout.css';

const cartFragment = graphql`
  fragment CheckoutOrderReview_cart on Cart {
    isUpdating
    subtotal(format: RAW)
    shippingTotal(format: RAW)
    discountTotal(format: RAW)
    totalTax(format: RAW)
    total(format: RAW)
    contents(first: 100) {
      nodes {
        id
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
          <CartLine key={line.id} item={line} />
        ))}
      </ul>
      <dl className={styles.totals} aria-busy={cart.isUpdating === true}>
        <dt>
          <FormattedMessage id="cart.subtotal" defaultMessage="Subtotal" />
        </dt>
        <dd>
          <Money raw={cart.subtotal} />
        </dd>
        <dt>
          <FormattedMessage id="cart.shipping" defaultMessage="Shipping" />
        </dt>
        <dd>
          <Money raw={cart.shippingTotal} />
        </dd>
        {Number(cart.discountTotal) > 0 ? (
          <>
            <dt>
              <FormattedMessage id="cart.discount" defaultMessage="Discount" />
            </dt>
            <dd>
              −<Money raw={cart.discountTotal} />
            </dd>
          </>
        ) : null}
        {Number(cart.totalTax) > 0 ? (
          <>
            <dt>
              <FormattedMessage id="cart.tax" defaultMessage="Tax" />
            </dt>
            <dd>
              <Money raw={cart.totalTax} />
            </dd>
          </>
        ) : null}
        <dt className={styles.strong}>
          <FormattedMessage id="cart.total" defaultMessage="Total" />
        </dt>
        <dd className={styles.strong}>
          <Money raw={cart.total} />
        </dd>
      </dl>
    </section>
  );
}
