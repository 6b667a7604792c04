import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutShippingMethods_cart$key } from '../../__generated__/CheckoutShippingMethods_cart.graphql';
import { serverMessage } from '../../mutations/serverMessage';
import { useUpdateShippingMethodMutation } from '../../mutations/useUpdateShippingMethodMutation';
import { Money } from '../Money/Money';
import * as styles from '../CheckoutForm/Checkout.css';

const cartFragment = graphql`
  fragment CheckoutShippingMethods_cart on Cart {
    chosenShippingMethods
    availableShippingMethods {
      rates {
        id
        label
        cost(format: RAW)
      }
    }
  }
`;

/**
 * The shipping rates for the address given so far (recalculated by the server when the address
 * changes); choosing one updates the totals.
 */
export function CheckoutShippingMethods({ cart: cartKey }: { cart: CheckoutShippingMethods_cart$key }) {
  const cart = useFragment(cartFragment, cartKey);
  const chooseRate = useUpdateShippingMethodMutation();
  const [error, setError] = useState<string | null>(null);
  const rates = (cart.availableShippingMethods?.[0]?.rates ?? []).filter((rate): rate is NonNullable<typeof rate> => rate !== null);
  const chosen = cart.chosenShippingMethods?.[0] ?? null;
  return (
    <section className={styles.section} aria-labelledby="checkout-shipping-methods">
      {rates.length === 0 ? (
        <>
          <h2 id="checkout-shipping-methods" className={styles.sectionTitle}>
            <FormattedMessage id="checkout.shippingMethods" defaultMessage="Shipping method" />
          </h2>
          <p className={styles.muted}>
            <FormattedMessage id="checkout.noShippingMethods" defaultMessage="Enter your address to see the shipping options." />
          </p>
        </>
      ) : (
        <RadioGroup
          className={styles.radioGroup}
          value={chosen}
          onChange={(rateId) => {
            setError(null);
            chooseRate(rateId).catch((failure: unknown) => setError(serverMessage(failure)));
          }}
        >
          <Label id="checkout-shipping-methods" className={styles.sectionTitle}>
            <FormattedMessage id="checkout.shippingMethods" defaultMessage="Shipping method" />
          </Label>
          {rates.map((rate) => (
            <Radio key={rate.id} value={rate.id} className={styles.radio}>
              <span className={styles.radioLabel}>{rate.label}</span>
              <Money raw={rate.cost} />
            </Radio>
          ))}
        </RadioGroup>
      )}
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
