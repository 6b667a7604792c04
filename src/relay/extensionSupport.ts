import type { Environment } from 'relay-runtime';
import { RequestError } from './request-error';

/**
 * Whether the backend behind an environment accepts Vitrine's schema extensions (offset pagination,
 * facets, the DISCOUNT sort). Assumed until a request using them is rejected; a real WooCommerce
 * endpoint rejects them once, and from then on the storefront asks only what WooGraphQL knows.
 */
const unsupported = new WeakSet<Environment>();

export function supportsExtensions(environment: Environment): boolean {
  return !unsupported.has(environment);
}

export function markExtensionsUnsupported(environment: Environment): void {
  unsupported.add(environment);
}

/** Whether a failed call was refused because the schema does not have what it asked for. */
export function isSchemaMismatch(error: unknown): boolean {
  const cause = error instanceof RequestError ? error : (error as { cause?: unknown })?.cause;
  if (!(cause instanceof RequestError)) return false;
  if (cause.details.codes.includes('GRAPHQL_VALIDATION_FAILED')) return true;
  return cause.details.messages.some((message) =>
    /Cannot query field|Unknown (?:argument|type)|is not defined by type|does not exist in "|got invalid value/i.test(message),
  );
}
