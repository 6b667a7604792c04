import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { mailOutbox } from '../../../db/schema/mail';
import { passwordResets } from '../../../db/schema/customers';
import { INVALID_BEARER_TOKEN } from '../session/request-context';
import { passwordResetMailsSettled } from '../../../services/auth/password-reset';

const REGISTER = `mutation ($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { databaseId email username } viewer { username } authToken }
}`;
const LOGIN = `mutation ($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
    authToken authTokenExpiration refreshToken refreshTokenExpiration sessionToken
    user { id databaseId username email nicename wooSessionToken avatar { url } }
    customer { databaseId sessionToken isPayingCustomer }
  }
}`;
const VIEWER = '{ viewer { databaseId username email firstName } }';
const REFRESH = `mutation ($token: String!) {
  refreshToken(input: { refreshToken: $token }) { success authToken authTokenExpiration refreshToken }
}`;

async function lastMailTo(server: TestServer, recipient: string) {
  // Reset mails go out after the answer.
  await passwordResetMailsSettled();
  const rows = await server.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
  return rows.find((row) => row.recipient === recipient);
}

describe.each(testDatabaseKinds)('accounts and authentication on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
  });
  afterAll(() => server.close());

  it('registers a customer, refusing duplicates, bad e-mails and weak passwords with clear messages', async () => {
    const ok = await server.graphql(REGISTER, { input: { username: 'ada', email: 'Ada@Example.com', password: 'analytical 1843' } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.registerCustomer.customer).toMatchObject({ email: 'ada@example.com', username: 'ada' });
    expect(ok.data?.registerCustomer.authToken).toEqual(expect.any(String));

    const sameEmail = await server.graphql(REGISTER, { input: { username: 'ada2', email: 'ADA@example.com', password: 'analytical 1843' } });
    expect(sameEmail.errors?.[0]?.message).toMatch(/^An account is already registered with your email address/);
    const sameName = await server.graphql(REGISTER, { input: { username: 'ADA', email: 'other@example.com', password: 'analytical 1843' } });
    expect(sameName.errors?.[0]?.message).toBe('An account is already registered with that username. Please choose another.');
    const badEmail = await server.graphql(REGISTER, { input: { username: 'bob', email: 'not-an-email', password: 'analytical 1843' } });
    expect(badEmail.errors?.[0]?.message).toBe('Please provide a valid email address.');
    const weak = await server.graphql(REGISTER, { input: { username: 'bob', email: 'bob@example.com', password: 'short' } });
    expect(weak.errors?.[0]?.message).toBe('Please choose a longer password: at least 8 characters.');
    const noPassword = await server.graphql(REGISTER, { input: { email: 'bob@example.com' } });
    expect(noPassword.errors?.[0]?.message).toBe('Please enter an account password.');
  });

  it('logs in by username or e-mail with the storefront messages for unknown names and wrong passwords', async () => {
    await new Shopper(server).register('grace');
    const unknown = await server.graphql(LOGIN, { username: 'nobody', password: 'whatever 1' });
    expect(unknown.errors?.[0]?.message).toBe('No account found with that username. Sign up for a new account.');
    const wrong = await server.graphql(LOGIN, { username: 'grace', password: 'wrong password 1' });
    expect(wrong.errors?.[0]?.message).toBe('Incorrect password. Please try again.');

    const shopper = new Shopper(server);
    const response = await shopper.send(LOGIN, { username: 'grace@example.com', password: 'correct horse 42' });
    expect(response.errors).toBeUndefined();
    const login = response.data!.login;
    expect(Number(login.authTokenExpiration)).toBeGreaterThan(Date.now() / 1000);
    expect(Number(login.refreshTokenExpiration)).toBeGreaterThan(Number(login.authTokenExpiration));
    expect(login.user).toMatchObject({ username: 'grace', email: 'grace@example.com', nicename: 'grace' });
    expect(login.user.avatar.url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(login.sessionToken).toBe(login.customer.sessionToken);
    expect(login.user.wooSessionToken).toBe(login.sessionToken);
    expect(response.headers['woocommerce-session']).toBe(login.sessionToken);

    shopper.authToken = login.authToken;
    const viewer = await shopper.send(VIEWER);
    expect(viewer.data?.viewer).toMatchObject({ username: 'grace', email: 'grace@example.com' });
    const again = await shopper.send(LOGIN, { username: 'grace', password: 'correct horse 42' });
    expect(again.errors?.[0]?.message).toBe('You are already logged in.');
  });

  it('slows a client down after five failed attempts on an account', async () => {
    await new Shopper(server).register('linus');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await server.graphql(LOGIN, { username: 'linus', password: `guess number ${attempt}` });
      expect(response.errors?.[0]?.message).toBe('Incorrect password. Please try again.');
    }
    const locked = await server.graphql(LOGIN, { username: 'linus', password: 'correct horse 42' });
    expect(locked.errors?.[0]?.message).toBe('Too many failed login attempts. Please try again in 1 minute.');
  });

  it('answers a query with a bad bearer token as Headless Login does: 403, the data read as a guest, the error first', async () => {
    const response = await server.graphql('{ viewer { databaseId } products(first: 1) { nodes { name } } }', {}, { authorization: 'Bearer not-a-token' });
    expect(response.status).toBe(403);
    expect(response.data).toMatchObject({ viewer: null, products: { nodes: [{ name: expect.any(String) }] } });
    expect(response.errors?.[0]).toMatchObject({ message: INVALID_BEARER_TOKEN, extensions: { code: 'INVALID_AUTH_TOKEN' } });
  });

  it("builds a schema from an introspection sent with WooNuxt's `Authorization: Bearer undefined`", async () => {
    const response = await server.graphql(getIntrospectionQuery(), {}, { authorization: 'Bearer undefined' });
    expect(response.status).toBe(403);
    const schema = buildClientSchema(response.data as unknown as IntrospectionQuery);
    expect(schema.getQueryType()?.getFields().products).toBeDefined();
    expect(schema.getMutationType()?.getFields().checkout).toBeDefined();
  });

  it('answers 403 for a mutation with a bad bearer token and runs nothing', async () => {
    const response = await server.graphql(LOGIN, { username: 'nobody-here', password: 'whatever it is' }, { authorization: 'Bearer not-a-token' });
    expect(response.status).toBe(403);
    expect(response.data).toBeUndefined();
    expect(response.errors).toEqual([expect.objectContaining({ message: INVALID_BEARER_TOKEN, extensions: { code: 'INVALID_AUTH_TOKEN' } })]);
  });

  it('rotates refresh tokens and revokes the sign-in when an old one is replayed', async () => {
    await new Shopper(server).register('barbara');
    const shopper = new Shopper(server);
    const login = await shopper.login('barbara');
    const first = await server.graphql(REFRESH, { token: login.refreshToken });
    expect(first.data?.refreshToken).toMatchObject({ success: true, authToken: expect.any(String), refreshToken: expect.any(String) });
    const newAuth = first.data!.refreshToken.authToken as string;
    expect((await server.graphql(VIEWER, {}, { authorization: `Bearer ${newAuth}` })).data?.viewer?.username).toBe('barbara');

    const replay = await server.graphql(REFRESH, { token: login.refreshToken });
    expect(replay.data?.refreshToken).toEqual({ success: false, authToken: null, authTokenExpiration: null, refreshToken: null });
    // The whole family is gone: the rotated refresh token and the auth tokens stop working.
    const rotated = await server.graphql(REFRESH, { token: first.data!.refreshToken.refreshToken });
    expect(rotated.data?.refreshToken.success).toBe(false);
    const revoked = await server.graphql(VIEWER, {}, { authorization: `Bearer ${newAuth}` });
    expect(revoked.status).toBe(403);
    expect(revoked.errors?.[0]?.message).toBe(INVALID_BEARER_TOKEN);
  });

  it('logs out: the auth token stops working and the session becomes a new guest one', async () => {
    await new Shopper(server).register('edsger');
    const shopper = new Shopper(server);
    const login = await shopper.login('edsger');
    const logout = await shopper.send('mutation { logout(input: {}) { success } }');
    expect(logout.data?.logout.success).toBe(true);
    expect(shopper.sessionToken).not.toBe(login.sessionToken);
    const after = await server.graphql(VIEWER, {}, { authorization: `Bearer ${login.authToken}` });
    expect(after.status).toBe(403);
    expect((await server.graphql(REFRESH, { token: login.refreshToken })).data?.refreshToken.success).toBe(false);
  });

  it('updates the profile; a password change needs the current password', async () => {
    const shopper = new Shopper(server);
    await shopper.register('margaret');
    await shopper.login('margaret');
    const update = await shopper.send(
      `mutation { updateCustomer(input: { firstName: "Margaret", lastName: "Hamilton", email: "mh@example.com",
        shipping: { address1: "1 Apollo Way", city: "Boston", state: "MA", postcode: "02110", country: US } }) {
        customer { firstName lastName email shipping { address1 city state postcode country } } } }`,
    );
    expect(update.errors).toBeUndefined();
    expect(update.data?.updateCustomer.customer).toMatchObject({
      firstName: 'Margaret',
      email: 'mh@example.com',
      shipping: { address1: '1 Apollo Way', city: 'Boston', state: 'MA', postcode: '02110', country: 'US' },
    });
    const noCurrent = await shopper.send('mutation { updateCustomer(input: { password: "new password 2" }) { customer { id } } }');
    expect(noCurrent.errors?.[0]?.message).toBe('Please enter your current password.');
    const wrongCurrent = await shopper.send(
      'mutation { updateCustomer(input: { password: "new password 2", currentPassword: "nope nope 1" }) { customer { id } } }',
    );
    expect(wrongCurrent.errors?.[0]?.message).toBe('Your current password is incorrect.');
    const changed = await shopper.send(
      'mutation { updateCustomer(input: { password: "new password 2", currentPassword: "correct horse 42" }) { customer { id } } }',
    );
    expect(changed.errors).toBeUndefined();
    expect((await server.graphql(LOGIN, { username: 'margaret', password: 'new password 2' })).errors).toBeUndefined();
  });

  it("lets updateUser change only the signed-in user's own account", async () => {
    const owner = new Shopper(server);
    const ownerId = await owner.register('alan');
    await owner.login('alan');
    const otherId = await new Shopper(server).register('kurt');
    const other = await owner.send('mutation ($id: ID!) { updateUser(input: { id: $id, password: "hijacked 123" }) { user { id } } }', {
      id: String(otherId),
    });
    expect(other.errors?.[0]?.message).toBe('Sorry, you are not allowed to edit this user.');
    const guest = await server.graphql('mutation ($id: ID!) { updateUser(input: { id: $id, firstName: "X" }) { user { id } } }', {
      id: String(ownerId),
    });
    expect(guest.errors?.[0]?.message).toBe('Sorry, you are not allowed to edit this user.');
    const own = await owner.send(
      'mutation ($id: ID!) { updateUser(input: { id: $id, password: "turing test 1950" }) { user { databaseId } } }',
      { id: Buffer.from(`user:${ownerId}`).toString('base64') },
    );
    expect(own.data?.updateUser.user.databaseId).toBe(ownerId);
    expect((await server.graphql(LOGIN, { username: 'alan', password: 'turing test 1950' })).errors).toBeUndefined();
  });

  it('mails a one-time reset link that expires, never revealing whether an account exists', async () => {
    await new Shopper(server).register('hedy');
    const SEND = 'mutation ($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }';
    expect((await server.graphql(SEND, { u: 'nobody@example.com' })).data?.sendPasswordResetEmail.success).toBe(true);
    expect((await server.graphql(SEND, { u: 'hedy@example.com' })).data?.sendPasswordResetEmail.success).toBe(true);
    expect(await lastMailTo(server, 'nobody@example.com')).toBeUndefined();
    const mail = await lastMailTo(server, 'hedy@example.com');
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    expect(link.origin + link.pathname).toBe(`${server.config.publicUrl}/my-account/lost-password`);
    const key = link.searchParams.get('key');
    expect(link.searchParams.get('login')).toBe('hedy');

    const RESET = 'mutation ($key: String, $login: String, $pw: String) { resetUserPassword(input: { key: $key, login: $login, password: $pw }) { user { username } } }';
    const wrongKey = await server.graphql(RESET, { key: 'forged', login: 'hedy', pw: 'frequency hop 1' });
    expect(wrongKey.errors?.[0]?.message).toBe('Password reset link is invalid.');
    const reset = await server.graphql(RESET, { key, login: 'hedy', pw: 'frequency hop 1' });
    expect(reset.data?.resetUserPassword.user.username).toBe('hedy');
    const reused = await server.graphql(RESET, { key, login: 'hedy', pw: 'another one 22' });
    expect(reused.errors?.[0]?.message).toBe('Password reset link is invalid.');
    expect((await server.graphql(LOGIN, { username: 'hedy', password: 'frequency hop 1' })).errors).toBeUndefined();
  });

  it('refuses a reset link after 24 hours', async () => {
    await new Shopper(server).register('expiring');
    await server.graphql('mutation { sendPasswordResetEmail(input: { username: "expiring" }) { success } }');
    const link = new URL((await lastMailTo(server, 'expiring@example.com'))!.body.match(/https?:\/\/\S+/)![0]);
    await server.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await server.graphql(
      'mutation ($key: String, $login: String) { resetUserPassword(input: { key: $key, login: $login, password: "late again 77" }) { user { id } } }',
      { key: link.searchParams.get('key'), login: 'expiring' },
    );
    expect(response.errors?.[0]?.message).toBe('Password reset link is invalid.');
  });

  it('answers missing inputs and foreign ids with their messages', async () => {
    const message = async (query: string, headers: Record<string, string> = {}) => (await server.graphql(query, {}, headers)).errors?.[0]?.message;
    expect(await message('mutation { sendPasswordResetEmail(input: { username: " " }) { success } }')).toBe('Enter a username or email address.');
    expect(await message('mutation { resetUserPassword(input: { login: "x", password: "y" }) { user { id } } }')).toBe('A password reset key is required.');
    expect(await message('mutation { resetUserPassword(input: { key: "k", password: "y" }) { user { id } } }')).toBe('A user login is required.');
    expect(await message('mutation { resetUserPassword(input: { key: "k", login: "x" }) { user { id } } }')).toBe('A new password is required.');
    expect(await message('mutation { login(input: { provider: PASSWORD }) { authToken } }')).toBe(
      'The PASSWORD provider requires the use of the `credentials` input arg.',
    );
    expect(await message('mutation { login(input: { provider: GOOGLE, oauthResponse: { code: "c", state: "s" } }) { authToken } }')).toBe(
      'The GOOGLE login provider is not enabled.',
    );
    expect(await message('{ customer(customerId: 1) { id } }')).toBe('Not authorized to access this customer');
    const shopper = new Shopper(server);
    await shopper.register('idcheck');
    await shopper.login('idcheck');
    const foreign = await shopper.send('mutation { updateCustomer(input: { id: "dXNlcjox", firstName: "X" }) { customer { id } } }');
    expect(foreign.errors?.[0]?.message).toBe('You do not have the appropriate capabilities to perform this action');
  });
});
