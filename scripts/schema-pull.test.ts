import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { createTestServer, type TestServer } from '../server/test/api';
import { schemaPath } from '../server/graphql/schema';
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

  it('reproduces the checked-in contract from the embedded server, sorted and stable', async () => {
    const pulled = await pullSchema(endpoint);
    const expected = `${printSchema(lexicographicSortSchema(buildSchema(readFileSync(schemaPath, 'utf8'))))}\n`;
    expect(pulled).toBe(expected);
    expect(await pullSchema(endpoint)).toBe(pulled);
  });

  it('fails with the endpoint and status when the endpoint is not GraphQL', async () => {
    await expect(pullSchema(endpoint.replace('/graphql', '/nope'))).rejects.toThrow(/answered HTTP 404/);
  });
});
