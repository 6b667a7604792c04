import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Quantities are WooGraphQL's `Int`, so 2.5 or "two" never reaches a resolver: GraphQL's own
 * coercion refuses it with "Variable "$input" got invalid value 2.5 at "input.quantity"; Int cannot
 * represent non-integer value: 2.5", which a shopper cannot read. This plugin answers such a
 * refusal of a quantity (any input field named `quantity`, given as a variable or inline) with
 * "Quantity must be a whole number." and code BAD_USER_INPUT instead. Nothing executes either
 * way, so the cart is unchanged; the schema and every other error stay as WooGraphQL has them.
 */
export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number.';

/** graphql-js' variable coercion names the input path: `at "input.items[0].quantity"`. */
const VARIABLE_PATH = /^Variable "\$\w+" got invalid value .* at "(?:[\w.[\]]*\.)?quantity"; Int cannot represent/s;
/** An inline literal's error names no field: the field is the name written just before the value. */
const INLINE_INT = /^Int cannot represent /;
const BEFORE_VALUE = /\bquantity\s*:\s*$/;

function isQuantityCoercion(error: Error): boolean {
  if (!(error instanceof GraphQLError)) return false;
  if (VARIABLE_PATH.test(error.message)) return true;
  if (!INLINE_INT.test(error.message)) return false;
  const position = error.positions?.[0];
  const body = error.source?.body;
  return position !== undefined && body !== undefined && BEFORE_VALUE.test(body.slice(Math.max(0, position - 40), position));
}

function readable<E extends Error>(error: E): E | GraphQLError {
  if (!isQuantityCoercion(error) || !(error instanceof GraphQLError)) return error;
  return new GraphQLError(QUANTITY_NOT_WHOLE, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code: 'BAD_USER_INPUT' } });
}

function rewrite(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some(isQuantityCoercion)) return result;
  return { ...result, errors: result.errors.map(readable) };
}

export function quantityErrorsPlugin(): Plugin {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (result.some(isQuantityCoercion)) setResult(result.map(readable));
      };
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!(Symbol.asyncIterator in result)) setResult(rewrite(result));
        },
      };
    },
  };
}
