import { Kind, visit, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * The operation with every fragment spread replaced by an inline fragment of the same type condition, so
 * a walk over it sees each selection where it lands in the response. The document must be valid (no
 * unknown or cyclic fragments).
 */
export function inlineFragments(document: DocumentNode, operation: OperationDefinitionNode): OperationDefinitionNode {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return visit(operation, {
    // visit() goes on into the node it is given back, so spreads inside the fragment are inlined too.
    FragmentSpread(spread) {
      const fragment = fragments.get(spread.name.value);
      if (!fragment) return null;
      return { kind: Kind.INLINE_FRAGMENT, typeCondition: fragment.typeCondition, directives: spread.directives, selectionSet: fragment.selectionSet };
    },
  });
}

/** The root fields of an operation whose fragments are inlined, in document order. */
export function rootFields(operation: OperationDefinitionNode): FieldNode[] {
  const fields: FieldNode[] = [];
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
    }
  };
  collect(operation.selectionSet);
  return fields;
}

export function responseKey(field: FieldNode): string {
  return field.alias?.value ?? field.name.value;
}
