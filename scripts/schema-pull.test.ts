import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../server/test/api';
import { readBackendSchema } from '../server/graphql/schema-sources';
import { pullSchema } from './schema-pull';

describe('schema:pull', () => {
  let server: TestServer;
  let endpoint: string;
  beforeAll(async () => {
    server = await createTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => server.close());

  it('reproduces schema.graphql from the embedded server, byte for byte, without the extensions', async () => {
    const pulled = await pullSchema(endpoint);
    expect(pulled).toBe(readBackendSchema());
    expect(pulled).not.toMatch(/shopPriceDisplay|ProductFacets|offsetPagination/);
    expect(await pullSchema(endpoint)).toBe(pulled);
  });

  it('fails with the endpoint and status when the endpoint is not GraphQL', async () => {
    await expect(pullSchema(endpoint.replace('/graphql', '/nope'))).rejects.toThrow(/answered HTTP 404/);
  });
});
