import { makeExecutableSchema } from '@graphql-tools/schema';
import { DirectiveLocation, GraphQLDirective, GraphQLSchema, isAbstractType, printSchema } from 'graphql';
import { notImplemented } from './errors';
import { resolvers as domainResolvers } from './resolvers';

import { mergeExtensions, readBackendSchema, readExtensions } from './schema-sources';

type ResolverMap = Record<string, Record<string, unknown>>;

function mergeResolvers(maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged;
}

/**
 * The executable API: the backend schema (schema/schema.graphql) with Vitrine's extensions
 * (schema/extensions.graphql), plus the domain resolvers. Root fields without a resolver
 * answer with a NOT_IMPLEMENTED error rather than null, so a missing capability is never mistaken
 * for empty data. Abstract types resolve by the `__typename` that services put on their objects.
 */
export function buildExecutableSchema(backendSdl = readBackendSchema(), extensionsSdl = readExtensions()): GraphQLSchema {
  const resolvers = mergeResolvers(domainResolvers as ResolverMap[]);
  const schema = makeExecutableSchema({ typeDefs: printSchema(mergeExtensions(backendSdl, extensionsSdl)), resolvers });
  for (const rootType of [schema.getQueryType(), schema.getMutationType()]) {
    if (!rootType) continue;
    const implemented = resolvers[rootType.name] ?? {};
    for (const field of Object.values(rootType.getFields())) {
      if (!(field.name in implemented)) {
        const name = `${rootType.name}.${field.name}`;
        field.resolve = () => {
          throw notImplemented(name);
        };
      }
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (isAbstractType(type) && !type.resolveType) {
      type.resolveType = (value: { __typename?: string }) => value.__typename;
    }
  }
  return withClientCompatibleDirectives(schema);
}

/**
 * graphql-js 16.14 lets `@deprecated` mark directive definitions too. Code generators on older
 * graphql-js (<= 16.13) cannot parse that location in the introspection they fetch, and WPGraphQL
 * does not list it, so the schema answers with `@deprecated`'s earlier locations.
 */
function withClientCompatibleDirectives(schema: GraphQLSchema): GraphQLSchema {
  const directives = schema.getDirectives().map((directive) => {
    if (directive.name !== 'deprecated' || !directive.locations.includes(DirectiveLocation.DIRECTIVE_DEFINITION)) return directive;
    const config = directive.toConfig();
    return new GraphQLDirective({ ...config, locations: config.locations.filter((location) => location !== DirectiveLocation.DIRECTIVE_DEFINITION) });
  });
  return new GraphQLSchema({ ...schema.toConfig(), directives });
}
