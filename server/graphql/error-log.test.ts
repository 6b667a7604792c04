import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, executionModes, type TestServer } from '../test/api';
import { testDatabaseKinds } from '../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../test/shopper';

describe.each(testDatabaseKinds.flatMap((kind) => executionModes.map(([mode, compileAfter]) => [kind, mode, compileAfter] as const)))('error logs on %s, %s', (kind, _mode, compileAfter) => {
  let server: TestServer;
  const lines: Record<string, any>[] = [];
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: 'error' }, { compileAfter, logStream: { write: (line) => lines.push(JSON.parse(line)) } });
  });
  afterAll(() => server.close());

  it('log an unexpected failure with its message and request id, never the SQL parameters', async () => {
    // A database that lost a table: every coupon look-up now fails unexpectedly, with the code typed as a parameter.
    await server.database.db.execute(sql`drop table coupons cascade`);
    const secret = 'private-person@example.com';
    const response = await server.graphql('mutation ($code: String!) { applyCoupon(input: { code: $code }) { clientMutationId } }', { code: secret }, { 'x-request-id': 'req-log-check-1' });
    expect(response.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(response)).not.toContain(secret);

    const logged = lines.filter((line) => line.requestId === 'req-log-check-1');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]).toMatchObject({ msg: 'unexpected error while handling a GraphQL request', err: { message: expect.stringMatching(/^database query failed: .*coupons/) } });
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(JSON.stringify(lines)).not.toMatch(/params:|select "/);
  });

  it('log a failure while the request is being identified (before any resolver runs) with its request id', async () => {
    const shopper = new Shopper(server);
    await shopper.register('log-check');
    await shopper.login('log-check');
    // Checking a bearer token reads the table of signed-in sessions; it is gone now.
    await server.database.db.execute(sql`drop table auth_sessions cascade`);
    const response = await server.graphql('{ viewer { databaseId } }', {}, { authorization: `Bearer ${shopper.authToken}`, 'x-request-id': 'req-log-check-2' });
    expect(response.errors?.[0]?.message).toBe('Unexpected error.');
    const logged = lines.filter((line) => line.requestId === 'req-log-check-2');
    expect(logged[0]).toMatchObject({ msg: 'unexpected error while handling a GraphQL request', err: { message: expect.stringMatching(/^database query failed: .*auth_sessions/) } });
  });
});
