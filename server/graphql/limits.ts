import {
  GraphQLError,
  defaultFieldResolver,
  Kind,
  getNamedType,
  isObjectType,
  isInterfaceType,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Guards against operations that would cost the server far more than any storefront screen needs.
 * The storefront's heaviest query (the full product list with terms) stays far below every limit.
 */
export interface QueryLimits {
  maxDocumentLength: number;
  maxDepth: number;
  maxAliases: number;
  /**
   * Estimated field resolutions, an upper bound: each field counts once per item of the lists around
   * it, every connection assumed full (`first`, clamped to maxPageSize).
   */
  maxCost: number;
  /**
   * Items all connections of one operation may really return together. The estimate must assume every
   * nested connection is full (100 cart lines × 100 variations each), which real data rarely is; this
   * bound counts what is returned, so aliased fan-outs such as twelve `products(first: 100) { related(first: 100) }`
   * stop at the budget instead of loading 120,000 products.
   */
  maxItems: number;
  /** Items a connection field is assumed to return when the operation does not say (WPGraphQL: 10). */
  defaultPageSize: number;
  maxPageSize: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxDocumentLength: 100_000,
  maxDepth: 20,
  maxAliases: 60,
  maxCost: 1_000_000,
  maxItems: 25_000,
  defaultPageSize: 10,
  maxPageSize: 100,
};

/** Reads GRAPHQL_MAX_COST and GRAPHQL_MAX_ITEMS over the defaults (config.ts validates them). */
export function queryLimitsFromConfig(config: { maxPageSize: number; maxQueryCost: number; maxQueryItems: number }): QueryLimits {
  return { ...DEFAULT_QUERY_LIMITS, maxPageSize: config.maxPageSize, maxCost: config.maxQueryCost, maxItems: config.maxQueryItems };
}

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_LIMIT_EXCEEDED' } });
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
}

function intValue(node: ValueNode | undefined, variables: Record<string, unknown>): number | null {
  if (!node) return null;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === 'number' ? value : null;
  }
  return null;
}

/** Walks an operation's selections (through fragments, each once per path) measuring depth and cost. */
function measure(
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType | null,
  fragments: Map<string, FragmentDefinitionNode>,
  schema: GraphQLSchema,
  limits: QueryLimits,
  variables: Record<string, unknown>,
  depth: number,
  visiting: Set<string>,
): { depth: number; cost: number } {
  let deepest = depth;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const result = measureField(selection, parentType, fragments, schema, limits, variables, depth, visiting);
      deepest = Math.max(deepest, result.depth);
      cost += result.cost;
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null;
    if (!fragment || (name && visiting.has(name))) continue;
    if (name) visiting.add(name);
    const typeName = fragment.typeCondition?.name.value;
    const type = typeName ? (schema.getType(typeName) as GraphQLCompositeType | undefined) ?? parentType : parentType;
    const result = measure(fragment.selectionSet, type, fragments, schema, limits, variables, depth, visiting);
    if (name) visiting.delete(name);
    deepest = Math.max(deepest, result.depth);
    cost += result.cost;
  }
  return { depth: deepest, cost };
}

function measureField(
  field: FieldNode,
  parentType: GraphQLCompositeType | null,
  fragments: Map<string, FragmentDefinitionNode>,
  schema: GraphQLSchema,
  limits: QueryLimits,
  variables: Record<string, unknown>,
  depth: number,
  visiting: Set<string>,
): { depth: number; cost: number } {
  if (!field.selectionSet) return { depth: depth + 1, cost: 1 };
  const definition = parentType && (isObjectType(parentType) || isInterfaceType(parentType)) ? parentType.getFields()[field.name.value] : undefined;
  const argument = (name: string) => field.arguments?.find((arg) => arg.name.value === name)?.value;
  const paged = definition?.args.some((arg) => arg.name === 'first');
  const requested = intValue(argument('first'), variables) ?? intValue(argument('last'), variables);
  const multiplier = paged ? Math.max(1, Math.min(requested ?? limits.defaultPageSize, limits.maxPageSize)) : 1;
  const childType = definition ? (getNamedType(definition.type) as GraphQLCompositeType) : null;
  const inner = measure(field.selectionSet, childType, fragments, schema, limits, variables, depth + 1, visiting);
  return { depth: inner.depth, cost: 1 + multiplier * inner.cost };
}

