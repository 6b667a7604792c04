import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteData } from '../router/NavigationRouter';
import type { CheckoutRouteQuery } from '../__generated__/CheckoutRouteQuery.graphql';
import { CheckoutForm } from '../components/CheckoutForm/CheckoutForm';
import { loadRouteQuery } from '../relay/loadRouteQuery';
import { sessionControllerFor } from '../session/sessionController';
import { useIsSignedIn } from '../session/useIsSignedIn';
import { PreloadLink } from '../ui/PreloadLink/PreloadLink';
import type { RouteLoader } from './types';
import { PageMeta } from '../components/PageMeta/PageMeta';
import * as styles from './AccountRoutes.css';

/* eslint-disable relay/must-colocate-fragment-spreads -- the header badge reads its count from the cart record this query links, so it must come along */
const query = graphql`
  query CheckoutRouteQuery {
    cart(recalculateTotals: true) {
      isEmpty
      ...CartButton_cart
      ...CheckoutForm_cart
    }
    customer {
      ...CheckoutForm_customer
    }
    paymentGateways(first: 100) {
      ...CheckoutForm_gateways
    }
    allowedCountries
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

/** The session (and its cart) comes first: a second request without its token would start another session. */
export const loader: RouteLoader<Promise<PreloadedQuery<CheckoutRouteQuery>>> = async (_args, environment) => {
  await sessionControllerFor(environment).start();
  return loadRouteQuery<CheckoutRouteQuery>(environment, query, {});
};

export function Component() {
  const intl = useIntl();
  const data = usePreloadedQuery<CheckoutRouteQuery>(query, useRouteData<PreloadedQuery<CheckoutRouteQuery>>());
  const signedIn = useIsSignedIn();
  const title = intl.formatMessage({ id: 'checkout.title', defaultMessage: 'Checkout' });
  const countries = (data.allowedCountries ?? []).filter((code): code is NonNullable<typeof code> => code !== null);
  return (
    <div className={styles.page}>
      <PageMeta title={title} />
      <h1 className={styles.title}>{title}</h1>
      {!data.cart || data.cart.isEmpty ? (
        <>
          <p>
            <FormattedMessage id="cart.empty" defaultMessage="Your cart is empty." />
          </p>
          <PreloadLink to="/products">
            <FormattedMessage id="cart.continueShopping" defaultMessage="Continue shopping" />
          </PreloadLink>
        </>
      ) : (
        <CheckoutForm
          cart={data.cart}
          customer={data.customer ?? null}
          gateways={data.paymentGateways ?? null}
          allowedCountries={countries}
          isSignedIn={signedIn}
        />
      )}
    </div>
  );
}
