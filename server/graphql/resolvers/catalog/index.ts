import { Kind, parse } from 'graphql';
import { readBackendSchema, readExtensions } from '../../schema-sources';
import { collectionStatsResolvers } from './collection-stats';
import { nodeResolvers } from './node';
import { facetResolvers, productResolvers } from './products';
import { reviewResolvers } from './reviews';
import { termResolvers } from './terms';

type ResolverMap = Record<string, Record<string, unknown>>;

/** Field names per object type of the schema the server executes (definitions and extensions). */
function contractFields(): Map<string, Set<string>> {
  const document = parse(`${readBackendSchema()}\n${readExtensions()}`);
  const fields = new Map<string, Set<string>>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const set = fields.get(definition.name.value) ?? new Set<string>();
    for (const field of definition.fields ?? []) set.add(field.name.value);
    fields.set(definition.name.value, set);
  }
  return fields;
}

/**
 * The product types share one field map (ProductUnion and friends), but each concrete type has only
 * some of those fields; keep the ones the contract declares so the schema accepts the map.
 */
function onlyContractFields(map: ResolverMap, fields: Map<string, Set<string>>): ResolverMap {
  return Object.fromEntries(
    Object.entries(map).map(([type, resolvers]) => {
      const known = fields.get(type);
      return [type, known ? Object.fromEntries(Object.entries(resolvers).filter(([name]) => known.has(name) || name.startsWith('__'))) : resolvers];
    }),
  );
}

const fields = contractFields();

/** The catalogue's resolver maps: products and variations, media, terms, reviews, node(id), collection stats. */
export const catalogResolvers = [productResolvers, facetResolvers, termResolvers, reviewResolvers, nodeResolvers, collectionStatsResolvers].map((map) =>
  onlyContractFields(map as ResolverMap, fields),
);
