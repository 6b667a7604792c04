import { fetchQuery, loadQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay/hooks';
import type { Environment, OperationType } from 'relay-runtime';

/**
 * A route loader's query: resolves once the data is in the store, so the router keeps the current
 * screen (and runs the loading bar) until the next one can render at once, and a failed query
 * reaches the route's error page. Data a preload already fetched is not fetched again. `check` may
 * throw (e.g. a 404 response) after looking at the data.
 */
export async function loadRouteQuery<T extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: T['variables'],
  check?: (data: T['response'] | undefined) => void,
): Promise<PreloadedQuery<T>> {
  const data = await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' }).toPromise();
  check?.(data);
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
}