/** The operation's deepest field and estimated cost (`first`/`last` taken from the variables). */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, limits: QueryLimits, variables: Record<string, unknown>) {
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  return measure(operation.selectionSet, root ?? null, fragmentsOf(document), schema, limits, variables, 0, new Set());
}

/** Depth and aliases need no variables, so they are checked with the other validation rules. */
function shapeRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => ({
    Document(document) {
      const aliases = countAliases(document.definitions.flatMap((definition) => ('selectionSet' in definition && definition.selectionSet ? [definition.selectionSet] : [])));
      if (aliases > limits.maxAliases) context.reportError(limitError(`The query uses ${aliases} aliases; at most ${limits.maxAliases} are allowed.`));
    },
    OperationDefinition(operation) {
      const { depth } = operationCost(context.getSchema(), context.getDocument(), operation, limits, {});
      if (depth > limits.maxDepth) context.reportError(limitError(`The query is nested ${depth} levels deep; at most ${limits.maxDepth} are allowed.`));
    },
  });
}

function countAliases(sets: readonly SelectionSetNode[]): number {
  let count = 0;
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD && selection.alias) count += 1;
      if ('selectionSet' in selection && selection.selectionSet) visit(selection.selectionSet);
    }
  };
  sets.forEach(visit);
  return count;
}

/** Yoga plugin: document size before parsing, depth and aliases while validating, cost before executing. */
export function queryLimitsPlugin(limits: QueryLimits = DEFAULT_QUERY_LIMITS): Plugin {
  return {
    onParse({ params }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      if (source.length > limits.maxDocumentLength) {
        throw limitError(`The query is too large (${source.length} characters; at most ${limits.maxDocumentLength}).`);
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(shapeRule(limits));
    },
    onExecute({ args, setResultAndStopExecution }) {
      if (args.contextValue && typeof args.contextValue === 'object') {
        (args.contextValue as BudgetHolder)[ITEM_BUDGET] = { remaining: limits.maxItems, limit: limits.maxItems };
      }
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION && (!args.operationName || definition.name?.value === args.operationName),
      );
      if (!operation) return;
      const { cost } = operationCost(args.schema, document, operation, limits, (args.variableValues ?? {}) as Record<string, unknown>);
      if (cost > limits.maxCost) {
        setResultAndStopExecution({
          errors: [limitError(`The query is too expensive (estimated ${cost} fields; at most ${limits.maxCost}). Ask for fewer items or fields.`)],
        });
      }
    },
  };
}

const ITEM_BUDGET = Symbol('connection item budget');
interface BudgetHolder {
  [ITEM_BUDGET]?: { remaining: number; limit: number };
}

function itemsOf(result: unknown): number {
  if (!result || typeof result !== 'object') return 0;
  // Edges only when there are no nodes: a connection may make its edges when they are asked.
  const nodes = (result as { nodes?: unknown }).nodes;
  if (Array.isArray(nodes)) return nodes.length;
  const edges = (result as { edges?: unknown }).edges;
  return Array.isArray(edges) ? edges.length : 0;
}

function overBudget(budget: { limit: number }): GraphQLError {
  return limitError(`The query returns too many items (more than ${budget.limit} in its connections). Ask for fewer items or fields.`);
}

function charge(context: unknown, result: unknown): unknown {
  const budget = (context as BudgetHolder | null)?.[ITEM_BUDGET];
  if (!budget) return result;
  budget.remaining -= itemsOf(result);
  if (budget.remaining < 0) throw overBudget(budget);
  return result;
}

/**
 * Charges every connection's returned items (fields with a `first` argument) to the operation's item
 * budget, set by queryLimitsPlugin; past the budget each further connection answers an error instead of
 * loading more. Wraps the schema's resolvers in place and returns the schema.
 */
export function chargeConnectionItems(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((arg) => arg.name === 'first')) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        // Once the budget is spent, further connections are refused before they query anything.
        const budget = (context as BudgetHolder | null)?.[ITEM_BUDGET];
        if (budget && budget.remaining < 0) throw overBudget(budget);
        const result = resolve(source, args, context, info);
        return isPromiseLike(result) ? Promise.resolve(result).then((value) => charge(context, value)) : charge(context, result);
      };
    }
  }
  return schema;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
