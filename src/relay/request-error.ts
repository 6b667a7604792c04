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

/** The failed call behind an error: itself, or the one Relay wrapped (kept as its `cause`); null for any other error. */
export function requestErrorOf(error: unknown): RequestError | null {
  const request = error instanceof RequestError ? error : (error as { cause?: unknown } | null)?.cause;
  return request instanceof RequestError ? request : null;
}

/** The message to show for any error thrown by a call or a render. */
export function errorMessage(error: unknown): string {
  return requestErrorOf(error)?.message ?? 'Something went wrong';
}
