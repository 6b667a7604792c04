import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWooGraphQLDouble } from '../e2e/woographql-double/double';
import { createTestServer, type TestServer } from '../server/test/api';
import { printStableSchema, readBackendSchema, readExtensions, storefrontSchema } from '../server/graphql/schema-sources';
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

  it('writes a WooGraphQL 1.0.2 shop’s schema as introspected, the same twice, and the extensions still merge onto it', async () => {
    const double = await startWooGraphQLDouble({ backend: endpoint, port: 0, host: '127.0.0.1' });
    try {
      const pulled = await pullSchema(double.url);
      const realShop = readFileSync(path.join(import.meta.dirname, '..', 'schema', 'fixtures', 'woographql-1.0.2-real.graphql'), 'utf8');
      expect(pulled).toBe(printStableSchema(buildSchema(realShop)));
      expect(await pullSchema(double.url)).toBe(pulled);
      expect(storefrontSchema(pulled, readExtensions())).toMatch(/shopPriceDisplay: ShopPriceDisplay/);
    } finally {
      await double.close();
    }
  });

  it('fails with the endpoint and status when the endpoint is not GraphQL', async () => {
    await expect(pullSchema(endpoint.replace('/graphql', '/nope'))).rejects.toThrow(/answered HTTP 404/);
  });
});
