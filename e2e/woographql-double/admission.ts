import {
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { GraphQLParams } from './http-params';
import { refusalError, requestError, type WPGraphQLError } from './wpgraphql-format';

export type Admission =
  | { admitted: true; document: DocumentNode; operation: OperationDefinitionNode }
  /** The operation is there when the document parsed and holds the one asked for. */
  | { admitted: false; errors: WPGraphQLError[]; operation?: OperationDefinitionNode };

/**
 * Whether the real shop would execute this operation at all: it parses, validates against the real
 * schema, and its variables coerce to the real input types (a field or enum value only Vitrine has is
 * refused here, as WPGraphQL refuses it). The checks run in graphql-php's order, so a request with
 * several problems is refused for the one the real shop names.
 */
export function admit(schema: GraphQLSchema, params: GraphQLParams, method: string): Admission {
  let operation: OperationDefinitionNode | undefined;
  const refuse = (errors: WPGraphQLError[]): Admission => ({ admitted: false, errors, operation });
  let document: DocumentNode;
  try {
    document = parse(params.query);
  } catch (error) {
    if (error instanceof GraphQLError) return refuse([refusalError(error)]);
    throw error;
  }
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  // graphql-php picks the operation before validating (AST::getOperation: the named one, else the first).
  operation = params.operationName ? operations.find((candidate) => candidate.name?.value === params.operationName) : operations[0];
  if (!operation) return refuse([requestError('Failed to determine operation type')]);
  if (method === 'GET' && operation.operation !== 'query') return refuse([requestError('GET supports only query operation')]);

  const invalid = validate(schema, document);
  if (invalid.length) return refuse(invalid.map(refusalError));
  if (!params.operationName && operations.length > 1) {
    operation = undefined;
    return refuse([refusalError(new GraphQLError('Must provide operation name if query contains multiple operations.'))]);
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], params.variables ?? {}, { maxErrors: 50 });
  if (coerced.errors) return refuse(coerced.errors.map(refusalError));
  return { admitted: true, document, operation };
}
