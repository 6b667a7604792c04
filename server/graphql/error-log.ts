import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

interface RequestScope {
  requestId: string;
  log: FastifyBaseLogger;
}

/**
 * The request each unexpected error came from, for Yoga's logging, which is handed only the error.
 * (An AsyncLocalStorage would do the same but turns on promise hooks, which cost every request of
 * the server about a twentieth of its CPU.)
 */
const scopeOfError = new WeakMap<object, RequestScope>();

/** Remembers which request an error belongs to, so its log line carries the request id. */
export function tagErrorWithRequest(error: unknown, scope: RequestScope): void {
  if (typeof error === 'object' && error !== null && !scopeOfError.has(error)) scopeOfError.set(error, scope);
}

/**
 * Tags the errors of every execution with its request, before Yoga masks and logs them: the errors
 * in its result, and an error the execution throws. Listed last among the plugins, so it wraps the
 * execute function the others chose (compiled or interpreted).
 */
export function errorScopePlugin(): Plugin<RequestScope> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const scope = { requestId: args.contextValue.requestId, log: args.contextValue.log };
      const tagThrown = (error: unknown) => {
        tagErrorWithRequest(error, scope);
        throw error;
      };
      setExecuteFn((executionArgs) => {
        try {
          const result = executeFn(executionArgs);
          return result instanceof Promise ? result.catch(tagThrown) : result;
        } catch (error) {
          return tagThrown(error);
        }
      });
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          for (const error of result.errors ?? []) {
            tagErrorWithRequest(error, scope);
            tagErrorWithRequest(error.originalError, scope);
          }
        },
      };
    },
  };
}

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
  const scope = typeof error === 'object' && error !== null ? scopeOfError.get(error) : undefined;
  (scope?.log ?? fallback).error({ requestId: scope?.requestId, err: redactError(error) }, 'unexpected error while handling a GraphQL request');
}
