/**
 * A loader's refusal with an HTTP status (a product that does not exist: 404). The error page shows
 * its message, and the server answers the page with its status.
 */
export class RouteErrorResponse {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

export function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  return error instanceof RouteErrorResponse;
}
