import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildASTSchema,
  extendSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type GraphQLInterfaceType,
  Kind,
  lexicographicSortSchema,
  parse,
  printSchema,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The schema files and how they combine (README "Refreshing the schema"):
 * - schema/schema.graphql: the backend's schema as `npm run schema:pull` prints it (WooGraphQL's names);
 * - schema/extensions.graphql: what Vitrine's server adds, written as `extend type …` and new types;
 * - schema/__generated__/storefront.graphql: the two merged, as relay-compiler reads them.
 */
const schemaDir = path.join(import.meta.dirname, '..', '..', 'schema');
export const backendSchemaPath = path.join(schemaDir, 'schema.graphql');
export const extensionsPath = path.join(schemaDir, 'extensions.graphql');
export const storefrontSchemaPath = path.join(schemaDir, '__generated__', 'storefront.graphql');

export function readBackendSchema(): string {
  return readFileSync(backendSchemaPath, 'utf8');
}

export function readExtensions(): string {
  return readFileSync(extensionsPath, 'utf8');
}

/** Sorted SDL: the same schema prints the same text, whatever order an endpoint listed it in. */
export function printStableSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

type NamedDefinition = Extract<DefinitionNode, { name: { value: string } }>;
type MemberList = 'fields' | 'values';

function hasName(definition: DefinitionNode): definition is NamedDefinition {
  return 'name' in definition && definition.name !== undefined;
}

function memberList(definition: NamedDefinition): MemberList | null {
  if ('fields' in definition) return 'fields';
  if ('values' in definition) return 'values';
  return null;
}

function memberNames(definition: NamedDefinition): string[] {
  const list = memberList(definition);
  if (!list) return [];
  const members = (definition as unknown as Record<MemberList, readonly { name: { value: string } }[] | undefined>)[list] ?? [];
  return members.map((member) => member.name.value);
}

function withMembers(definition: NamedDefinition, keep: (name: string) => boolean): NamedDefinition {
  const list = memberList(definition);
  if (!list) return definition;
  const members = (definition as unknown as Record<MemberList, readonly { name: { value: string } }[]>)[list];
  return { ...definition, [list]: members.filter((member) => keep(member.name.value)) } as NamedDefinition;
}

function isExtension(definition: NamedDefinition): boolean {
  return definition.kind.endsWith('_EXTENSION') || definition.kind.endsWith('Extension');
}

/** Type name → the member names (fields, input fields, enum values) a document adds to it, or null for a whole new type. */
function extensionMembers(extensions: DocumentNode): Map<string, Set<string> | null> {
  const added = new Map<string, Set<string> | null>();
  for (const definition of extensions.definitions) {
    if (!hasName(definition)) continue;
    if (!isExtension(definition)) {
      added.set(definition.name.value, null);
      continue;
    }
    const members = added.get(definition.name.value) ?? new Set<string>();
    for (const name of memberNames(definition)) members.add(name);
    added.set(definition.name.value, members);
  }
  return added;
}

/** A type's fields, input fields or enum values by name. */
export function memberNamesOf(type: GraphQLNamedType): Set<string> {
  if ('getFields' in type) return new Set(Object.keys(type.getFields()));
  if ('getValues' in type) return new Set(type.getValues().map((value) => value.name));
  return new Set();
}

/**
 * The backend's schema with Vitrine's extensions added. What the backend already has (a shop with
 * woonuxt-settings installed, or a schema pulled with the extensions in it) keeps the backend's definition.
 */
export function mergeExtensions(backendSdl: string, extensionsSdl: string): GraphQLSchema {
  const backend = buildASTSchema(parse(backendSdl), { assumeValidSDL: true });
  const definitions = parse(extensionsSdl).definitions.flatMap((definition): DefinitionNode[] => {
    if (!hasName(definition)) return [definition];
    const existing = backend.getType(definition.name.value);
    if (!existing) return [definition];
    if (!isExtension(definition)) return [];
    const present = memberNamesOf(existing);
    const rest = withMembers(definition, (name) => !present.has(name));
    return memberNames(rest).length > 0 ? [rest] : [];
  });
  return extendSchema(backend, { kind: Kind.DOCUMENT, definitions }, { assumeValidSDL: true });
}

/** A pulled schema less Vitrine's extensions: what schema.graphql holds, whichever backend it came from. */
export function withoutExtensions(schema: GraphQLSchema, extensionsSdl: string): GraphQLSchema {
  const added = extensionMembers(parse(extensionsSdl));
  const document = parse(printSchema(schema));
  const definitions = document.definitions.flatMap((definition): DefinitionNode[] => {
    if (!hasName(definition) || !added.has(definition.name.value)) return [definition];
    const members = added.get(definition.name.value);
    if (!members) return [];
    return [withMembers(definition, (name) => !members.has(name))];
  });
  return buildASTSchema({ ...document, definitions }, { assumeValidSDL: true });
}

/**
 * WooGraphQL 1.0.2 declares `CartItem.id` (CartItem implements Node) but never resolves it: selecting it
 * nulls the whole cart's contents. relay-compiler adds `id` to every selection of a type that has one,
 * so the storefront compiles against cart lines without it, and identifies them by `key`.
 */
function withoutCartItemIds(schema: GraphQLSchema): GraphQLSchema {
  const cartItem = schema.getType('CartItem');
  if (!isInterfaceType(cartItem)) return schema;
  const lines = new Set([cartItem.name, ...schema.getPossibleTypes(cartItem).map((type) => type.name)]);
  // A connection or edge of cart lines can no longer implement an interface whose field wants a Node.
  const wantsNodeInstead = (type: GraphQLNamedType, iface: string) => {
    const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
    const ifaceFields = (schema.getType(iface) as GraphQLInterfaceType).getFields();
    return Object.values(fields).some((field) => {
      const wanted = ifaceFields[field.name];
      return wanted && lines.has(getNamedType(field.type).name) && !lines.has(getNamedType(wanted.type).name);
    });
  };
  const document = parse(printSchema(schema));
  const definitions = document.definitions.map((definition) => {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION) return definition;
    const name = definition.name.value;
    const type = schema.getType(name)!;
    const isLine = lines.has(name);
    return {
      ...definition,
      fields: isLine ? definition.fields?.filter((field) => field.name.value !== 'id') : definition.fields,
      interfaces: definition.interfaces?.filter((iface) => !(isLine && iface.name.value === 'Node') && !wantsNodeInstead(type, iface.name.value)),
    };
  });
  return buildASTSchema({ ...document, definitions }, { assumeValidSDL: true });
}

/** The schema relay-compiler compiles the storefront against: the backend's plus the extensions, less what must never be selected. */
export function storefrontSchema(backendSdl: string, extensionsSdl: string): string {
  return printStableSchema(withoutCartItemIds(mergeExtensions(backendSdl, extensionsSdl)));
}
