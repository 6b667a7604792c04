import {
  getNullableType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isUnionType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { responseKey } from './operation-shape';
import type { WPGraphQLError } from './wpgraphql-format';

/** A selection set as the response shows it: fields by response key, merged across fragments, in execution order. */
interface Selections {
  fields: Map<string, SelectedField>;
}

interface SelectedField extends Selections {
  type: GraphQLOutputType;
  /** `id` of a cart line: declared `ID!` by WooGraphQL 1.0.2, but its resolver always fails. */
  unresolved: boolean;
}

/**
 * Where an operation (fragments inlined) asks for a CartItem's `id`: the selections leading to each such
 * field, or null when it asks for none.
 */
export function findCartItemIds(schema: GraphQLSchema, operation: OperationDefinitionNode): Selections | null {
  const cartItem = schema.getType('CartItem');
  if (!isInterfaceType(cartItem)) return null;
  const root: Selections = { fields: new Map() };
  const open: Selections[] = [root];
  const typeInfo = new TypeInfo(schema);
  visit(
    operation,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          const parent = open[open.length - 1]!;
          const key = responseKey(node);
          let field = parent.fields.get(key);
          if (!field) {
            field = { type: typeInfo.getType()!, unresolved: false, fields: new Map() };
            parent.fields.set(key, field);
          }
          const parentType = typeInfo.getParentType();
          const onCartItem = !!parentType && !isUnionType(parentType) && (parentType === cartItem || schema.isSubType(cartItem, parentType));
          if (node.name.value === 'id' && onCartItem) field.unresolved = true;
          open.push(field);
        },
        leave() {
          open.pop();
        },
      },
    }),
  );
  return keepPathsToUnresolved(root) ? root : null;
}

/** Drops the selections that lead to no unresolved field; tells whether any is left. */
function keepPathsToUnresolved(selections: Selections): boolean {
  for (const [key, field] of selections.fields) {
    if (!keepPathsToUnresolved(field) && !field.unresolved) selections.fields.delete(key);
  }
  return selections.fields.size > 0;
}

const FAILED = Symbol('a non-null field failed');
/**
 * The answer as the real shop gives it: each selected cart-line `id` fails with "Internal server error",
 * and the failure nulls the nearest nullable field above it, as GraphQL execution does. For a cart's
 * `contents { nodes { id } }` that is `contents` (nodes and their items are non-null), with one error at
 * the first line; an empty cart has no line to fail.
 */
export function failCartItemIds(data: Record<string, unknown>, selections: Selections): { data: Record<string, unknown> | null; errors: WPGraphQLError[] } {
  const errors: WPGraphQLError[] = [];
  const completed = completeObject(data, selections, [], errors);
  return { data: completed === FAILED ? null : (completed as Record<string, unknown>), errors };
}

function completeObject(object: Record<string, unknown>, selections: Selections, path: (string | number)[], errors: WPGraphQLError[]): unknown {
  const result = { ...object };
  for (const [key, field] of selections.fields) {
    // Absent: the field was skipped, or its fragment is for another runtime type.
    if (!(key in result)) continue;
    let value: unknown;
    if (field.unresolved) {
      errors.push({ message: 'Internal server error', path: [...path, key] });
      value = isNonNullType(field.type) ? FAILED : null;
    } else {
      value = completeValue(result[key], field.type, field, [...path, key], errors);
    }
    // Execution stops at a failed non-null field: the fields after it are never resolved.
    if (value === FAILED) return FAILED;
    result[key] = value;
  }
  return result;
}

function completeValue(value: unknown, type: GraphQLOutputType, field: SelectedField, path: (string | number)[], errors: WPGraphQLError[]): unknown {
  const completed = completeNullable(value, getNullableType(type), field, path, errors);
  return completed === FAILED && !isNonNullType(type) ? null : completed;
}

function completeNullable(value: unknown, type: GraphQLOutputType, field: SelectedField, path: (string | number)[], errors: WPGraphQLError[]): unknown {
  if (value === null || value === undefined) return null;
  if (isListType(type) && Array.isArray(value)) {
    const items: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const completed = completeValue(item, type.ofType, field, [...path, index], errors);
      if (completed === FAILED) return FAILED;
      items.push(completed);
    }
    return items;
  }
  return typeof value === 'object' ? completeObject(value as Record<string, unknown>, field, path, errors) : value;
}
