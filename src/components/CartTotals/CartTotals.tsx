import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartTotals_cart$key } from '../../__generated__/CartTotals_cart.graphql';
import { displayAmount } from '../../lib/taxDisplay';
import { Money } from '../Money/Money';
import { TaxNote } from './TaxNote';

const cartFragment = graphql`
  fragment CartTotals_cart on Cart {
    isUpdating
    displayPricesIncludeTax
    needsShippingAddress
    subtotal(format: RAW)
    subtotalTax(format: RAW)
    shippingTotal(format: RAW)
    shippingTax(format: RAW)
    discountTotal(format: RAW)
    discountTax(format: RAW)
    total(format: RAW)
    totalTaxes {
      id
      label
      amount(format: RAW)
    }
  }
`;

/**
 * The cart's money as the server priced it: subtotal, shipping, discount, tax and total, each with or
 * without tax as the store displays cart prices (WooCommerce's "display prices during cart and
 * checkout"), so the rows shown add up to the total. Busy while a cart change is on its way.
 */
export function CartTotals({ cart: cartKey, className, totalClassName }: {
  cart: CartTotals_cart$key;
  className?: string;
  totalClassName?: string;
}) {
  const cart = useFragment(cartFragment, cartKey);
  const includeTax = cart.displayPricesIncludeTax === true;
  const taxes = (cart.totalTaxes ?? []).filter((tax): tax is NonNullable<typeof tax> => Number(tax?.amount) > 0);
  const discount = displayAmount(cart.discountTotal, cart.discountTax, includeTax);
  return (
    <dl className={className} aria-busy={cart.isUpdating === true}>
      <dt>
        <FormattedMessage id="cart.subtotal" defaultMessage="Subtotal" />
      </dt>
      <dd>
        <Money raw={displayAmount(cart.subtotal, cart.subtotalTax, includeTax)} />
        {includeTax ? null : <TaxNote includeTax={false} taxes={taxes} />}
      </dd>
      {Number(discount) > 0 ? (
        <>
          <dt>
            <FormattedMessage id="cart.discount" defaultMessage="Discount" />
          </dt>
          <dd>
            −<Money raw={discount} />
          </dd>
        </>
      ) : null}
      {/* Nothing to ship (downloads only): no shipping row, as WooCommerce shows none. */}
      {cart.needsShippingAddress !== false ? (
        <>
          <dt>
            <FormattedMessage id="cart.shipping" defaultMessage="Shipping" />
          </dt>
          <dd>
            <Money raw={displayAmount(cart.shippingTotal, cart.shippingTax, includeTax)} />
          </dd>
        </>
      ) : null}
      {!includeTax
        ? taxes.map((tax) => (
            <TaxRow key={tax.id} label={tax.label} amount={tax.amount} />
          ))
        : null}
      <dt className={totalClassName}>
        <FormattedMessage id="cart.total" defaultMessage="Total" />
      </dt>
      <dd className={totalClassName}>
        <Money raw={cart.total} />
        {includeTax ? <TaxNote includeTax taxes={taxes} /> : null}
      </dd>
    </dl>
  );
}

function TaxRow({ label, amount }: { label: string; amount: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Money raw={amount} />
      </dd>
    </>
  );
}
