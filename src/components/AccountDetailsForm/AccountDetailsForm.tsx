import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Form } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { AccountDetailsForm_customer$key } from '../../__generated__/AccountDetailsForm_customer.graphql';
import type { AccountDetailsFormQuery } from '../../__generated__/AccountDetailsFormQuery.graphql';
import type { CustomerAddressInput } from '../../__generated__/useUpdateCustomerMutation.graphql';
import { useUpdateCustomerMutation } from '../../mutations/useUpdateCustomerMutation';
import { CheckoutAddressFields } from '../CheckoutAddressFields/CheckoutAddressFields';
import * as styles from '../CheckoutForm/Checkout.css';
import { FormTextField } from '../FormTextField/FormTextField';

const customerFragment = graphql`
  fragment AccountDetailsForm_customer on Customer {
    firstName
    lastName
    email
    billing {
      firstName
      lastName
      company
      address1
      address2
      city
      postcode
      country
      state
      phone
      email
    }
    shipping {
      firstName
      lastName
      company
      address1
      address2
      city
      postcode
      country
      state
    }
  }
`;

type Address = Partial<Record<'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'postcode' | 'country' | 'state' | 'phone' | 'email', string | null>>;

interface DetailsValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  billing: Address;
  shipping: Address;
}

function addressInput(address: Address | null | undefined): CustomerAddressInput {
  const { firstName, lastName, company, address1, address2, city, postcode, country, state, phone, email } = address ?? {};
  const input: CustomerAddressInput = { firstName, lastName, company, address1, address2, city, postcode, state, phone, email };
  if (country) input.country = country as CustomerAddressInput['country'];
  return input;
}

/** Names, email and both addresses of the signed-in customer ("Updated successfully" / "Failed to update"). */
export function AccountDetailsForm() {
  const data = useLazyLoadQuery<AccountDetailsFormQuery>(
    graphql`
      query AccountDetailsFormQuery {
        customer {
          ...AccountDetailsForm_customer
        }
        allowedCountries
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const customer = useFragment<AccountDetailsForm_customer$key>(customerFragment, data.customer ?? null);
  const updateCustomer = useUpdateCustomerMutation();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const countries = (data.allowedCountries ?? []).filter((code): code is NonNullable<typeof code> => code !== null);
  const [initialValues] = useState<DetailsValues>(() => ({
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    billing: { ...addressInput(customer?.billing), country: customer?.billing?.country ?? null },
    shipping: { ...addressInput(customer?.shipping), country: customer?.shipping?.country ?? null },
  }));

  const onSubmit = async (values: DetailsValues) => {
    setOutcome(null);
    try {
      await updateCustomer({
        firstName: values.firstName?.trim(),
        lastName: values.lastName?.trim(),
        email: values.email?.trim(),
        billing: addressInput(values.billing),
        shipping: addressInput(values.shipping),
      });
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <Form<DetailsValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>
              <FormattedMessage id="account.details" defaultMessage="Account details" />
            </legend>
            <div className={styles.twoColumns}>
              <FormTextField name="firstName" label={<FormattedMessage id="address.firstName" defaultMessage="First name" />} autoComplete="given-name" />
              <FormTextField name="lastName" label={<FormattedMessage id="address.lastName" defaultMessage="Last name" />} autoComplete="family-name" />
            </div>
            <FormTextField name="email" type="email" label={<FormattedMessage id="address.email" defaultMessage="Email address" />} autoComplete="email" />
          </fieldset>
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>
              <FormattedMessage id="checkout.billing" defaultMessage="Billing details" />
            </legend>
            <CheckoutAddressFields kind="billing" countries={countries} requireAddress={false} />
          </fieldset>
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>
              <FormattedMessage id="checkout.shipping" defaultMessage="Shipping address" />
            </legend>
            <CheckoutAddressFields kind="shipping" countries={countries} requireAddress={false} />
          </fieldset>
          {outcome === 'saved' ? (
            <p role="status" className={styles.success}>
              <FormattedMessage id="account.updated" defaultMessage="Updated successfully" />
            </p>
          ) : null}
          {outcome === 'failed' ? (
            <p role="alert" className={styles.alert}>
              <FormattedMessage id="account.updateFailed" defaultMessage="Failed to update" />
            </p>
          ) : null}
          <Button type="submit" className={styles.primaryButton} isDisabled={submitting}>
            <FormattedMessage id="account.save" defaultMessage="Save changes" />
          </Button>
        </form>
      )}
    />
  );
}
