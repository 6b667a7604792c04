import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../../db/schema';
import { formatPrice, priceFormat } from '../../../services/catalog/prices';
import { createTestServer, type GraphQLResponse, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { addCatalogFixtures } from './catalog-fixtures';

const STATS = /* GraphQL */ `
  query Stats(
    $where: CollectionStatsWhereArgs
    $taxonomies: [CollectionStatsQueryInput]
    $price: Boolean
    $ratings: Boolean
    $stock: Boolean
    $page: Int
    $perPage: Int
  ) {
    collectionStats(calculatePriceRange: $price, calculateRatingCounts: $ratings, calculateStockStatusCounts: $stock, taxonomies: $taxonomies, where: $where) {
      priceRange { minPrice maxPrice rawMin: minPrice(format: RAW) rawMax: maxPrice(format: RAW) formattedMin: minPrice(format: FORMATTED) }
      attributeCounts(page: $page, perPage: $perPage) { slug label name terms { termId count node { __typename databaseId name slug } } }
      ratingCounts { rating count }
      stockStatusCounts { status count }
    }
  }
`;

const LIST = /* GraphQL */ `
  query List($where: RootQueryToProductConnectionWhereArgs) {
    products(first: 100, where: $where) { found nodes { databaseId } }
  }
`;

interface Stats {
  priceRange: { minPrice: string | null; maxPrice: string | null; rawMin: string | null; rawMax: string | null; formattedMin: string | null };
  attributeCounts: {
    slug: string;
    label: string;
    name: string;
    terms: { termId: string; count: number; node: { __typename: string; databaseId: number; name: string; slug: string } | null }[];
  }[];
  ratingCounts: { rating: number; count: number }[];
  stockStatusCounts: { status: string; count: number }[];
}

type Where = Record<string, any>;
type Taxonomy = { taxonomy: string; relation?: 'AND' | 'OR' };

const ALL = { price: true, ratings: true, stock: true };
const color = (terms: string[], operator = 'IN') => ({ taxonomy: 'PA_COLOR', terms, operator });

describe.each(testDatabaseKinds)('collectionStats on %s', (kind) => {
  let server: TestServer;

  async function stats(where: Where, taxonomies: Taxonomy[] = [], flags: Record<string, unknown> = ALL): Promise<Stats> {
    const response = await server.graphql<{ collectionStats: Stats }>(STATS, { where, taxonomies, ...flags });
    expect(response.errors, JSON.stringify(where)).toBeUndefined();
    return response.data!.collectionStats;
  }
  async function list(where: Where): Promise<number[]> {
    const response = await server.graphql<{ products: { found: number; nodes: { databaseId: number }[] } }>(LIST, { where });
    expect(response.errors, JSON.stringify(where)).toBeUndefined();
    expect(response.data!.products.found).toBe(response.data!.products.nodes.length);
    return response.data!.products.nodes.map((node) => node.databaseId);
  }
  const found = async (where: Where) => (await list(where)).length;
  const counts = (result: Stats, slug: string) =>
    Object.fromEntries((result.attributeCounts.find((entry) => entry.slug === slug)?.terms ?? []).map((term) => [term.node!.slug, term.count]));
  /** `where` with one more attribute query, AND-joined to the ones it has. */
  const withAttribute = (where: Where, query: Record<string, unknown>) => ({
    ...where,
    attributes: { ...where.attributes, queries: [...(where.attributes?.queries ?? []), query] },
  });

  beforeAll(async () => {
    server = await createTestServer(kind);
    await addCatalogFixtures(server.database.db);
  });
  afterAll(() => server.close());

  // Price bounds: the products list takes shown prices, collectionStats (the Store API's filters) the smallest unit.
  const COLLECTIONS: { name: string; list: Where; stats: Where }[] = [
    { name: 'everything', list: {}, stats: {} },
    { name: 'a category', list: { categoryIn: ['clothing'] }, stats: { categoryIn: ['clothing'] } },
    { name: 'a colour', list: { attributes: { queries: [color(['blue'])] } }, stats: { attributes: { queries: [color(['blue'])] } } },
    { name: 'a search', list: { search: 'shirt' }, stats: { search: 'shirt' } },
    { name: 'on sale', list: { onSale: true }, stats: { onSale: true } },
    { name: 'a price range', list: { minPrice: 10, maxPrice: 50 }, stats: { minPrice: 1000, maxPrice: 5000 } },
    {
      name: 'several filters',
      list: { categoryIn: ['clothing'], stockStatus: ['IN_STOCK'], minPrice: 15, attributes: { queries: [color(['blue'], 'NOT_IN')] } },
      stats: { categoryIn: ['clothing'], stockStatus: ['IN_STOCK'], minPrice: 1500, attributes: { queries: [color(['blue'], 'NOT_IN')] } },
    },
  ];

  it.each(COLLECTIONS)('counts agree with the products list under the same where: $name', async ({ list: listWhere, stats: statsWhere }) => {
    const result = await stats(statsWhere, [{ taxonomy: 'PA_COLOR', relation: 'AND' }, { taxonomy: 'PA_SIZE', relation: 'AND' }]);
    const ids = await list(listWhere);
    expect(ids.length).toBeGreaterThan(0);
    expect(result.attributeCounts[0]!.terms.length).toBeGreaterThan(0);

    // Stock statuses: all three in WooCommerce's order, each without the collection's own stockStatus.
    expect(result.stockStatusCounts.map((entry) => entry.status)).toEqual(['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER']);
    for (const { status, count } of result.stockStatusCounts) expect(count, status).toBe(await found({ ...listWhere, stockStatus: [status] }));
    if (!listWhere.stockStatus) expect(result.stockStatusCounts.reduce((sum, entry) => sum + entry.count, 0)).toBe(ids.length);

    // Ratings: rated products only, ascending, without the collection's own rating.
    expect(result.ratingCounts.map((entry) => entry.rating)).toEqual([...result.ratingCounts.map((entry) => entry.rating)].sort());
    for (const rating of [1, 2, 3, 4, 5]) {
      const count = result.ratingCounts.find((entry) => entry.rating === rating)?.count ?? 0;
      expect(count, `rating ${rating}`).toBe(await found({ ...listWhere, rating: [rating] }));
    }

    // AND counts: the products of the collection that have the term, terms without any left out, by term id.
    for (const entry of result.attributeCounts) {
      expect(entry.terms.map((term) => Number(term.termId))).toEqual(entry.terms.map((term) => Number(term.termId)).sort((a, b) => a - b));
      for (const term of entry.terms) {
        expect(term.count).toBeGreaterThan(0);
        expect(term.count, `${entry.slug} ${term.node!.slug}`).toBe(await found(withAttribute(listWhere, { taxonomy: entry.slug, ids: [Number(term.termId)], operator: 'IN' })));
      }
    }
    const colours = await server.graphql<{ terms: { nodes: { databaseId: number }[] } }>(`{ terms(first: 100, where: { taxonomies: [PACOLOR] }) { nodes { databaseId } } }`);
    for (const { databaseId } of colours.data!.terms.nodes) {
      const listed = result.attributeCounts[0]!.terms.some((term) => Number(term.termId) === databaseId);
      const having = await found(withAttribute(listWhere, { taxonomy: 'PA_COLOR', ids: [databaseId], operator: 'IN' }));
      expect(listed, `colour ${databaseId}`).toBe(having > 0);
    }

    // Price range: the stored prices of the collection without its own price bounds.
    const unbounded = await list({ ...listWhere, minPrice: null, maxPrice: null });
    const rows = unbounded.length ? await server.database.db.select({ min: products.minPrice, max: products.maxPrice }).from(products).where(inArray(products.id, unbounded)) : [];
    const low = rows.length ? Math.min(...rows.map((row) => Number(row.min))) : null;
    const high = rows.length ? Math.max(...rows.map((row) => Number(row.max))) : null;
    expect(result.priceRange.rawMin).toBe(low === null ? null : low.toFixed(4));
    expect(result.priceRange.rawMax).toBe(high === null ? null : high.toFixed(4));
  });

  it('answers the shapes WooGraphQL answers when nothing is asked for, and for an empty collection', async () => {
    const nothing = await stats({}, [], {});
    expect(nothing).toEqual({
      priceRange: { minPrice: null, maxPrice: null, rawMin: null, rawMax: null, formattedMin: null },
      attributeCounts: [],
      ratingCounts: [],
      stockStatusCounts: [],
    });
    const empty = await stats({ categoryIn: ['no-such-category'] }, [{ taxonomy: 'PA_COLOR' }]);
    expect(empty.priceRange).toEqual({ minPrice: null, maxPrice: null, rawMin: null, rawMax: null, formattedMin: null });
    expect(empty.attributeCounts).toEqual([{ slug: 'PA_COLOR', label: 'Color', name: 'Color', terms: [] }]);
    expect(empty.ratingCounts).toEqual([]);
    expect(empty.stockStatusCounts).toEqual([
      { status: 'IN_STOCK', count: 0 },
      { status: 'OUT_OF_STOCK', count: 0 },
      { status: 'ON_BACKORDER', count: 0 },
    ]);
  });

  it('priceRange: RAW is the lookup decimal in major units, FORMATTED the shop price; where prices are in the smallest unit', async () => {
    const { priceRange } = await stats({});
    expect(priceRange.rawMin).toMatch(/^\d+\.\d{4}$/);
    expect(priceRange.rawMax).toBe('999.5000');
    const format = priceFormat(server.config.currency, server.config.priceLocale);
    expect(priceRange.minPrice).toBe(formatPrice(priceRange.rawMin!, format));
    expect(priceRange.formattedMin).toBe(priceRange.minPrice);
    expect(priceRange.maxPrice).toBe(formatPrice(999.5, format));
    // The range ignores the collection's own price bounds, so a price slider keeps its ends.
    expect((await stats({ minPrice: 1000, maxPrice: 2000 })).priceRange).toEqual(priceRange);
    // 900.00 = 90000 in the smallest unit: only the vase on sale for 999.50.
    const dear = await stats({ minPrice: 90000 });
    expect(dear.stockStatusCounts.reduce((sum, entry) => sum + entry.count, 0)).toBe(1);
    expect(await found({ minPrice: 900 })).toBe(1);
  });

  it("a taxonomy counted with OR leaves out its own selection; with AND it counts within it", async () => {
    const before = counts(await stats({}, [{ taxonomy: 'PA_COLOR' }]), 'PA_COLOR');
    const [first, second] = Object.keys(before);
    expect(second).toBeDefined();
    const chosen = { attributes: { queries: [color([first!])] } };

    // OR (also the default): every colour keeps the count it has without the colour filter.
    expect(counts(await stats(chosen, [{ taxonomy: 'PA_COLOR', relation: 'OR' }]), 'PA_COLOR')).toEqual(before);
    expect(counts(await stats(chosen, [{ taxonomy: 'PA_COLOR' }]), 'PA_COLOR')).toEqual(before);
    // Even a NOT_IN query on the taxonomy is left out, as WooGraphQL drops every query on it.
    expect(counts(await stats({ attributes: { queries: [color([first!], 'NOT_IN')] } }, [{ taxonomy: 'PA_COLOR' }]), 'PA_COLOR')).toEqual(before);

    // AND: the chosen colour counts every product of the collection, the others those that have both.
    const within = counts(await stats(chosen, [{ taxonomy: 'PA_COLOR', relation: 'AND' }]), 'PA_COLOR');
    expect(within[first!]).toBe(await found(chosen));
    expect(within[first!]).toBe(before[first!]);
    for (const [slug, count] of Object.entries(within)) {
      expect(count, slug).toBe(await found({ attributes: { queries: [color([first!]), color([slug])] } }));
    }

    // Another taxonomy counted with OR keeps the colour filter.
    const sizes = counts(await stats(chosen, [{ taxonomy: 'PA_SIZE' }]), 'PA_SIZE');
    for (const [slug, count] of Object.entries(sizes)) {
      expect(count, slug).toBe(await found({ attributes: { queries: [color([first!]), { taxonomy: 'PA_SIZE', terms: [slug], operator: 'IN' }] } }));
    }
  });

  it('lists ORs first, then ANDs, each taxonomy once; terms carry their term id and node', async () => {
    const result = await stats({}, [{ taxonomy: 'PA_SIZE', relation: 'AND' }, { taxonomy: 'PA_COLOR' }, { taxonomy: 'PA_SIZE', relation: 'AND' }]);
    expect(result.attributeCounts.map((entry) => entry.slug)).toEqual(['PA_COLOR', 'PA_SIZE']);
    expect(result.attributeCounts.map((entry) => [entry.label, entry.name])).toEqual([['Color', 'Color'], ['Size', 'Size']]);
    for (const entry of result.attributeCounts) {
      for (const term of entry.terms) {
        expect(term.termId).toMatch(/^\d+$/);
        expect(term.node).toMatchObject({ __typename: entry.slug === 'PA_COLOR' ? 'PaColor' : 'PaSize', databaseId: Number(term.termId) });
      }
    }
    // page / perPage slice the taxonomies, as WooGraphQL's array_slice; page 0 is the first page, perPage 0 all.
    const page = async (variables: Record<string, unknown>) => {
      const response = await server.graphql<{ collectionStats: Stats }>(STATS, { taxonomies: [{ taxonomy: 'PA_COLOR' }, { taxonomy: 'PA_SIZE' }], ...variables });
      expect(response.errors).toBeUndefined();
      return response.data!.collectionStats.attributeCounts.map((entry) => entry.slug);
    };
    expect(await page({ page: 2, perPage: 1 })).toEqual(['PA_SIZE']);
    expect(await page({ page: 0, perPage: 1 })).toEqual(['PA_COLOR']);
    expect(await page({ page: 3, perPage: 1 })).toEqual([]);
    expect(await page({ perPage: 0 })).toEqual(['PA_COLOR', 'PA_SIZE']);
    expect(await page({ page: 2147483647, perPage: 2147483647 })).toEqual([]);
  });

  it('answers bad input with a clear error, never a 500', async () => {
    const refused = async (query: string, variables: Record<string, unknown>, message: RegExp) => {
      const response: GraphQLResponse = await server.graphql(query, variables);
      expect(response.status).toBeLessThan(500);
      expect(response.errors?.map((error) => error.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
      expect(response.errors?.[0]?.message).toMatch(message);
      return response;
    };
    // An unknown taxonomy is not a value of ProductAttributeEnum.
    await refused(`{ collectionStats(taxonomies: [{ taxonomy: PA_NOPE }]) { attributeCounts { slug } } }`, {}, /PA_NOPE/);
    const variable = await refused(STATS, { taxonomies: [{ taxonomy: 'pa_color' }] }, /ProductAttributeEnum/);
    expect(variable.data ?? null).toBeNull();

    const userError = async (variables: Record<string, unknown>, message: RegExp) => {
      const response = await refused(STATS, variables, message);
      expect(response.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    };
    await userError({ page: -1, perPage: 1, taxonomies: [{ taxonomy: 'PA_COLOR' }] }, /"page" must not be negative/);
    await userError({ perPage: -5, taxonomies: [{ taxonomy: 'PA_COLOR' }] }, /"perPage" must not be negative/);
    await userError({ where: { minPrice: -1 } }, /"minPrice" must be a price of 0 or more/);
    await userError({ where: { maxPrice: -0.5 } }, /"maxPrice" must be a price of 0 or more/);
    await userError({ where: { rating: [0] } }, /between 1 and 5/);
    await userError({ where: { rating: [4, 6] } }, /between 1 and 5/);
    await userError({ where: { search: 'x'.repeat(5000) } }, /search is too long/);
    await refused(STATS, { where: { minPrice: 'cheap' } }, /Float/);
    await refused(STATS, { page: 2 ** 40 }, /Int/);

    // Absurd but valid: nothing matches, nothing breaks.
    const huge = await stats({ minPrice: 1e308, include: [-1, 0, 2 ** 31 - 1], categoryIdIn: [-5] });
    expect(huge.stockStatusCounts.map((entry) => entry.count)).toEqual([0, 0, 0]);
    expect(huge.priceRange.minPrice).toBeNull();
    expect((await stats({ maxPrice: 1e308, rating: [null, 5] as never })).ratingCounts.length).toBeGreaterThan(0);
    // parentIn / parentNotIn are ignored, as WooCommerce's Store API ignores them.
    expect(await stats({ parentIn: [1], parentNotIn: [2] })).toEqual(await stats({}));
  });

  it("keeps its counts with the catalogue's cached aggregates, and follows catalogue changes", async () => {
    const client = (server.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
    const query = vi.spyOn(client, 'query');
    const where = { categoryIn: ['decor'], featured: false };
    try {
      await stats(where, [{ taxonomy: 'PA_COLOR' }]);
      await stats(where, [{ taxonomy: 'PA_COLOR' }]);
      const texts = query.mock.calls.map(([first]) => (typeof first === 'string' ? first : (first as { text: string }).text));
      expect(texts.filter((text) => text.includes('GROUP BY stock_status'))).toHaveLength(1);
      expect(texts.filter((text) => text.includes('unnest(r.term_ids)')).length).toBeGreaterThan(0);
      expect(texts.filter((text) => text.includes('unnest(r.term_ids)')).length).toBeLessThanOrEqual(3);
    } finally {
      query.mockRestore();
    }

    const before = await stats({}, [], { stock: true });
    const [row] = await server.database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'beanie'));
    const inStock = before.stockStatusCounts[0]!.count;
    await server.database.db.update(products).set({ stockStatus: 'outofstock' }).where(eq(products.id, row!.id));
    try {
      await vi.waitFor(async () => expect((await stats({}, [], { stock: true })).stockStatusCounts[0]!.count).toBe(inStock - 1), { timeout: 10_000, interval: 100 });
    } finally {
      await server.database.db.update(products).set({ stockStatus: 'instock' }).where(eq(products.id, row!.id));
      await vi.waitFor(async () => expect((await stats({}, [], { stock: true })).stockStatusCounts[0]!.count).toBe(inStock), { timeout: 10_000, interval: 100 });
    }
  });
});
