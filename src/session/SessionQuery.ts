/* eslint-disable relay/unused-fields -- this query only fills the store; the components that show these fields read them with their own queries. */
import { graphql } from 'react-relay/hooks';

/**
 * What a session start fetches once (spec §4): the cart, the customer (its session token), the
 * viewer, the payment gateways and the login clients. The fields are those of the components that
 * show them; each of those reads them again with its own query, answered from the store.
 */
export const SessionQuery = graphql`
  query SessionQuery {
    cart(recalculateTotals: true) {
      ...CartButton_cart @relay(mask: false)
      ...CartContents_cart @relay(mask: false)
    }
    customer {
      id
      sessionToken
    }
    viewer {
      id
      ...AvatarMenuTrigger_viewer @relay(mask: false)
    }
    paymentGateways(first: 100) {
      ...CheckoutForm_gateways @relay(mask: false)
    }
    loginClients {
      ...SocialLoginButtons_loginClients @relay(mask: false)
    }
  }
`;
