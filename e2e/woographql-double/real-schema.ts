import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, DirectiveLocation, GraphQLDirective, GraphQLSchema } from 'graphql';

/** The schema a real WordPress + WooGraphQL 1.0.2 shop introspected to (see /work/shared/api/real-woographql-1.0.2.md). */
export const realSchemaPath = fileURLToPath(new URL('../../schema/fixtures/woographql-1.0.2-real.graphql', import.meta.url));

// 1.2 MB of SDL takes about half a second to build: once per process and file.
const built = new Map<string, GraphQLSchema>();

export function loadRealSchema(path = realSchemaPath): GraphQLSchema {
  let schema = built.get(path);
  if (!schema) {
    schema = withWPGraphQLDirectives(buildSchema(readFileSync(path, 'utf8')));
    built.set(path, schema);
  }
  return schema;
}

/**
 * graphql-js >= 16.14 adds DIRECTIVE_DEFINITION to `@deprecated`'s locations; WPGraphQL (graphql-php)
 * does not list it, and code generators on older graphql-js cannot read it in an introspection.
 */
function withWPGraphQLDirectives(schema: GraphQLSchema): GraphQLSchema {
  const directives = schema.getDirectives().map((directive) => {
    if (directive.name !== 'deprecated' || !directive.locations.includes(DirectiveLocation.DIRECTIVE_DEFINITION)) return directive;
    const config = directive.toConfig();
    return new GraphQLDirective({ ...config, locations: config.locations.filter((location) => location !== DirectiveLocation.DIRECTIVE_DEFINITION) });
  });
  return new GraphQLSchema({ ...schema.toConfig(), directives });
}
