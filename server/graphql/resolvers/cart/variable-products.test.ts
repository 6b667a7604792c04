import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chosenAttributes, chosenVariation, normalizeAttributeName, type Selection } from '../../../../src/catalog/variations';
import { generateSyntheticCatalog } from '../../../seed/synthetic';
import { createTestServer, createTestServerOn, type GraphQLResponse, type TestServer } from '../../../test/api';
import { createEmptyDatabase, testDatabaseKinds } from '../../../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';

const VARIABLE_SLUGS = /* GraphQL */ `
  query VariableProducts($after: String) {
    products(first: 100, after: $after, where: { typeIn: [VARIABLE] }) { pageInfo { hasNextPage endCursor } nodes { slug } }
  }
`;

/** What the product page reads to offer the variation choice (useVariationSelection's fragment). */
const VARIABLE_PRODUCT = /* GraphQL */ `
  query VariableProduct($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      databaseId slug
      ... on ProductWithAttributes { attributes(first: 20) { nodes { name options variation } } }
      ... on ProductWithVariations {
        variations(first: 100) { nodes { databaseId purchasable stockStatus attributes(first: 20) { nodes { name value } } } }
      }
    }
  }
`;

const ADD = /* GraphQL */ `
  mutation Add($input: AddToCartInput!) {
    addToCart(input: $input) { cartItem { variation { node { databaseId } attributes { name value } } } }
  }
`;

interface VariableProduct {
  databaseId: number;
  slug: string;
  attributes: { nodes: { name: string; options: string[] | null; variation: boolean }[] };
  variations: { nodes: { databaseId: number; purchasable: boolean; stockStatus: string; attributes: { nodes: { name: string; value: string }[] } | null }[] };
}

type SlugPage = { products: { pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: { slug: string }[] } };

async function variableProducts(server: TestServer): Promise<VariableProduct[]> {
  const slugs: string[] = [];
  let after: string | null = null;
  do {
    const response: GraphQLResponse<SlugPage> = await server.graphql<SlugPage>(VARIABLE_SLUGS, { after });
    expect(response.errors).toBeUndefined();
    slugs.push(...response.data!.products.nodes.map((node) => node.slug));
    after = response.data!.products.pageInfo.hasNextPage ? response.data!.products.pageInfo.endCursor : null;
  } while (after);
  return Promise.all(
    slugs.map(async (slug) => {
      const response = await server.graphql<{ product: VariableProduct }>(VARIABLE_PRODUCT, { slug });
      expect(response.errors).toBeUndefined();
      return response.data!.product;
    }),
  );
}

/** Every combination of the offered options, as a shopper can click them. */
function combinations(attributes: { name: string; options: string[] }[]): Selection[] {
  return attributes.reduce<Selection[]>(
    (partial, attribute) => partial.flatMap((selection) => attribute.options.map((option) => ({ ...selection, [attribute.name]: option }))),
    [{}],
  );
}

/**
 * Walks every variable product through the API as the product page does: the options it shows, the
 * variation a complete choice names, and Add to cart with the chosen values. Returns what failed.
 */
async function buyEveryCombination(server: TestServer): Promise<{ combinations: number; problems: string[] }> {
  const problems: string[] = [];
  let tried = 0;
  for (const product of await variableProducts(server)) {
    const attributes = product.attributes.nodes
      .filter((attribute) => attribute.variation)
      .map((attribute) => ({ name: normalizeAttributeName(attribute.name), options: attribute.options ?? [] }));
    const names = attributes.map((attribute) => attribute.name);
    for (const attribute of attributes) if (attribute.options.length === 0) problems.push(`${product.slug}: ${attribute.name} offers no options`);
    const choices = product.variations.nodes.map((variation) => ({
      databaseId: variation.databaseId,
      attributes: Object.fromEntries((variation.attributes?.nodes ?? []).map((attribute) => [normalizeAttributeName(attribute.name), attribute.value])),
      available: variation.purchasable && variation.stockStatus !== 'OUT_OF_STOCK',
    }));
    for (const choice of choices) {
      for (const [name, value] of Object.entries(choice.attributes)) {
        const offered = attributes.find((attribute) => attribute.name === name)?.options ?? [];
        if (value && !offered.includes(value)) problems.push(`${product.slug}: variation ${choice.databaseId} has ${name}=${value}, not offered`);
      }
    }
    for (const selection of combinations(attributes)) {
      const chosen = chosenVariation(choices, selection, names);
      if (!chosen?.available) continue;
      tried += 1;
      const response = await new Shopper(server).send(ADD, {
        input: { productId: product.databaseId, variationId: chosen.databaseId, quantity: 1, variation: chosenAttributes(selection, names) },
      });
      const label = `${product.slug} ${JSON.stringify(selection)}`;
      if (response.errors) {
        problems.push(`${label}: ${response.errors[0]!.message}`);
        continue;
      }
      const line = response.data!.addToCart.cartItem;
      if (line.variation.node.databaseId !== chosen.databaseId) problems.push(`${label}: added variation ${line.variation.node.databaseId}`);
      const lineValues = Object.fromEntries(line.variation.attributes.map((attribute: { name: string; value: string }) => [normalizeAttributeName(attribute.name), attribute.value]));
      if (JSON.stringify(lineValues) !== JSON.stringify(selection)) problems.push(`${label}: the line says ${JSON.stringify(lineValues)}`);
    }
  }
  return { combinations: tried, problems };
}

describe.each(testDatabaseKinds)('every variable product can be bought in every available combination on %s', (kind) => {
  it('in the demo shop (V-Neck T-Shirt accepts any size, Hoodie needs a logo choice)', async () => {
    const server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    try {
      const { combinations: tried, problems } = await buyEveryCombination(server);
      expect(problems).toEqual([]);
      // V-Neck: 3 colours x 3 sizes; Hoodie: its in-stock colour and logo pairs.
      expect(tried).toBeGreaterThanOrEqual(9 + 3);
    } finally {
      await server.close();
    }
  });

  it('in a synthetic catalogue', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-variable-'));
    const database = await createEmptyDatabase(kind, dir);
    await generateSyntheticCatalog(database.db, { products: 30, seed: 11, dataDir: dir });
    const server = await createTestServerOn(database, { SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: dir });
    try {
      const { combinations: tried, problems } = await buyEveryCombination(server);
      expect(problems).toEqual([]);
      expect(tried).toBeGreaterThan(10);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
