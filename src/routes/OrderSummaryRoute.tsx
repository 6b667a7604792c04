import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteData, useRouteIds } from '../router/NavigationRouter';
import type { ReactNode } from 'react';
import type { OrderSummaryRouteCartQuery } from '../__generated__/OrderSummaryRouteCartQuery.graphql';
import type { OrderSummaryRouteQuery } from '../__generated__/OrderSummaryRouteQuery.graphql';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { backend } from '../backend/backend';
import { errorMessage } from '../relay/request-error';
import { isSignedIn } from '../session/authTokens';
import { OrderDetails } from '../components/OrderDetails/OrderDetails';
import * as orderStyles from '../components/OrderDetails/OrderDetails.css';
import { loadRouteQuery } from '../relay/loadRouteQuery';
import { sessionControllerFor } from '../session/sessionController';
import type { RouteLoader } from './types';
import { PageMeta } from '../components/PageMeta/PageMeta';
import * as styles from './AccountRoutes.css';

/** Right after checkout the store already holds the order as the checkout answered it (useCheckoutMutation). */
const query = graphql`
  query OrderSummaryRouteQuery($id: ID!, $idType: OrderIdTypeEnum!) {
    order(id: $id, idType: $idType) {
      ...OrderDetails_order
    }
  }
`;

/* eslint-disable relay/must-colocate-fragment-spreads -- the header badge reads its count from the cart record this query links, so it must come along */
const cartQuery = graphql`
  query OrderSummaryRouteCartQuery {
    cart(recalculateTotals: true) {
      displayPricesIncludeTax
      ...CartButton_cart
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

interface LoaderData {
  order: PreloadedQuery<OrderSummaryRouteQuery> | null;
  cart: PreloadedQuery<OrderSummaryRouteCartQuery> | null;
  /** A guest's order the shop would not show (a WooGraphQL shop shows orders to their signed-in owner only). */
  refusedToGuest: boolean;
}

function refusedAsGuest(error: unknown): boolean {
  return !isSignedIn() && /not authori[sz]ed/i.test(errorMessage(error));
}

/**
 * The order: by its key (`?key=`, what a guest has from the checkout) or by its number for a
 * signed-in owner. An order the server will not show is "not found", not an error page.
 */
export const loader: RouteLoader<Promise<LoaderData>> = async ({ params, request }, environment) => {
  const key = new URL(request.url).searchParams.get('key');
  const orderId = params.orderId;
  if (!key && !orderId) return { order: null, cart: null, refusedToGuest: false };
  await sessionControllerFor(environment).start();
  const variables = key ? { id: key, idType: 'ORDER_KEY' as const } : { id: orderId!, idType: 'DATABASE_ID' as const };
  const cart = loadRouteQuery<OrderSummaryRouteCartQuery>(environment, cartQuery, {}).catch(() => null);
  // A shop that refuses orders to guests is not asked: unless the checkout's answer is still here, say so.
  if (!isSignedIn() && !backend().guestOrderLookup && environment.check(createOperationDescriptor(getRequest(query), variables)).status !== 'available') {
    return { order: null, cart: await cart, refusedToGuest: key !== null };
  }
  let refusedToGuest = false;
  const order = await loadRouteQuery<OrderSummaryRouteQuery>(environment, query, variables).catch((error: unknown) => {
    refusedToGuest = key !== null && refusedAsGuest(error);
    return null;
  });
  return { order, cart: await cart, refusedToGuest };
};

function Order({ queryRef, includeTax }: { queryRef: PreloadedQuery<OrderSummaryRouteQuery>; includeTax: boolean }) {
  const { order } = usePreloadedQuery<OrderSummaryRouteQuery>(query, queryRef);
  // Only the page the checkout leads to thanks the shopper; an order opened from the account does not.
  const justPlaced = useRouteIds().includes('order-received');
  if (!order) return <NotFound />;
  return (
    <>
      {justPlaced ? (
        <p role="status" className={orderStyles.thanks}>
          <FormattedMessage id="order.thanks" defaultMessage="Thank you for your order. We will send you an email with the order details." />
        </p>
      ) : null}
      <OrderDetails order={order} includeTax={includeTax} />
    </>
  );
}

function CartTaxDisplay({ queryRef, children }: { queryRef: PreloadedQuery<OrderSummaryRouteCartQuery>; children: (includeTax: boolean) => ReactNode }) {
  const { cart } = usePreloadedQuery<OrderSummaryRouteCartQuery>(cartQuery, queryRef);
  return <>{children(cart?.displayPricesIncludeTax === true)}</>;
}

/** After a reload, on a shop that shows orders only to their signed-in owner: say so, rather than "not found". */
function ShownOnlyAtCheckout() {
  return (
    <p role="status">
      <FormattedMessage
        id="order.guestRefused"
        defaultMessage="Your order has been placed. This shop shows an order's details only right after checkout and to signed-in customers; the confirmation e-mail we sent you has them all."
      />
    </p>
  );
}

function NotFound() {
  return (
    <p role="alert">
      <FormattedMessage id="order.notFound" defaultMessage="We could not find your order. Please try again later." />
    </p>
  );
}

/** /checkout/order-received/{orderId} and /order-summary/{orderId}: the same screen (spec §2). */
export function Component() {
  const intl = useIntl();
  const { order, cart, refusedToGuest } = useRouteData<LoaderData>();
  const title = intl.formatMessage({ id: 'order.title', defaultMessage: 'Order summary' });
  return (
    <div className={styles.page}>
      <PageMeta title={title} />
      <h1 className={styles.title}>{title}</h1>
      {order && cart ? (
        <CartTaxDisplay queryRef={cart}>{(includeTax) => <Order queryRef={order} includeTax={includeTax} />}</CartTaxDisplay>
      ) : order ? (
        <Order queryRef={order} includeTax={false} />
      ) : refusedToGuest ? (
        <ShownOnlyAtCheckout />
      ) : (
        <NotFound />
      )}
    </div>
  );
}
