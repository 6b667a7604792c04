/** What the storefront knows about a failed call (spec §8): enough to show, log and react to it. */
export interface RequestErrorDetails {
  client: string;
  operationType: 'query' | 'mutation' | 'subscription';
  operationName: string;
  status: number;
  messages: string[];
  codes: string[];
}

/** A failed GraphQL call. Its message is the first GraphQL message, the one the shopper sees. */
export class RequestError extends Error {
  readonly details: RequestErrorDetails;

  constructor(details: RequestErrorDetails) {
    super(details.messages[0] ?? `GraphQL Error (Code: ${details.status})`);
    this.name = 'RequestError';
    this.details = details;
  }
}

/** The message to show for any error thrown by a call or a render. */
export function errorMessage(error: unknown): string {
  if (error instanceof RequestError) return error.message;
  if (error instanceof Error) {
    // Relay wraps network errors; the original RequestError is kept as `source` or `cause`.
    const inner = (error as { source?: unknown; cause?: unknown }).cause;
    if (inner instanceof RequestError) return inner.message;
  }
  return 'Something went wrong';
}
