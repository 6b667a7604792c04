import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';

/**
 * `npm run schema:pull -- <endpoint-url>`: introspects a live GraphQL endpoint (a WooCommerce site with
 * WPGraphQL + WooGraphQL, or Vitrine's own server) and rewrites schema/schema.graphql as sorted, stable
 * SDL, then recompiles the Relay artifacts against it.
 */
export async function pullSchema(endpoint: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery({ inputValueDeprecation: true }), operationName: 'IntrospectionQuery' }),
  });
  if (!response.ok) throw new Error(`${endpoint} answered HTTP ${response.status}`);
  const body = (await response.json()) as { data?: IntrospectionQuery; errors?: { message: string }[] };
  if (!body.data) {
    throw new Error(`${endpoint} refused introspection: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  }
  const schema = lexicographicSortSchema(buildClientSchema(body.data));
  return `${printSchema(schema)}\n`;
}

async function main() {
  const endpoint = process.argv[2];
  if (!endpoint || !/^https?:\/\//.test(endpoint)) {
    process.stderr.write('usage: npm run schema:pull -- <endpoint-url>   e.g. https://shop.example/graphql\n');
    process.exit(1);
  }
  const target = path.resolve(import.meta.dirname, '..', 'schema', 'schema.graphql');
  try {
    writeFileSync(target, await pullSchema(endpoint));
  } catch (error) {
    process.stderr.write(`schema:pull: ${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(`wrote ${path.relative(process.cwd(), target)}; recompiling Relay artifacts\n`);
  execFileSync('npx', ['relay-compiler'], { stdio: 'inherit' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) void main();
