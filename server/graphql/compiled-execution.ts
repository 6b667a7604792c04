import { useGraphQlJit } from '@envelop/graphql-jit';
import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Runs the operations a storefront sends again and again compiled (graphql-jit): the operation becomes
 * one function that calls the resolvers of exactly its fields, instead of graphql-js walking the
 * document, collecting fields and checking types for every object of every answer. On the product
 * list at 100k products that was about a fifth of the server's CPU per request.
 *
 * Compiling costs 4-7 ms for a storefront query (two or three requests' worth), so a document is
 * compiled only once it has run COMPILE_AFTER times: the storefront's documents run thousands of
 * times, while a one-off query (an API explorer, a probe, a flood of distinct documents) is
 * interpreted and never pays for a compilation.
 *
 * A subscription, an operation type the schema lacks and any document graphql-jit cannot compile run
 * interpreted, so they are answered in graphql-js's words (graphql-jit would answer an unexpected
 * error). Operations whose variables the compiled operation refuses run again interpreted, so the
 * refusal reads as graphql-js words it, naming the input path (quantity-errors.ts makes quantities'
 * readable): graphql-jit's own coercion words it differently. (Checking the variables with graphql-js
 * before every compiled run coerced them twice.)
 *
 * A compiled operation's field errors carry their locations but not the document's nodes, which
 * Yoga reads the locations from when it masks or serialises an error: they are given their nodes, so
 * an error reads the same either way.
 */
export const COMPILE_AFTER = 10;

/** `compileAfter`: runs of a document before it is compiled (0 compiles every document at once). */
export function compiledExecutionPlugins(compileAfter = COMPILE_AFTER): Plugin[] {
  const executions = new WeakMap<DocumentNode, number>();
  // Documents graphql-jit could not compile: they run interpreted, as graphql-js answers them.
  const uncompilable = new WeakSet<DocumentNode>();
  let compilationFailed = false;
  const jit = useGraphQlJit({}, { onError: () => (compilationFailed = true) }) as Plugin;
  const worthCompiling = ({ schema, document, operationName }: ExecutionArgs): boolean => {
    if (uncompilable.has(document)) return false;
    const runs = executions.get(document) ?? 0;
    if (runs < compileAfter) {
      executions.set(document, runs + 1);
      return false;
    }
    const operation = getOperationAST(document, operationName);
    // graphql-js answers an operation type the schema lacks (`subscription { x }`) with its own words.
    return !!operation && operation.operation !== OperationTypeNode.SUBSCRIPTION && !!schema.getRootType(operation.operation);
  };
  const compiled: Plugin = {
    onExecute(payload) {
      if (!worthCompiling(payload.args)) return;
      const interpreted = payload.executeFn;
      return jit.onExecute!({
        ...payload,
        setExecuteFn: (compiledFn) =>
          payload.setExecuteFn((args) => {
            // graphql-jit compiles synchronously on a document's first compiled run, and answers a
            // document it cannot compile with its own error: that document runs interpreted instead.
            compilationFailed = false;
            const result = compiledFn(args);
            if (!compilationFailed && !refusedVariables(result)) return result;
            if (compilationFailed) uncompilable.add(args.document);
            return interpreted(args);
          }),
      });
    },
  };
  const locatedErrors: Plugin = {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const unlocated = result.errors?.filter((error) => !error.nodes && error.path) ?? [];
          const operation = unlocated.length ? getOperationAST(args.document, args.operationName) : null;
          if (!operation) return;
          // In place, not copied: the request's log scope (error-log.ts) is kept by the error object.
          for (const error of unlocated) Object.defineProperty(error, 'nodes', { value: fieldNodesAt(args.document, operation, error.path!) });
        },
      };
    },
  };
  return [compiled, locatedErrors];
}

/** A compiled operation answers variables it refuses with errors alone, at once: no `data`, not even null. */
function refusedVariables(result: unknown): boolean {
  return !!result && typeof result === 'object' && !(result instanceof Promise) && !('data' in result) && Array.isArray((result as { errors?: unknown }).errors);
}

/** The document's field nodes answering at `path` (response keys; list indexes skipped). */
function fieldNodesAt(document: DocumentNode, operation: OperationDefinitionNode, path: readonly (string | number)[]): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let sets: SelectionSetNode[] = [operation.selectionSet];
  let nodes: FieldNode[] = [];
  for (const key of path) {
    if (typeof key === 'number') continue;
    nodes = [];
    const visit = (set: SelectionSetNode) => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if ((selection.alias ?? selection.name).value === key) nodes.push(selection);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
        else {
          const fragment = fragments.get(selection.name.value);
          if (fragment) visit(fragment.selectionSet);
        }
      }
    };
    sets.forEach(visit);
    sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  }
  return nodes;
}
