import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';

/** The request a log line belongs to, for code (Yoga's own logging) that is not handed the request. */
export const requestScope = new AsyncLocalStorage<{ requestId: string; log: FastifyBaseLogger }>();

interface LoggedError {
  type: string;
  message: string;
  /** SQLSTATE or Node error code. */
  code?: string;
  constraint?: string;
  stack?: string;
}

/**
 * What may be logged of an error: its class, a message without the SQL text or its parameters
 * (drizzle puts both in the message, and the parameters are argon2 hashes, e-mail addresses and
 * postal addresses), quoted values cut out of database messages, and the stack frames.
 */
export function redactError(error: unknown): LoggedError {
  let current: unknown = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  if (!(current instanceof Error)) return { type: typeof current, message: 'a non-Error value was thrown' };
  const cause = (current as { cause?: unknown }).cause;
  const isQueryError = current.message.startsWith('Failed query:');
  const source = isQueryError && cause instanceof Error ? cause : current;
  const details = source as Error & { code?: unknown; constraint?: unknown };
  const message = isQueryError
    ? `database query failed: ${stripQuotedValues(source === current ? 'no driver message' : source.message)}`
    : stripQuotedValues(current.message);
  const frames = (current.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: current.constructor.name,
    message,
    ...(typeof details.code === 'string' ? { code: details.code } : {}),
    ...(typeof details.constraint === 'string' ? { constraint: details.constraint } : {}),
    ...(frames.length ? { stack: frames.join('\n') } : {}),
  };
}

/**
 * PostgreSQL quotes an offending value after a colon (`invalid input syntax for type integer: "…"`)
 * and keys in parentheses (`Key (email)=(…)`); names of relations and columns stay readable.
 */
function stripQuotedValues(message: string): string {
  return message
    .split('\n')[0]!
    .replace(/: "[^"]{0,2000}"/g, ': "…"')
    .replace(/=\([^)]{0,2000}\)/g, '=(…)')
    .replace(/params: .*/, '')
    .slice(0, 500);
}

/** One line per unexpected error: its redacted description and the request id the client was given. */
export function logUnexpectedError(fallback: FastifyBaseLogger, error: unknown): void {
  const scope = requestScope.getStore();
  (scope?.log ?? fallback).error({ requestId: scope?.requestId, err: redactError(error) }, 'unexpected error while handling a GraphQL request');
}
