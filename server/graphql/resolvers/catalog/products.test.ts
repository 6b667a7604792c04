import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../../db/schema';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { refreshProductLookup } from '../../../services/catalog/lookup';
import { addCatalogFixtures } from './catalog-fixtures';

const LIST = /* GraphQL */ `
  query List($first: Int, $last: Int, $after: String, $before: String, $where: RootQueryToProductConnectionWhereArgs) {
    products(first: $first, last: $last, after: $after, before: $before, where: $where) {
      found
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { databaseId slug name date onSale averageRating featured type
        ... on ProductWithPricing { price(format: RAW) }
        ... on InventoriedProduct { stockStatus } } }
    }
  }
`;

interface ListNode {
  databaseId: number;
  slug: string;
  name: string;
  date: string;
  onSale: boolean;
  averageRating: number;
  featured: boolean;
  type: string;
  price: string | null;
  stockStatus?: string;
}

describe.each(testDatabaseKinds)('products query on %s', (kind) => {
  let server: TestServer;
  let all: ListNode[];

  async function list(variables: Record<string, unknown>) {
    const response = await server.graphql<{ products: { found: number | null; pageInfo: Record<string, any>; edges: { cursor: string; node: ListNode }[] } }>(LIST, variables);
    expect(response.errors).toBeUndefined();
    return response.data!.products;
  }
  const slugs = async (where: Record<string, unknown>, first = 100) => (await list({ first, where })).edges.map((edge) => edge.node.slug);
  const sorted = (values: string[]) => [...values].sort();

  /** What `run` sends as the page's statement (the one that picks the page's ids), and its result. */
  async function pageStatements<T>(run: () => Promise<T>): Promise<{ result: T; statement: { text: string; prepared: boolean } }> {
    const client = (server.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
    const query = vi.spyOn(client, 'query');
    try {
      const result = await run();
      const pages = query.mock.calls
        .map(([first, , options]) => {
          const config = (typeof first === 'string' ? { text: first } : first) as { text: string; name?: string; keepPrepared?: boolean };
          // node-postgres names a prepared statement; the PGlite thread is asked to keep it.
          const prepared = !!config.name || !!config.keepPrepared || !!(options as { keepPrepared?: boolean } | undefined)?.keepPrepared;
          return { text: config.text, prepared };
        })
        .filter((statement) => statement.text.includes('where "products"."id" in (select "id" from "products"'));
      expect(pages).toHaveLength(1);
      return { result, statement: pages[0]! };
    } finally {
      query.mockRestore();
    }
  }

  beforeAll(async () => {
    // Prices as stored (entered without tax); the shop's tax display is tested in shop-prices.test.ts.
    server = await createTestServer(kind, { TAX_DISPLAY_SHOP: 'excl' });
    await addCatalogFixtures(server.database.db);
    all = (await list({ first: 100 })).edges.map((edge) => edge.node);
  });
  afterAll(() => server.close());

  describe('visibility', () => {
    it('lists published, catalogue-visible products only', async () => {
      const listed = all.map((node) => node.slug);
      expect(listed).toHaveLength(24);
      expect(listed).toContain('catalog-only-lamp');
      for (const hidden of ['draft-lamp', 'private-lamp', 'hoodie-with-pocket', 'search-only-lamp']) expect(listed).not.toContain(hidden);
      expect(listed.some((slug) => slug.startsWith('v-neck-t-shirt-'))).toBe(false);
      expect((await list({ first: 1 })).found).toBe(24);
    });

    it('search shows search-visible products and never hidden, draft or private ones', async () => {
      expect(sorted(await slugs({ search: 'lamp' }))).toEqual(['search-only-lamp']);
    });

    it.each([
      ['VISIBLE', (slug: string) => slug !== 'catalog-only-lamp'],
      ['CATALOG', () => true],
    ])('visibility %s', async (visibility, keep) => {
      expect(sorted(await slugs({ visibility }))).toEqual(sorted(all.map((node) => node.slug).filter(keep)));
    });

    it('visibility SEARCH and HIDDEN', async () => {
      const search = await slugs({ visibility: 'SEARCH' });
      expect(search).toContain('search-only-lamp');
      expect(search).not.toContain('catalog-only-lamp');
      expect(await slugs({ visibility: 'HIDDEN' })).toEqual([]);
    });

    it('status: only "publish" shows anything to a shopper', async () => {
      expect(await slugs({ status: 'draft' })).toEqual([]);
      expect(await slugs({ status: 'private' })).toEqual([]);
      expect(sorted(await slugs({ status: 'publish' }))).toEqual(sorted(all.map((node) => node.slug)));
    });
  });

  describe('a grouped product in a list', () => {
    const CARDS = `query Cards($where: RootQueryToProductConnectionWhereArgs) { products(first: 24, where: $where) { nodes { slug ... on ProductWithPricing { price } } } }`;
    const WHOLE = `query Whole($where: RootQueryToProductConnectionWhereArgs) { products(first: 24, where: $where) { nodes { slug description ... on ProductWithPricing { price } } } }`;
    const groupPrice = async (query: string) => {
      const response = await server.graphql<{ products: { nodes: { slug: string; price: string | null }[] } }>(query, { where: { search: 'logo collection' } });
      expect(response.errors).toBeUndefined();
      return response.data!.products.nodes.find((node) => node.slug === 'logo-collection')?.price;
    };

    it('shows its published children’s price range, read with the page in one statement', async () => {
      const client = (server.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
      const query = vi.spyOn(client, 'query');
      try {
        expect(await groupPrice(CARDS)).toBe('€18.00 - €45.00');
        const texts = query.mock.calls.map(([first]) => (typeof first === 'string' ? first : (first as { text: string }).text));
        expect(texts.filter((text) => text.includes('product_links'))).toHaveLength(1);
        expect(texts.filter((text) => text.includes('"products"."id" in (select "id" from "products"'))).toHaveLength(1);
      } finally {
        query.mockRestore();
      }
      expect(await groupPrice(WHOLE)).toBe('€18.00 - €45.00');
    });

    it('leaves an unpublished child out of the range, on cards and whole rows alike', async () => {
      // The response cache learns of a change made straight in the database as another process's (NOTIFY): soon, not at once.
      const settled = { timeout: 10_000, interval: 100 };
      const [hoodie] = await server.database.db.update(products).set({ status: 'draft' }).where(eq(products.slug, 'hoodie-with-logo')).returning({ id: products.id });
      try {
        await vi.waitFor(async () => expect(await groupPrice(CARDS)).toBe('€18.00'), settled);
        await vi.waitFor(async () => expect(await groupPrice(WHOLE)).toBe('€18.00'), settled);
      } finally {
        await server.database.db.update(products).set({ status: 'publish' }).where(eq(products.id, hoodie!.id));
        await vi.waitFor(async () => expect(await groupPrice(CARDS)).toBe('€18.00 - €45.00'), settled);
        await vi.waitFor(async () => expect(await groupPrice(WHOLE)).toBe('€18.00 - €45.00'), settled);
      }
    });
  });

  describe('where arguments', () => {
    it('search is case-insensitive over name, SKU (variations find their parent), description and short description', async () => {
      expect(await slugs({ search: 'PENNANT' })).toEqual(['wordpress-pennant']);
      expect(await slugs({ search: 'woo-hoodie-blue-logo' })).toEqual(['hoodie']);
      expect(await slugs({ search: 'Woo-Vneck' })).toEqual(['v-neck-t-shirt']);
      expect(await slugs({ search: 'bold text' })).toEqual(['quiet-poster']);
      expect(sorted(await slugs({ search: 'variable product' }))).toEqual(['hoodie', 'v-neck-t-shirt']);
      expect(await slugs({ search: '100%_' })).toEqual([]);
    });

    it('a search pages through the same matches in the same order, in small pages (read in sort order) and in one (read by index)', async () => {
      for (const [search, field, order] of [['product', 'DATE', 'DESC'], ['product', 'PRICE', 'ASC'], ['woo', 'NAME', 'ASC'], ['product', 'MENU_ORDER', 'ASC'], ['product', 'SLUG', 'DESC'], ['t-shirt', 'DATE', 'DESC']]) {
        const where = { search, orderby: [{ field, order }] };
        const whole = await slugs(where);
        expect(whole.length, search).toBeGreaterThan(2);
        const paged: string[] = [];
        let after: string | null = null;
        do {
          const page = await list({ first: 2, after, where });
          paged.push(...page.edges.map((edge) => edge.node.slug));
          after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
        } while (after);
        expect(paged, `${search} by ${field}`).toEqual(whole);
        const byOffset = await list({ where: { ...where, offsetPagination: { offset: 1, size: 2 } } });
        expect(byOffset.edges.map((edge) => edge.node.slug)).toEqual(whole.slice(1, 3));
      }
    });

    it('a filtered list pages through the same products in the same order, in small pages (read in sort order) and in one (read by index)', async () => {
      const [first] = all;
      const lists: Record<string, unknown>[] = [
        { categoryIn: ['clothing'], orderby: [{ field: 'DATE', order: 'DESC' }] },
        { categoryIn: ['clothing'], stockStatus: ['IN_STOCK'], minPrice: 10, maxPrice: 90, orderby: [{ field: 'PRICE', order: 'ASC' }] },
        { categoryNotIn: ['music'], exclude: [first!.databaseId], featured: false, orderby: [{ field: 'NAME', order: 'ASC' }] },
        { taxonomyFilter: { and: [{ taxonomy: 'PA_COLOR', terms: ['blue'], operator: 'NOT_IN' }] }, onSale: false, orderby: [{ field: 'PRICE', order: 'DESC' }] },
        { search: 'product', categoryIn: ['clothing'], orderby: [{ field: 'MENU_ORDER', order: 'ASC' }] },
      ];
      for (const where of lists) {
        const whole = await pageStatements(() => list({ first: 100, where }));
        expect(whole.statement, JSON.stringify(where)).toMatchObject({ prepared: false });
        expect(whole.statement.text).not.toContain('coalesce((');
        const slugsOfWhole = whole.result.edges.map((edge) => edge.node.slug);
        expect(slugsOfWhole.length, JSON.stringify(where)).toBeGreaterThan(8);
        const paged: string[] = [];
        let after: string | null = null;
        do {
          const page = await pageStatements(() => list({ first: 2, after, where }));
          // Every small page walks the sort index with a statement kept prepared.
          expect(page.statement, JSON.stringify(where)).toMatchObject({ prepared: true });
          expect(page.statement.text).toContain('coalesce((');
          // WooGraphQL leaves `found` null on a page after a cursor.
          if (after === null) expect(page.result.found).toBe(slugsOfWhole.length);
          paged.push(...page.result.edges.map((edge) => edge.node.slug));
          after = page.result.pageInfo.hasNextPage ? page.result.pageInfo.endCursor : null;
        } while (after);
        expect(paged, JSON.stringify(where)).toEqual(slugsOfWhole);
        const byOffset = await list({ where: { ...where, offsetPagination: { offset: 3, size: 2 } } });
        expect(byOffset.edges.map((edge) => edge.node.slug)).toEqual(slugsOfWhole.slice(3, 5));
      }
    });

    it('a price list read in order walks its price index only as far as its bound', async () => {
      const inRange = { minPrice: 10, maxPrice: 90, orderby: [{ field: 'PRICE', order: 'ASC' }] };
      const walked = await pageStatements(() => list({ first: 2, where: inRange }));
      expect(walked.statement.prepared).toBe(true);
      // The upper bound ends the walk up the lowest prices; the other tests are made opaque to the planner.
      expect(walked.statement.text).toMatch(/ and "products"\."min_price" <= \$\d+ and /);
      expect(walked.statement.text).toContain('coalesce(("products"."max_price" >= $');
      expect(walked.result.edges.map((edge) => edge.node.slug)).toEqual((await slugs(inRange)).slice(0, 2));
    });

    it('search matches letters beyond ASCII in either case, as PostgreSQL lowers them', async () => {
      const [pennant] = await server.database.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.slug, 'wordpress-pennant'));
      await server.database.db.update(products).set({ name: 'WordPress Pennant ÉTÉ Größe' }).where(eq(products.id, pennant!.id));
      await refreshProductLookup(server.database.db, [pennant!.id]);
      try {
        expect(await slugs({ search: 'été' })).toEqual(['wordpress-pennant']);
        expect(await slugs({ search: 'GRÖßE' })).toEqual(['wordpress-pennant']);
      } finally {
        await server.database.db.update(products).set({ name: pennant!.name }).where(eq(products.id, pennant!.id));
        await refreshProductLookup(server.database.db, [pennant!.id]);
      }
    });

    it('categoryIn includes subcategories; categoryIdIn by id; unknown slugs match nothing', async () => {
      const clothing = await slugs({ categoryIn: ['clothing'] });
      expect(clothing).toHaveLength(14);
      expect(clothing).toContain('logo-collection');
      expect(clothing).toContain('v-neck-t-shirt');
      expect(sorted(await slugs({ categoryIn: ['tshirts'] }))).toEqual(['long-sleeve-tee', 'polo', 't-shirt', 't-shirt-with-logo', 'v-neck-t-shirt']);
      expect(sorted(await slugs({ categoryIn: ['music', 'decor'] }))).toEqual(
        sorted(['album', 'single', 'wordpress-pennant', 'catalog-only-lamp', 'future-sale-vase', 'past-sale-vase', 'running-sale-vase', 'sold-out-poster', 'backorder-poster', 'quiet-poster']),
      );
      const category = await server.graphql<{ productCategory: { databaseId: number } }>('{ productCategory(id: "hoodies", idType: SLUG) { databaseId } }');
      expect(sorted(await slugs({ categoryIdIn: [category.data!.productCategory.databaseId] }))).toEqual(['hoodie', 'hoodie-with-logo', 'hoodie-with-zipper']);
      expect(await slugs({ categoryIn: ['no-such-category'] })).toEqual([]);
      expect(await slugs({ categoryNotIn: ['clothing'] })).toHaveLength(10);
    });

    it('minPrice 0 is a no-op; a variable product needs one variation inside the range', async () => {
      expect(await slugs({ minPrice: 0 })).toHaveLength(24);
      expect(sorted(await slugs({ minPrice: 16, maxPrice: 19 }))).toEqual(['beanie', 'beanie-with-logo', 'cap', 'logo-collection', 't-shirt', 't-shirt-with-logo']);
      expect(await slugs({ minPrice: 19.5, maxPrice: 20 })).toContain('v-neck-t-shirt');
      expect(sorted(await slugs({ maxPrice: 12 }))).toEqual(['backorder-poster', 'quiet-poster', 'single', 'sold-out-poster', 'wordpress-pennant']);
      expect(await slugs({ minPrice: 900 })).toEqual(['running-sale-vase']);
    });

    it('onSale respects sale schedules and variations', async () => {
      const onSale = await slugs({ onSale: true });
      expect(sorted(onSale)).toEqual(sorted(all.filter((node) => node.onSale).map((node) => node.slug)));
      expect(onSale).toEqual(expect.arrayContaining(['beanie', 'hoodie', 'logo-collection', 'running-sale-vase']));
      expect(onSale).not.toContain('future-sale-vase');
      expect(onSale).not.toContain('past-sale-vase');
      expect(sorted(await slugs({ onSale: false }))).toEqual(sorted(all.filter((node) => !node.onSale).map((node) => node.slug)));
    });

    it('stockStatus', async () => {
      expect(await slugs({ stockStatus: ['OUT_OF_STOCK'] })).toEqual(['sold-out-poster']);
      expect(await slugs({ stockStatus: ['ON_BACKORDER'] })).toEqual(['backorder-poster']);
      expect(await slugs({ stockStatus: ['IN_STOCK', 'ON_BACKORDER'] })).toHaveLength(23);
    });

    it('rating is the list of rounded average ratings (WooGraphQL rated-N): [4, 5] means four stars and up', async () => {
      const rounded = (node: ListNode) => Math.min(5, Math.round(node.averageRating));
      expect(sorted(await slugs({ rating: [5] }))).toEqual(sorted(all.filter((node) => rounded(node) === 5).map((node) => node.slug)));
      const fourAndUp = await slugs({ rating: [4, 5] });
      expect(sorted(fourAndUp)).toEqual(sorted(all.filter((node) => node.averageRating >= 3.5).map((node) => node.slug)));
      expect(fourAndUp.length).toBeGreaterThan(0);
    });

    it('featured, include, exclude, typeIn', async () => {
      expect(sorted(await slugs({ featured: true }))).toEqual(['cap', 'hoodie-with-zipper', 'sunglasses', 'v-neck-t-shirt']);
      expect(await slugs({ featured: false })).toHaveLength(20);
      const [first, second] = all;
      expect(sorted(await slugs({ include: [first!.databaseId, second!.databaseId] }))).toEqual(sorted([first!.slug, second!.slug]));
      expect(await slugs({ exclude: [first!.databaseId] })).not.toContain(first!.slug);
      expect(sorted(await slugs({ typeIn: ['VARIABLE'] }))).toEqual(['hoodie', 'v-neck-t-shirt']);
      expect(sorted(await slugs({ typeIn: ['GROUPED', 'EXTERNAL'] }))).toEqual(['logo-collection', 'wordpress-pennant']);
      expect(await slugs({ typeIn: ['VARIATION'] })).toEqual([]);
    });

    it('taxonomyFilter: OR within an attribute, AND across attributes, operators', async () => {
      const blueOrRed = await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PA_COLOR', terms: ['blue', 'red'] }] } });
      expect(sorted(blueOrRed)).toEqual(['beanie', 'beanie-with-logo', 'hoodie', 'hoodie-with-logo', 'polo', 'v-neck-t-shirt']);
      const blueAndLarge = await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PA_COLOR', terms: ['blue'] }, { taxonomy: 'PA_SIZE', terms: ['large'] }] } });
      expect(blueAndLarge).toEqual(['v-neck-t-shirt']);
      const either = await slugs({ taxonomyFilter: { or: [{ taxonomy: 'PA_COLOR', terms: ['yellow'] }, { taxonomy: 'PA_SIZE', terms: ['small'] }] } });
      expect(sorted(either)).toEqual(['cap', 'v-neck-t-shirt']);
      const notBlue = await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PA_COLOR', terms: ['blue'], operator: 'NOT_IN' }] } });
      expect(notBlue).toHaveLength(24 - 4);
      const allOf = await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PA_COLOR', terms: ['blue', 'green'], operator: 'AND' }] } });
      expect(sorted(allOf)).toEqual(['hoodie', 'v-neck-t-shirt']);
      const hasSize = await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PA_SIZE', operator: 'EXISTS' }] } });
      expect(hasSize).toEqual(['v-neck-t-shirt']);
      const inCategory = await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PRODUCT_CAT', terms: ['music'] }] } });
      expect(sorted(inCategory)).toEqual(['album', 'single']);
      const tagged = await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PRODUCT_TAG', terms: ['ceramics'] }] } });
      expect(tagged).toHaveLength(3);
      expect(await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PA_COLOR', terms: ['no-such-colour'] }] } })).toEqual([]);
    });
  });

  describe('sorting and keyset pagination', () => {
    const SORTS: [string, string, (node: ListNode) => number | string][] = [
      ['DATE', 'ASC', (node) => node.date],
      ['DATE', 'DESC', (node) => node.date],
      ['PRICE', 'ASC', (node) => Number((node.price ?? '0').split(', ')[0])],
      ['PRICE', 'DESC', (node) => Number((node.price ?? '0').split(', ').at(-1))],
      ['NAME', 'ASC', (node) => node.name.toLowerCase()],
      ['NAME', 'DESC', (node) => node.name.toLowerCase()],
      ['RATING', 'ASC', (node) => node.averageRating],
      ['RATING', 'DESC', (node) => node.averageRating],
      ['MENU_ORDER', 'ASC', () => 0],
      ['MENU_ORDER', 'DESC', () => 0],
      ['POPULARITY', 'DESC', () => 0],
      ['DISCOUNT', 'ASC', () => 0],
      ['DISCOUNT', 'DESC', () => 0],
    ];

    it.each(SORTS)('orderby %s %s is ordered by its key, ties by id', async (field, order, keyOf) => {
      const nodes = (await list({ first: 100, where: { orderby: [{ field, order }] } })).edges.map((edge) => edge.node);
      expect(nodes).toHaveLength(24);
      for (let i = 1; i < nodes.length; i += 1) {
        const [a, b] = [keyOf(nodes[i - 1]!), keyOf(nodes[i]!)];
        const ordered = order === 'ASC' ? a < b || (a === b && nodes[i - 1]!.databaseId < nodes[i]!.databaseId) : a > b || (a === b && nodes[i - 1]!.databaseId > nodes[i]!.databaseId);
        if (field === 'DATE' || field === 'PRICE' || field === 'NAME' || field === 'RATING') expect(ordered, `${nodes[i - 1]!.slug} before ${nodes[i]!.slug}`).toBe(true);
      }
    });

    it.each(SORTS)('paging forwards and backwards by %s %s gives the same order as one page', async (field, order) => {
      const where = { orderby: [{ field, order }] };
      const expected = (await list({ first: 100, where })).edges.map((edge) => edge.node.slug);
      const forwards: string[] = [];
      let after: string | null = null;
      for (let pages = 0; pages < 20; pages += 1) {
        const page = await list({ first: 5, after, where });
        forwards.push(...page.edges.map((edge) => edge.node.slug));
        expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(forwards).toEqual(expected);
      const backwards: string[] = [];
      let before: string | null = null;
      for (let pages = 0; pages < 20; pages += 1) {
        const page = await list({ last: 5, before, where });
        backwards.unshift(...page.edges.map((edge) => edge.node.slug));
        if (!page.pageInfo.hasPreviousPage) break;
        before = page.pageInfo.startCursor;
      }
      expect(backwards).toEqual(expected);
    });

    it('POPULARITY is always descending, as in WooCommerce; RATING follows the order asked for', async () => {
      const popularAsc = await slugs({ orderby: [{ field: 'POPULARITY', order: 'ASC' }] });
      expect(popularAsc).toEqual(await slugs({ orderby: [{ field: 'POPULARITY', order: 'DESC' }] }));
      const ratingAsc = await slugs({ orderby: [{ field: 'RATING', order: 'ASC' }] }, 100);
      const ratingDesc = await slugs({ orderby: [{ field: 'RATING', order: 'DESC' }] }, 100);
      expect(ratingAsc).toEqual([...ratingDesc].reverse());
    });

    it('DISCOUNT sorts by the current saving in percent', async () => {
      const top = await slugs({ orderby: [{ field: 'DISCOUNT', order: 'DESC' }] }, 3);
      expect(top).toEqual(['single', 'running-sale-vase', 'belt']);
    });

    it('first and last pages report pageInfo completely; past the end is empty', async () => {
      const first = await list({ first: 10 });
      expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0]!.cursor, endCursor: first.edges[9]!.cursor });
      expect(first.edges[0]!.cursor).toBe(Buffer.from(`arrayconnection:${first.edges[0]!.node.databaseId}`).toString('base64'));
      const last = await list({ first: 10, after: (await list({ first: 20 })).pageInfo.endCursor });
      expect(last.edges).toHaveLength(4);
      expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      expect(last.found).toBeNull();
      const beyond = await list({ first: 10, after: last.pageInfo.endCursor });
      expect(beyond.edges).toEqual([]);
      expect(beyond.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });
      const tail = await list({ last: 3 });
      expect(tail.edges.map((edge) => edge.node.slug)).toEqual(all.slice(-3).map((node) => node.slug));
      expect(tail.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    });

    it('ten products by default, first capped at the configured maximum', async () => {
      expect((await list({})).edges).toHaveLength(10);
      const capped = await createTestServer(kind, { GRAPHQL_MAX_PAGE_SIZE: '7' });
      try {
        const response = await capped.graphql<{ products: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } }>(LIST, { first: 9999 });
        expect(response.data!.products.edges).toHaveLength(7);
        expect(response.data!.products.pageInfo.hasNextPage).toBe(true);
      } finally {
        await capped.close();
      }
    });

    it('a cursor whose product was deleted fails with a message to reload; a malformed cursor fails clearly', async () => {
      const scratch = await createTestServer(kind);
      try {
        await addCatalogFixtures(scratch.database.db);
        const page = await scratch.graphql<{ products: { pageInfo: { endCursor: string } } }>(LIST, { first: 3, where: { orderby: [{ field: 'PRICE', order: 'ASC' }] } });
        const cursor = page.data!.products.pageInfo.endCursor;
        const id = Number(Buffer.from(cursor, 'base64').toString().split(':')[1]);
        await scratch.database.db.delete(products).where(eq(products.id, id));
        const stale = await scratch.graphql(LIST, { first: 3, after: cursor, where: { orderby: [{ field: 'PRICE', order: 'ASC' }] } });
        expect(stale.errors?.[0]).toMatchObject({ message: expect.stringMatching(/no longer exists\)\. Please reload the list/), extensions: { code: 'STALE_CURSOR' } });
        const bad = await scratch.graphql(LIST, { first: 3, after: 'not-a-cursor' });
        expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
      } finally {
        await scratch.close();
      }
    });
  });

  describe('extensions', () => {
    const OFFSET = `query($where: RootQueryToProductConnectionWhereArgs) { products(where: $where) {
      nodes { slug } pageInfo { hasNextPage offsetPagination { total hasMore hasPrevious } } } }`;

    it('offsetPagination loads any page directly with the total', async () => {
      const response = await server.graphql<{ products: { nodes: { slug: string }[]; pageInfo: any } }>(OFFSET, { where: { offsetPagination: { offset: 20, size: 3 } } });
      expect(response.data!.products.nodes.map((node) => node.slug)).toEqual(all.slice(20, 23).map((node) => node.slug));
      expect(response.data!.products.pageInfo.offsetPagination).toEqual({ total: 24, hasMore: true, hasPrevious: true });
      const lastPage = await server.graphql<{ products: { nodes: unknown[]; pageInfo: any } }>(OFFSET, { where: { offsetPagination: { offset: 21, size: 3 }, categoryIn: [] } });
      expect(lastPage.data!.products.pageInfo.offsetPagination).toEqual({ total: 24, hasMore: false, hasPrevious: true });
      const filtered = await server.graphql<{ products: { pageInfo: any } }>(OFFSET, { where: { offsetPagination: { offset: 0, size: 2 }, categoryIn: ['music'] } });
      expect(filtered.data!.products.pageInfo.offsetPagination).toEqual({ total: 2, hasMore: false, hasPrevious: false });
    });

    it('facets count the current result per category, attribute term, sale and rating', async () => {
      const FACETS = `query($where: RootQueryToProductConnectionWhereArgs) { products(first: 1, where: $where) { facets {
        total onSale categories { slug count parentDatabaseId } tags { slug count } attributes { taxonomy label terms { slug count } }
        ratings { rating count } priceRange { min max } } } }`;
      const response = await server.graphql<{ products: { facets: any } }>(FACETS, {});
      const facets = response.data!.products.facets;
      expect(facets.total).toBe(24);
      expect(facets.onSale).toBe(all.filter((node) => node.onSale).length);
      const categories = Object.fromEntries(facets.categories.map((facet: { slug: string; count: number }) => [facet.slug, facet.count]));
      expect(categories).toEqual({ clothing: 14, tshirts: 5, hoodies: 3, accessories: 5, music: 2, decor: 8 });
      const color = facets.attributes.find((facet: { taxonomy: string }) => facet.taxonomy === 'pa_color');
      expect(color.label).toBe('Color');
      expect(color.terms.find((term: { slug: string }) => term.slug === 'blue').count).toBe(4);
      expect(facets.tags).toEqual([{ slug: 'ceramics', count: 3 }]);
      expect(facets.ratings.reduce((sum: number, facet: { count: number }) => sum + facet.count, 0)).toBe(all.filter((node) => node.averageRating > 0).length);
      expect(facets.priceRange).toEqual({ min: 2, max: 999.5 });

      const music = await server.graphql<{ products: { facets: any } }>(FACETS, { where: { categoryIn: ['music'] } });
      // The category facet leaves out its own selection (faceted search): every category keeps its count.
      expect(music.data!.products.facets).toMatchObject({ total: 2, onSale: 1, attributes: [], priceRange: { min: 2, max: 15 } });
      expect(music.data!.products.facets.categories).toEqual(facets.categories);
    });
  });

  describe('cards and whole products on one list', () => {
    const CARD = 'databaseId name slug onSale averageRating reviewCount image { sourceUrl altText } ... on ProductWithPricing { price(format: RAW) regularPrice(format: RAW) salePrice taxClass taxStatus } ... on InventoriedProduct { stockStatus }';
    const query = (extra: string) => `query { products(first: 40) { nodes { ${CARD} ${extra} } edges { node { databaseId ${extra} } } } }`;

    it('answers card fields alike whether or not the same list asks for more, and the rest in full', async () => {
      const cards = await server.graphql<{ products: { nodes: Record<string, unknown>[] } }>(query(''));
      const whole = await server.graphql<{ products: { nodes: Record<string, unknown>[]; edges: { node: Record<string, unknown> }[] } }>(
        query('description shortDescription(format: RAW) metaData { key } ... on SimpleProduct { weight length } ... on VariableProduct { defaultAttributes { nodes { name } } }'),
      );
      expect(cards.errors).toBeUndefined();
      expect(whole.errors).toBeUndefined();
      const cardNodes = cards.data!.products.nodes;
      expect(cardNodes.length).toBeGreaterThan(10);
      expect(cardNodes.some((node) => node.price !== null && (node.image as object | null) !== null)).toBe(true);
      // Each whole node, cut down to the fields its card answered.
      const asCard = (node: Record<string, unknown>, index: number) => Object.fromEntries(Object.keys(cardNodes[index]!).map((key) => [key, node[key]]));
      expect(whole.data!.products.nodes.map(asCard)).toEqual(cardNodes);
      // The fields beyond a card come from whole rows, on nodes and on edges alike.
      const described = whole.data!.products.nodes.filter((node) => typeof node.description === 'string' && (node.description as string).length > 0);
      expect(described.length).toBeGreaterThan(5);
      expect(whole.data!.products.edges.map((edge) => edge.node.description)).toEqual(whole.data!.products.nodes.map((node) => node.description));
    });

    it('resolves a card-only list and then the same products in full in one request', async () => {
      const response = await server.graphql<{ list: { nodes: { databaseId: number; slug: string }[] }; product: { description: string } }>(
        `query { list: products(first: 5) { nodes { databaseId slug } } product(id: "hoodie", idType: SLUG) { description(format: RAW) } }`,
      );
      expect(response.errors).toBeUndefined();
      expect(response.data!.product.description.length).toBeGreaterThan(0);
    });
  });
});
