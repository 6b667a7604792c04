import { createOperationDescriptor, fetchQuery, getRequest, type Disposable, type IEnvironment as Environment } from 'relay-runtime';
import type { SessionQuery as SessionQueryType } from '../__generated__/SessionQuery.graphql';
import { setSessionToken } from '../relay/credentials';
import { AUTH_RENEWAL_MARGIN_MS, authTokenExpiresAt, clearSignIn, isSignedIn } from './authTokens';
import { refreshAuthToken } from './refreshAuthToken';
import { SessionQuery } from './SessionQuery';

/** An expired auth token would make every call fail (HTTP 403), so it is renewed, or dropped, first. */
async function renewExpiredSignIn(environment: Environment): Promise<void> {
  const expiresAt = authTokenExpiresAt();
  if (!isSignedIn() || expiresAt === null || expiresAt - Date.now() > AUTH_RENEWAL_MARGIN_MS) return;
  const renewed = await refreshAuthToken(environment).catch(() => false);
  if (!renewed) clearSignIn();
}

/**
 * Fetches the session (spec §4: cart, customer, viewer, gateways, login clients) into the store and
 * keeps it there: the returned retention is released when the session is fetched again.
 *
 * `isCurrent` says whether the credentials the read went out with are still the shopper's: an answer
 * for the guest a shopper was before signing in must not set the guest's session token again, nor
 * sign out the shopper it knew nothing of.
 */
export async function fetchSession(environment: Environment, isCurrent: () => boolean = () => true): Promise<Disposable> {
  await renewExpiredSignIn(environment);
  const data = await fetchQuery<SessionQueryType>(environment, SessionQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (isCurrent()) {
    if (data?.customer?.sessionToken) setSessionToken(data.customer.sessionToken);
    // A session for a viewer that no longer exists (revoked token) is a signed-out session.
    if (!data?.viewer && isSignedIn()) clearSignIn();
  }
  return environment.retain(createOperationDescriptor(getRequest(SessionQuery), {}));
}
