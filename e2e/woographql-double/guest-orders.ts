import type { OperationDefinitionNode } from 'graphql';
import { responseKey, rootFields } from './operation-shape';
import type { WPGraphQLError } from './wpgraphql-format';

export const GUEST_ORDER_MESSAGE = 'Not authorized to access this order';

/**
 * Response keys of the root `order` fields a guest asks for. WooGraphQL 1.0.2 refuses every one of them,
 * whatever the idType, even right after that guest's checkout (wp-graphql-woocommerce issue #933).
 */
export function guestOrderKeys(operation: OperationDefinitionNode, authorized: boolean): string[] {
  if (authorized || operation.operation !== 'query') return [];
  return [...new Set(rootFields(operation).filter((field) => field.name.value === 'order').map(responseKey))];
}

/**
 * Replaces what the backend answered for those fields by the real shop's refusal. A field the backend did
 * not answer (skipped by a directive, or the whole data lost to an error) is left alone.
 */
export function refuseGuestOrders(
  data: Record<string, unknown>,
  errors: WPGraphQLError[],
  keys: string[],
): { data: Record<string, unknown>; errors: WPGraphQLError[] } {
  const refused = new Set(keys.filter((key) => key in data));
  if (!refused.size) return { data, errors };
  const refusedData = { ...data };
  for (const key of refused) refusedData[key] = null;
  return {
    data: refusedData,
    errors: [
      ...errors.filter((error) => !refused.has(String(error.path?.[0]))),
      ...[...refused].map((key) => ({ message: GUEST_ORDER_MESSAGE, path: [key] })),
    ],
  };
}
