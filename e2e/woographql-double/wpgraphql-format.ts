import type { GraphQLError } from 'graphql';

/** One entry of `errors[]` as WPGraphQL prints it. */
export interface WPGraphQLError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: { category: string };
}

export interface WPGraphQLBody {
  errors?: WPGraphQLError[];
  data?: Record<string, unknown> | null;
  extensions: { debug: unknown[] };
}

/** A document or its variables refused before execution (graphql-php category "graphql"). */
export function refusalError(error: GraphQLError): WPGraphQLError {
  return { message: error.message, ...(error.locations ? { locations: [...error.locations] } : {}), extensions: { category: 'graphql' } };
}

/** The HTTP request itself is unusable: no query, a mutation over GET, unreadable JSON (graphql-php's RequestError). */
export function requestError(message: string): WPGraphQLError {
  return { message, extensions: { category: 'request' } };
}

/** An execution error as graphql-js or Vitrine's server reports it. */
export interface ExecutionError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
}

/** An error raised while executing a field: WPGraphQL prints message, locations and path. */
export function fieldError(error: ExecutionError): WPGraphQLError {
  return {
    message: error.message,
    ...(error.locations ? { locations: error.locations.map(({ line, column }) => ({ line, column })) } : {}),
    ...(error.path ? { path: [...error.path] } : {}),
  };
}

/** WPGraphQL's envelope: errors first, then data, and always its (empty when not debugging) debug log. */
export function wpgraphqlBody(errors: WPGraphQLError[], data?: Record<string, unknown> | null): WPGraphQLBody {
  return { ...(errors.length ? { errors } : {}), ...(data !== undefined ? { data } : {}), extensions: { debug: [] } };
}
