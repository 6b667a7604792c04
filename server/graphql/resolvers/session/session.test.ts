import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { signingKey } from '../../../services/session/secrets';
import { purgeExpiredSessions } from '../../../services/session/store';
import { sessions } from '../../../db/schema/sessions';

const CUSTOMER_QUERY = '{ customer { id sessionToken billing { city } } }';

describe.each(testDatabaseKinds)('woocommerce-session tokens on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
  });
  afterAll(() => server.close());

  it('starts a guest session and hands its token out in the header and as customer.sessionToken', async () => {
    const response = await server.graphql(CUSTOMER_QUERY);
    expect(response.errors).toBeUndefined();
    const headerToken = response.headers['woocommerce-session'];
    expect(typeof headerToken).toBe('string');
    expect(response.data?.customer).toMatchObject({ id: 'guest', sessionToken: headerToken });
  });

  it('keeps what the guest stored when the token is sent back, without issuing a new token', async () => {
    const shopper = new Shopper(server);
    await shopper.send(CUSTOMER_QUERY);
    const update = await shopper.send(
      'mutation { updateCustomer(input: { billing: { city: "Lyon", country: FR } }) { customer { billing { city country } } } }',
    );
    expect(update.data?.updateCustomer.customer.billing).toEqual({ city: 'Lyon', country: 'FR' });
    const again = await server.graphql(CUSTOMER_QUERY, {}, { 'woocommerce-session': `Session ${shopper.sessionToken}` });
    expect(again.data?.customer.billing.city).toBe('Lyon');
    expect(again.headers['woocommerce-session']).toBeUndefined();
  });

  it("refuses a forged or expired token with the client's message and starts a fresh guest session", async () => {
    const forged = await server.graphql(CUSTOMER_QUERY, {}, { 'woocommerce-session': 'Session not.a.jwt' });
    expect(forged.headers['woocommerce-session']).toBeDefined();
    expect(forged.data?.customer.billing.city).toBeNull();
    const expired = await new SignJWT({ data: { customer_id: 't_expired' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(server.config.publicUrl)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(signingKey(server.config, 'session'));
    const response = await server.graphql('{ cart { isEmpty } }', {}, { 'woocommerce-session': `Session ${expired}` });
    expect(response.errors?.[0]?.message).toBe('Invalid session token');
    expect(response.headers['woocommerce-session']).toBeDefined();
  });

  it('says the issuer does not match when a token was issued for another site', async () => {
    const foreign = await new SignJWT({ data: { customer_id: 't_foreign' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://other-shop.example')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(signingKey(server.config, 'session'));
    const response = await server.graphql('{ cart { isEmpty } }', {}, { 'woocommerce-session': `Session ${foreign}` });
    expect(response.errors?.[0]?.message).toBe('The iss do not match with this server');
  });

  it('purges expired sessions but keeps live ones', async () => {
    const db = server.database.db;
    await db.insert(sessions).values([
      { id: 't_expired_session', expiresAt: new Date(Date.now() - 1000) },
      { id: 't_live_session', expiresAt: new Date(Date.now() + 3600_000) },
    ]);
    expect(await purgeExpiredSessions(db)).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(left).toContain('t_live_session');
    expect(left).not.toContain('t_expired_session');
  });

  it('slides: a valid token past half its life gets a fresh one with a later expiry', async () => {
    const shopper = new Shopper(server);
    await shopper.send('mutation { updateCustomer(input: { billing: { city: "Graz" } }) { customer { id } } }');
    const sessionId = JSON.parse(Buffer.from(shopper.sessionToken!.split('.')[1]!, 'base64url').toString()).data.customer_id;
    const ageing = await new SignJWT({ data: { customer_id: sessionId } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(server.config.publicUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(signingKey(server.config, 'session'));
    const response = await server.graphql(CUSTOMER_QUERY, {}, { 'woocommerce-session': `Session ${ageing}` });
    expect(response.data?.customer.billing.city).toBe('Graz');
    const fresh = response.headers['woocommerce-session'] as string;
    const exp = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()).exp;
    expect(exp * 1000 - Date.now()).toBeGreaterThan(24 * 3600 * 1000);
  });
});
