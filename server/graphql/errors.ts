import { GraphQLError } from 'graphql';

/**
 * An expected failure the shopper should read (bad coupon, out of stock, wrong password).
 * WooGraphQL answers these as GraphQL errors with HTTP 200; the storefront shows the first message.
 * Anything thrown that is not a GraphQLError is masked by Yoga and logged with the request id.
 */
export function userError(message: string, code = 'BAD_USER_INPUT', extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function notImplemented(field: string): GraphQLError {
  return new GraphQLError(`Not implemented: ${field} is not available on this server yet.`, {
    extensions: { code: 'NOT_IMPLEMENTED' },
  });
}
