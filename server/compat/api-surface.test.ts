import {
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import * as graphql168 from 'graphql-16-8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeExtensions, readBackendSchema, readExtensions } from '../graphql/schema-sources';
import { createTestServer, type TestServer } from '../test/api';
import { TEST_SESSION_SECRET } from '../test/shopper';
import { testDatabaseKinds } from '../test/database';

const contract = mergeExtensions(readBackendSchema(), readExtensions());

/** The smallest value GraphQL accepts for a required argument: what a quick client probe would send. */
function minimalValue(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [minimalValue(nullable.ofType)];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.name;
  if (isInputObjectType(nullable)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(nullable.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = minimalValue(field.type);
    }
    return value;
  }
  switch (nullable.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return 'x';
  }
}

function probe(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declarations = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passing = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
  return {
    query: `${kind} Probe${declarations ? `(${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''} ${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, minimalValue(arg.type)])),
  };
}

function rootFields(type: GraphQLObjectType | null | undefined) {
  return Object.values(type?.getFields() ?? {});
}

describe.each(testDatabaseKinds)('the API surface on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, PUBLIC_URL: 'https://shop.example', SITE_NAME: 'Demo Shop', TAX_DISPLAY_SHOP: 'excl' });
  });
  afterAll(() => server.close());

  it('answers every root query and mutation field of schema.graphql: none is NOT_IMPLEMENTED or crashes', async () => {
    const fields = [
      ...rootFields(contract.getQueryType()).map((field) => ['query', field] as const),
      ...rootFields(contract.getMutationType()).map((field) => ['mutation', field] as const),
    ];
    expect(fields.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const [operation, field] of fields) {
      const { query, variables } = probe(operation, field);
      const response = await server.graphql(query, variables);
      for (const error of response.errors ?? []) {
        const code = error.extensions?.code;
        if (code === 'NOT_IMPLEMENTED' || code === 'INTERNAL_SERVER_ERROR' || code === 'GRAPHQL_VALIDATION_FAILED') {
          failures.push(`${operation} ${field.name}: ${code} ${error.message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the settings storefronts read when they build: generalSettings, allSettings, woonuxtSettings', async () => {
    const response = await server.graphql(`{
      generalSettings { title url language timezone }
      allSettings { generalSettingsTitle generalSettingsUrl }
      woonuxtSettings { currencyCode currencySymbol maxPrice productsPerPage frontEndUrl domain publicIntrospectionEnabled
        global_attributes { label slug } stripeSettings { enabled } }
      products(first: 1, where: { orderby: { field: PRICE, order: DESC } }) { nodes { ... on ProductWithPricing { price(format: RAW) } } }
    }`);
    expect(response.errors).toBeUndefined();
    const data = response.data!;
    expect(data.generalSettings).toEqual({ title: 'Demo Shop', url: 'https://shop.example', language: 'en_US', timezone: 'UTC' });
    expect(data.allSettings).toEqual({ generalSettingsTitle: 'Demo Shop', generalSettingsUrl: 'https://shop.example' });
    const settings = data.woonuxtSettings;
    expect(settings).toMatchObject({ currencyCode: 'EUR', currencySymbol: '€', productsPerPage: 24, frontEndUrl: 'https://shop.example', domain: 'shop.example', publicIntrospectionEnabled: 'on', stripeSettings: { enabled: 'no' } });
    // maxPrice: the ceiling of the highest price in the catalogue (the price slider's end).
    const highest = Math.max(...String(data.products.nodes[0].price).split(', ').map(Number));
    expect(settings.maxPrice).toBe(Math.ceil(highest));
    expect(settings.global_attributes).toEqual(expect.arrayContaining([{ label: 'Color', slug: 'pa_color' }]));
  });

  it('answers introspection that graphql-js 16.8 code generators can build a schema from and print back', async () => {
    const response = await server.graphql(graphql168.getIntrospectionQuery({ descriptions: true, directiveIsRepeatable: true }));
    expect(response.errors).toBeUndefined();
    const clientSchema = graphql168.buildClientSchema(response.data as never);
    expect(graphql168.validateSchema(clientSchema)).toEqual([]);
    const known = new Set(Object.values(graphql168.DirectiveLocation));
    for (const directive of clientSchema.getDirectives()) {
      // Tools print every directive (including @deprecated) into SDL and parse it again with their graphql-js.
      const locations = directive.locations.filter((location) => !known.has(location));
      expect({ directive: directive.name, locations }).toEqual({ directive: directive.name, locations: [] });
      expect(() => graphql168.parse(`directive @${directive.name} on ${directive.locations.join(' | ')}`)).not.toThrow();
    }
    const rebuilt = graphql168.buildSchema(graphql168.printSchema(clientSchema));
    expect(rebuilt.getType('SimpleProduct')).toBeDefined();
    // The server still answers the current graphql-js's own introspection query.
    expect((await server.graphql(getIntrospectionQuery())).errors).toBeUndefined();
  });
});
