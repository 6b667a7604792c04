import type { IEnvironment as Environment } from 'relay-runtime';

/**
 * Reads the shop's cart again, whole (refetchCart), after a change the shop refused. Its query is
 * fetched only now: a refusal is rare, and the page's first load does without it.
 */
export async function rereadCart(environment: Environment): Promise<{ isEmpty: boolean }> {
  const { refetchCart } = await import('./refetchCart');
  return refetchCart(environment);
}
