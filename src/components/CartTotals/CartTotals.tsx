import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CartTotals_cart$key } from '../../__generated__/CartTotals_cart.graphql';
import { Money } from '../Money/Money';

const cartFragment = graphql`
  fragment CartTotals_cart on Cart {
    isUpdating
    subtotal(format: RAW)
    shippingTotal(format: RAW)
    discountTotal(format: RAW)
    totalTax(format: RAW)
    total(format: RAW)
  }
`;

/**
 * The cart's money as the server priced it (never computed here): subtotal, shipping, discount and tax
 * when there are any, and the total. Busy while a cart change is on its way.
 */
export function CartTotals({ cart: cartKey, className, totalClassName }: {
  cart: CartTotals_cart$key;
  className?: string;
  totalClassName?: string;
}) {
  const cart = useFragment(cartFragment, cartKey);
  return (
    <dl className={className} aria-busy={cart.isUpdating === true}>
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
      <dt className={totalClassName}>
        <FormattedMessage id="cart.total" defaultMessage="Total" />
      </dt>
      <dd className={totalClassName}>
        <Money raw={cart.total} />
      </dd>
    </dl>
  );
}
