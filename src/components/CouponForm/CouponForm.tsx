import { useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CouponForm_cart$key } from '../../__generated__/CouponForm_cart.graphql';
import { serverMessage } from '../../mutations/serverMessage';
import { useApplyCouponMutation } from '../../mutations/useApplyCouponMutation';
import { useRemoveCouponsMutation } from '../../mutations/useRemoveCouponsMutation';
import { displayAmount } from '../../lib/taxDisplay';
import { typedText } from '../../lib/typedText';
import { Money } from '../Money/Money';
import * as fieldStyles from '../FormTextField/FormField.css';
import * as styles from '../CheckoutForm/Checkout.css';

const cartFragment = graphql`
  fragment CouponForm_cart on Cart {
    isApplyingCoupon
    displayPricesIncludeTax
    appliedCoupons {
      code
      discountAmount(format: RAW)
      discountTax(format: RAW)
    }
    availableShippingMethods {
      rates {
        methodId
      }
    }
  }
`;

/**
 * Applies and removes coupon codes. The server decides (unknown, expired, minimum spend...) and its
 * message is shown; while a code is on its way only this form waits. A coupon's discount is shown with
 * or without tax as the cart's totals are, so it matches the discount line.
 */
export function CouponForm({ cart: cartKey }: { cart: CouponForm_cart$key }) {
  const intl = useIntl();
  const cart = useFragment(cartFragment, cartKey);
  const applyCoupon = useApplyCouponMutation();
  const removeCoupon = useRemoveCouponsMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = cart.isApplyingCoupon === true;
  const applied = (cart.appliedCoupons ?? []).filter((coupon): coupon is NonNullable<typeof coupon> => coupon !== null);
  const freeShippingOffered = (cart.availableShippingMethods ?? []).some((pack) => pack?.rates?.some((rate) => rate?.methodId === 'free_shipping'));

  const apply = () => {
    if (!code.trim() || pending) return;
    setError(null);
    applyCoupon(code).then(
      () => setCode(''),
      (failure: unknown) => setError(serverMessage(failure)),
    );
  };

  return (
    <section className={styles.section} aria-labelledby="checkout-coupon">
      <h2 id="checkout-coupon" className={styles.sectionTitle}>
        <FormattedMessage id="checkout.coupon" defaultMessage="Coupon" />
      </h2>
      {applied.length > 0 ? (
        <ul className={styles.lines}>
          {applied.map((coupon) => (
            <li key={coupon.code} className={styles.inline}>
              <AppliedCouponEffect
                code={coupon.code}
                discount={displayAmount(coupon.discountAmount, coupon.discountTax, cart.displayPricesIncludeTax === true)}
                freeShippingOffered={freeShippingOffered}
              />
              <Button
                className={styles.secondaryButton}
                isDisabled={pending}
                onPress={() => {
                  setError(null);
                  removeCoupon(coupon.code).catch((failure: unknown) => setError(serverMessage(failure)));
                }}
                aria-label={intl.formatMessage({ id: 'checkout.removeCoupon', defaultMessage: 'Remove coupon {code}' }, { code: coupon.code })}
              >
                <FormattedMessage id="checkout.removeCouponShort" defaultMessage="Remove" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Inside the checkout form a <form> of its own would be invalid HTML: Enter applies the code instead of placing the order. */}
      <div
        className={styles.inlineRow}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      >
        <TextField className={`${fieldStyles.field} ${styles.inlineField}`} value={code} onChange={(text) => setCode(typedText(text, 'single-line'))} isDisabled={pending} autoComplete="off">
          <Label className={fieldStyles.label}>
            <FormattedMessage id="checkout.couponCode" defaultMessage="Coupon code" />
          </Label>
          <Input className={fieldStyles.input} />
        </TextField>
        <Button className={styles.secondaryButton} isDisabled={pending || !code.trim()} onPress={apply}>
          {pending ? (
            <FormattedMessage id="checkout.applyingCoupon" defaultMessage="Applying…" />
          ) : (
            <FormattedMessage id="checkout.applyCoupon" defaultMessage="Apply coupon" />
          )}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * What a coupon does: its discount, or, for a coupon that takes nothing off the items while free
 * shipping is offered (WooCommerce's free-shipping coupon, which WooGraphQL does not mark as such),
 * free shipping rather than "−€0.00".
 */
function AppliedCouponEffect({ code, discount, freeShippingOffered }: { code: string; discount: string | null; freeShippingOffered: boolean }) {
  if (Number(discount) > 0) {
    return (
      <span>
        {code} (−<Money raw={discount} />)
      </span>
    );
  }
  return (
    <span>
      {freeShippingOffered ? (
        <FormattedMessage id="checkout.couponFreeShipping" defaultMessage="{code}: free shipping" values={{ code }} />
      ) : (
        <FormattedMessage id="checkout.couponNoDiscount" defaultMessage="{code}: no discount on this cart" values={{ code }} />
      )}
    </span>
  );
}
