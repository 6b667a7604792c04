import type { GraphQLResponse, TestServer } from './api';

export const TEST_SESSION_SECRET = 'test-secret-for-sessions-and-auth-tokens-0123456789';

/**
 * A browser-like client of the test server: keeps the woocommerce-session token the server hands out
 * and the auth token of the last login, and sends both back as the storefront does.
 */
export class Shopper {
  sessionToken: string | null = null;
  authToken: string | null = null;

  /** `language`: the storefront's Accept-Language, e.g. "de-DE" (none by default). */
  constructor(
    private readonly server: TestServer,
    private readonly language?: string,
  ) {}

  async send<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    const headers: Record<string, string> = {};
    if (this.sessionToken) headers['woocommerce-session'] = `Session ${this.sessionToken}`;
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`;
    if (this.language) headers['accept-language'] = this.language;
    const response = await this.server.graphql<T>(query, variables, headers);
    const issued = response.headers['woocommerce-session'];
    if (typeof issued === 'string') this.sessionToken = issued;
    return response;
  }

  async register(username: string, password = 'correct horse 42', email = `${username}@example.com`) {
    const response = await this.send(
      `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }`,
      { input: { username, email, password } },
    );
    if (response.errors) throw new Error(response.errors[0]!.message);
    return response.data!.registerCustomer.customer.databaseId as number;
  }

  async login(username: string, password = 'correct horse 42') {
    const response = await this.send(
      `mutation ($input: LoginInput!) { login(input: $input) { authToken refreshToken sessionToken } }`,
      { input: { provider: 'PASSWORD', credentials: { username, password } } },
    );
    if (response.errors) throw new Error(response.errors[0]!.message);
    this.authToken = response.data!.login.authToken;
    return response.data!.login as { authToken: string; refreshToken: string; sessionToken: string };
  }
}
