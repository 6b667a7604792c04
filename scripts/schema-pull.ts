import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { backendSchemaPath, printStableSchema, readExtensions, withoutExtensions } from '../server/graphql/schema-sources';

/**
 * `npm run schema:pull -- <endpoint-url>`: introspects a live GraphQL endpoint (a WooCommerce site with
 * WPGraphQL + WooGraphQL, or Vitrine's own server) and rewrites schema/schema.graphql as sorted, stable
 * SDL without Vitrine's extensions (they stay in schema/extensions.graphql), then recompiles the Relay
 * artifacts against the two merged. Pulling the same endpoint twice writes the same file.
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
    const reasons = body.errors?.map((e) => e.message).join('; ') ?? 'no data';
    // WPGraphQL refuses introspection to anonymous clients unless "Enable Public Introspection" is on.
    throw new Error(`${endpoint} refused introspection: ${reasons} (on WordPress, enable WPGraphQL's public introspection)`);
  }
  return printStableSchema(withoutExtensions(buildClientSchema(body.data), readExtensions()));
}

async function main() {
  const endpoint = process.argv[2];
  if (!endpoint || !/^https?:\/\//.test(endpoint)) {
    process.stderr.write('usage: npm run schema:pull -- <endpoint-url>   e.g. https://shop.example/graphql\n');
    process.exit(1);
  }
  try {
    writeFileSync(backendSchemaPath, await pullSchema(endpoint));
  } catch (error) {
    process.stderr.write(`schema:pull: ${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(`wrote ${path.relative(process.cwd(), backendSchemaPath)}; recompiling Relay artifacts\n`);
  execFileSync('npm', ['run', '--silent', 'relay'], { stdio: 'inherit' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) void main();
