import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderAddress_address$key } from '../../__generated__/OrderAddress_address.graphql';
import * as styles from '../OrderDetails/OrderDetails.css';
import { StateName } from './StateName';

const addressFragment = graphql`
  fragment OrderAddress_address on CustomerAddress {
    firstName
    lastName
    company
    address1
    address2
    postcode
    city
    state
    country
    email
    phone
  }
`;

/** A billing or shipping address as a postal block, the state and country by their names (the country's in the shopper's language). */
export function OrderAddress({ address: addressKey, title }: { address: OrderAddress_address$key; title: string }) {
  const intl = useIntl();
  const address = useFragment(addressFragment, addressKey);
  const country = address.country ? (new Intl.DisplayNames([intl.locale], { type: 'region' }).of(address.country) ?? address.country) : '';
  const region: ReactNode =
    address.state && address.country ? (
      <>
        <StateName country={address.country} code={address.state} />, {country}
      </>
    ) : (
      [address.state, country].filter(Boolean).join(', ')
    );
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    region,
    address.email,
    address.phone,
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <section className={styles.address}>
      <h2 className={styles.addressTitle}>{title}</h2>
      <address className={styles.addressText}>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}
