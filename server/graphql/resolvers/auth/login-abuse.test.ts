import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { passwordHasher } from '../../../services/auth/password-hashing';
import { eq } from 'drizzle-orm';
import { customers } from '../../../db/schema/customers';

const LOGIN = `mutation ($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) { authToken }
}`;
const REGISTER = `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId username } } }`;
const INCORRECT = 'Incorrect password. Please try again.';
const LOCKED = /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/;

describe.each(testDatabaseKinds)('login throttling and account names on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, TRUSTED_PROXIES: '10.0.0.1' });
  });
  afterAll(() => server.close());

  const login = (username: string, password: string, remoteAddress: string) => server.graphql(LOGIN, { username, password }, {}, remoteAddress);

  it('evaluates no more than five of thirty parallel guesses, and then refuses the right password too', async () => {
    await new Shopper(server).register('parallel');
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, n) => login('parallel', `wrong guess ${n}`, '192.0.2.10')));
    const messages = guesses.map((response) => response.errors?.[0]?.message);
    expect(messages.filter((message) => message === INCORRECT)).toHaveLength(5);
    expect(messages.filter((message) => message && LOCKED.test(message))).toHaveLength(25);
    const right = await login('parallel', 'correct horse 42', '192.0.2.10');
    expect(right.errors?.[0]?.message).toMatch(LOCKED);
    expect(right.data?.login ?? null).toBeNull();
  }, 60_000);

  it('signs in forty shoppers whose right passwords arrive together from one address (an office behind one NAT)', async () => {
    const names = Array.from({ length: 40 }, (_, n) => `office${n}`);
    // Forty accounts with one password: hashed once (registering each would hash forty times).
    await new Shopper(server).register(names[0]!);
    const [first] = await server.database.db.select().from(customers).where(eq(customers.username, names[0]!));
    await server.database.db.insert(customers).values(names.slice(1).map((username) => ({ username, email: `${username}@example.com`, passwordHash: first!.passwordHash })));
    const logins = await Promise.all(names.map((name) => login(name, 'correct horse 42', '192.0.2.40')));
    expect(logins.map((response) => response.errors?.[0]?.message ?? 'signed in')).toEqual(names.map(() => 'signed in'));
    expect(logins.every((response) => typeof response.data?.login.authToken === 'string')).toBe(true);
  }, 120_000);

  it('counts the username and the e-mail address of one account together', async () => {
    await new Shopper(server).register('twonames');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const name = attempt % 2 ? 'twonames@example.com' : 'TwoNames';
      expect((await login(name, `wrong guess ${attempt}`, '192.0.2.20')).errors?.[0]?.message).toBe(INCORRECT);
    }
    expect((await login('twonames@example.com', 'correct horse 42', '192.0.2.20')).errors?.[0]?.message).toMatch(LOCKED);
  });

  it("does not lock the owner out when someone elsewhere fails five times", async () => {
    await new Shopper(server).register('owner');
    for (let attempt = 0; attempt < 6; attempt += 1) await login('owner', `wrong guess ${attempt}`, '198.51.100.7');
    expect((await login('owner', 'anything at all', '198.51.100.7')).errors?.[0]?.message).toMatch(LOCKED);
    const owner = await login('owner', 'correct horse 42', '203.0.113.5');
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login.authToken).toEqual(expect.any(String));
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    await new Shopper(server).register('proxied');
    const viaProxy = (client: string, password: string) =>
      server.graphql(LOGIN, { username: 'proxied', password }, { 'x-forwarded-for': client }, '10.0.0.1');
    for (let attempt = 0; attempt < 5; attempt += 1) await viaProxy('192.0.2.50', `wrong guess ${attempt}`);
    expect((await viaProxy('192.0.2.50', 'correct horse 42')).errors?.[0]?.message).toMatch(LOCKED);
    // Behind the proxy, another shopper is another client.
    expect((await viaProxy('192.0.2.51', 'correct horse 42')).errors).toBeUndefined();

    await new Shopper(server).register('forger');
    const forged = (n: number) =>
      server.graphql(LOGIN, { username: 'forger', password: `wrong guess ${n}` }, { 'x-forwarded-for': `192.0.2.${n}` }, '192.0.2.200');
    for (let attempt = 0; attempt < 5; attempt += 1) await forged(attempt);
    // A forged header from an untrusted peer does not make a new client.
    expect((await forged(9)).errors?.[0]?.message).toMatch(LOCKED);
  }, 120_000);

  it('answers an unknown name with the spec text after the same password work as a known one', async () => {
    await new Shopper(server).register('known');
    const before = passwordHasher.completed;
    const wrong = await login('known', 'whatever it is', '192.0.2.60');
    expect(wrong.errors?.[0]?.message).toBe('Incorrect password. Please try again.');
    expect(passwordHasher.completed).toBe(before + 1);
    const unknown = await login('nobody-here', 'whatever it is', '192.0.2.60');
    expect(unknown.errors?.[0]?.message).toBe('No account found with that username. Sign up for a new account.');
    // An argon2 verification, as for a known name: the answer's timing does not tell the two apart.
    expect(passwordHasher.completed).toBe(before + 2);
    const tooLong = await login('x'.repeat(3000), 'whatever it is', '192.0.2.60');
    expect(tooLong.status).toBe(200);
    expect(tooLong.errors?.[0]?.message).toBe('No account found with that username. Sign up for a new account.');
  });

  it("refuses a username that is another person's e-mail address, and logs in by address to the address' owner", async () => {
    await new Shopper(server).register('victim', 'correct horse 42', 'victim@example.com');
    const squat = await server.graphql(REGISTER, { input: { username: 'victim@example.com', email: 'attacker@example.com', password: 'attacker pass 9' } });
    expect(squat.errors?.[0]?.message).toBe('A username that contains “@” must be your own email address.');
    const other = await server.graphql(REGISTER, { input: { username: 'someone@else.example', email: 'attacker@example.com', password: 'attacker pass 9' } });
    expect(other.errors?.[0]?.message).toBe('A username that contains “@” must be your own email address.');
    const own = await server.graphql(REGISTER, { input: { username: 'Mine@Example.com', email: 'mine@example.com', password: 'my own pass 9' } });
    expect(own.errors).toBeUndefined();
    expect((await login('victim@example.com', 'correct horse 42', '192.0.2.70')).errors).toBeUndefined();
  });

  it('follows OWASP ASVS password rules: 8 to 128 characters, no composition rules, no common passwords', async () => {
    const register = async (username: string, password: string) =>
      (await server.graphql(REGISTER, { input: { username, email: `${username}@example.com`, password } })).errors?.[0]?.message;
    expect(await register('pwshort', 'abc defg'.slice(0, 7))).toBe('Please choose a longer password: at least 8 characters.');
    expect(await register('pwletters', 'onlyletterspassphrase')).toBeUndefined();
    expect(await register('pwdigits', '90210837465')).toBeUndefined();
    expect(await register('pwlong', 'a'.repeat(128))).toBeUndefined();
    expect(await register('pwtoolong', 'a'.repeat(129))).toBe('Please choose a shorter password: at most 128 characters.');
    for (const common of ['password', 'Password1', 'qwertyuiop', '1q2w3e4r', 'iloveyou']) {
      expect(await register('pwcommon', common)).toBe('This password is one of the most commonly used and easy to guess. Please choose another.');
    }
  });
});
