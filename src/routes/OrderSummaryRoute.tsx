import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useMatches } from 'react-router-dom';
import type { OrderSummaryRouteQuery } from '../__generated__/OrderSummaryRouteQuery.graphql';
import { OrderDetails } from '../components/OrderDetails/OrderDetails';
import * as orderStyles from '../components/OrderDetails/OrderDetails.css';
import { loadRouteQuery } from '../relay/loadRouteQuery';
import { sessionControllerFor } from '../session/sessionController';
import type { RouteLoader } from './types';
import { PageMeta } from '../components/PageMeta/PageMeta';
import * as styles from './AccountRoutes.css';

/* eslint-disable relay/must-colocate-fragment-spreads -- the header badge reads its count from the cart record this query links, so it must come along */
const query = graphql`
  query OrderSummaryRouteQuery($id: ID!, $idType: OrderIdTypeEnum!) {
    order(id: $id, idType: $idType) {
      ...OrderDetails_order
    }
    cart(recalculateTotals: true) {
      displayPricesIncludeTax
      ...CartButton_cart
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

/**
 * The order: by its key (`?key=`, what a guest has from the checkout) or by its number for a
 * signed-in owner. An order the server will not show is "not found", not an error page.
 */
export const loader: RouteLoader<Promise<PreloadedQuery<OrderSummaryRouteQuery> | null>> = async ({ params, request }, environment) => {
  const key = new URL(request.url).searchParams.get('key');
  const orderId = params.orderId;
  if (!key && !orderId) return null;
  await sessionControllerFor(environment).start();
  const variables = key ? { id: key, idType: 'ORDER_KEY' as const } : { id: orderId!, idType: 'DATABASE_ID' as const };
  return loadRouteQuery<OrderSummaryRouteQuery>(environment, query, variables).catch(() => null);
};

function Order({ queryRef }: { queryRef: PreloadedQuery<OrderSummaryRouteQuery> }) {
  const { order, cart } = usePreloadedQuery<OrderSummaryRouteQuery>(query, queryRef);
  // Only the page the checkout leads to thanks the shopper; an order opened from the account does not.
  const justPlaced = useMatches().some((match) => match.id === 'order-received');
  if (!order) return <NotFound />;
  return (
    <>
      {justPlaced ? (
        <p role="status" className={orderStyles.thanks}>
          <FormattedMessage id="order.thanks" defaultMessage="Thank you for your order. We will send you an email with the order details." />
        </p>
      ) : null}
      <OrderDetails order={order} includeTax={cart?.displayPricesIncludeTax === true} />
    </>
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
  const queryRef = useLoaderData() as PreloadedQuery<OrderSummaryRouteQuery> | null;
  const title = intl.formatMessage({ id: 'order.title', defaultMessage: 'Order summary' });
  return (
    <div className={styles.page}>
      <PageMeta title={title} />
      <h1 className={styles.title}>{title}</h1>
      {queryRef ? <Order queryRef={queryRef} /> : <NotFound />}
    </div>
  );
}
