import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { LocalOAuthProvider } from '../../../test/oauth-provider';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';

const CLIENTS = '{ loginClients { name provider isEnabled authorizationUrl } }';
const OAUTH_LOGIN = `mutation ($code: String!, $state: String) {
  login(input: { provider: OAUTH2_GENERIC, oauthResponse: { code: $code, state: $state } }) {
    authToken user { databaseId email firstName } customer { email }
  }
}`;

describe.each(testDatabaseKinds)('social login (OAuth 2.0 authorization code) on %s', (kind) => {
  const provider = new LocalOAuthProvider();
  let server: TestServer;
  beforeAll(async () => {
    await provider.start();
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, ...provider.env() });
  });
  afterAll(async () => {
    await server.close();
    await provider.stop();
  });

  /** What the browser does: follow the authorization URL, land on the storefront callback with code and state. */
  async function authorize(): Promise<{ code: string; state: string }> {
    const clients = await server.graphql(CLIENTS);
    const client = clients.data!.loginClients[0];
    const response = await fetch(client.authorizationUrl, { redirect: 'manual' });
    const callback = new URL(response.headers.get('location')!);
    expect(callback.pathname).toBe('/oauth/login/oauth2-generic');
    return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
  }

  it('lists the configured provider with an authorization URL carrying a signed state', async () => {
    const response = await server.graphql(CLIENTS);
    expect(response.data?.loginClients).toEqual([
      { name: 'Test ID', provider: 'OAUTH2_GENERIC', isEnabled: true, authorizationUrl: expect.stringContaining(`${provider.baseUrl}/authorize?`) },
    ]);
    const url = new URL(response.data!.loginClients[0].authorizationUrl);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('creates an account from a verified e-mail, then signs the same person in again', async () => {
    provider.user = { sub: 'u-100', email: 'New.Person@example.com', email_verified: true, name: 'New Person' };
    const first = await server.graphql(OAUTH_LOGIN, await authorize());
    expect(first.errors).toBeUndefined();
    expect(first.data?.login.user).toMatchObject({ email: 'new.person@example.com', firstName: 'New' });
    const second = await server.graphql(OAUTH_LOGIN, await authorize());
    expect(second.data?.login.user.databaseId).toBe(first.data?.login.user.databaseId);
  });

  it('signs one new person in twice at once (two tabs) into one account', async () => {
    provider.user = { sub: 'u-150', email: 'twice@example.com', email_verified: true, name: 'Twice Over' };
    const [first, second] = await Promise.all([authorize(), authorize()]);
    const [a, b] = await Promise.all([server.graphql(OAUTH_LOGIN, first), server.graphql(OAUTH_LOGIN, second)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data?.login.user.databaseId).toBe(b.data?.login.user.databaseId);
  });

  it('links to an existing account with the same verified e-mail, but not an unverified one', async () => {
    const id = await new Shopper(server).register('sophie', 'correct horse 42', 'sophie@example.com');
    provider.user = { sub: 'u-200', email: 'sophie@example.com', email_verified: false };
    const unverified = await server.graphql(OAUTH_LOGIN, await authorize());
    expect(unverified.errors?.[0]?.message).toBe('An account with this email address exists. Please log in with your password.');
    provider.user = { sub: 'u-201', email: 'sophie@example.com', email_verified: true };
    const verified = await server.graphql(OAUTH_LOGIN, await authorize());
    expect(verified.data?.login.user.databaseId).toBe(id);
  });

  it('refuses a forged state and a code the provider does not know', async () => {
    const { code } = await authorize();
    const forged = await server.graphql(OAUTH_LOGIN, { code, state: 'forged' });
    expect(forged.errors?.[0]?.message).toBe('The login request has expired or was not started here. Please try again.');
    const { state } = await authorize();
    const badCode = await server.graphql(OAUTH_LOGIN, { code: 'made-up', state });
    expect(badCode.errors?.[0]?.message).toBe('The social login could not be completed. Please try again.');
  });
});
