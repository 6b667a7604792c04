import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Product fields whose resolvers read only the card columns (ProductCardRow in product-list.ts):
 * what a product card, a price and its tax label ask for. A field not listed here makes the list
 * load whole rows, so a field added to the schema is correct before it is fast.
 */
const CARD_FIELDS = new Set([
  '__typename',
  'id',
  'databaseId',
  'name',
  'slug',
  'sku',
  'type',
  'featured',
  'onSale',
  'purchasable',
  'averageRating',
  'reviewCount',
  'image',
  'price',
  'regularPrice',
  'salePrice',
  'taxStatus',
  'taxClass',
  'stockStatus',
  'date',
  'modified',
  'uri',
  'link',
]);

/** The selections of a set with its fragments spread in, as [field name, its own selection set]. */
function* fields(set: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>): Generator<[string, SelectionSetNode | undefined]> {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'Field') yield [selection.name.value, selection.selectionSet];
    else if (selection.kind === 'InlineFragment') yield* fields(selection.selectionSet, fragments);
    else yield* fields(fragments[selection.name.value]?.selectionSet, fragments);
  }
}

/**
 * Answers per field of a parsed document: documents are parsed once and kept (Yoga's parser cache), so
 * the storefront's list query is looked at once, not on every request. A field's node belongs to one
 * document, whose fragments it is read with.
 */
const answers = new WeakMap<FieldNode, boolean>();

/** Whether every product this connection field returns (its `nodes` and `edges.node`) asks only for card fields. */
export function asksOnlyCardFields(info: GraphQLResolveInfo): boolean {
  if (info.fieldNodes.length !== 1) return readsOnlyCardFields(info);
  const field = info.fieldNodes[0]!;
  let answer = answers.get(field);
  if (answer === undefined) answers.set(field, (answer = readsOnlyCardFields(info)));
  return answer;
}

function readsOnlyCardFields(info: GraphQLResolveInfo): boolean {
  const productSelections: (SelectionSetNode | undefined)[] = [];
  for (const fieldNode of info.fieldNodes) {
    for (const [name, selection] of fields(fieldNode.selectionSet, info.fragments)) {
      if (name === 'nodes') productSelections.push(selection);
      if (name === 'edges') for (const [edgeField, node] of fields(selection, info.fragments)) if (edgeField === 'node') productSelections.push(node);
    }
  }
  return productSelections.every((selection) => [...fields(selection, info.fragments)].every(([name]) => CARD_FIELDS.has(name)));
}
