import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { addCatalogFixtures } from './catalog-fixtures';

const PRODUCT = /* GraphQL */ `
  query Product($id: ID!, $idType: ProductIdTypeEnum) {
    product(id: $id, idType: $idType) {
      __typename id databaseId name slug sku type onSale purchasable averageRating reviewCount totalSales catalogVisibility
      description shortDescription rawDescription: description(format: RAW) date dateOnSaleFrom dateOnSaleTo
      metaData { key value }
      image { id databaseId sourceUrl thumb: sourceUrl(size: WOOCOMMERCE_THUMBNAIL) altText title }
      galleryImages(first: 20) { nodes { databaseId sourceUrl } }
      productCategories { nodes { databaseId slug name count } }
      terms(first: 100) { nodes { taxonomyName slug } }
      related(first: 5) { nodes { databaseId slug } }
      reviews(first: 10) { averageRating edges { rating node { content author { node { name avatar { url } } } } } }
      ... on ProductWithAttributes { attributes { nodes { id attributeId name label options variation visible scope ... on GlobalProductAttribute { slug terms { nodes { slug name } } } } } }
      ... on ProductWithPricing { price regularPrice salePrice rawPrice: price(format: RAW) rawRegularPrice: regularPrice(format: RAW) rawSalePrice: salePrice(format: RAW) taxStatus taxClass }
      ... on InventoriedProduct { stockStatus stockQuantity manageStock backorders backordersAllowed lowStockAmount soldIndividually }
      ... on ProductWithDimensions { weight length width height }
      ... on VariableProduct {
        defaultAttributes { nodes { name value } }
        variations(first: 100) { nodes { databaseId name slug sku price regularPrice salePrice stockStatus hasAttributes
          image { sourceUrl } attributes { nodes { id attributeId name label value } } parent { node { slug } } } }
      }
      ... on ExternalProduct { externalUrl buttonText }
      ... on SimpleProduct { downloadable virtual downloads { name file downloadId } }
    }
  }
`;

describe.each(testDatabaseKinds)('product query on %s', (kind) => {
  let server: TestServer;
  const product = async (id: string | number, idType = 'SLUG', target = server) => {
    const response = await target.graphql<{ product: Record<string, any> | null }>(PRODUCT, { id: String(id), idType });
    return response;
  };
  const bySlug = async (slug: string) => {
    const response = await product(slug);
    expect(response.errors).toBeUndefined();
    return response.data!.product!;
  };

  beforeAll(async () => {
    // Prices as stored (entered without tax); the shop's tax display is tested in shop-prices.test.ts.
    server = await createTestServer(kind, { TAX_DISPLAY_SHOP: 'excl' });
    await addCatalogFixtures(server.database.db);
  });
  afterAll(() => server.close());

  describe('lookup', () => {
    it('finds a product by slug, SKU, database id and global id', async () => {
      const tee = await bySlug('t-shirt');
      expect(tee).toMatchObject({ __typename: 'SimpleProduct', name: 'T-Shirt', sku: 'woo-tshirt', type: 'SIMPLE' });
      expect(tee.id).toBe(Buffer.from(`post:${tee.databaseId}`).toString('base64'));
      expect((await product('woo-tshirt', 'SKU')).data!.product!.slug).toBe('t-shirt');
      expect((await product(tee.databaseId, 'DATABASE_ID')).data!.product!.slug).toBe('t-shirt');
      expect((await product(tee.id, 'ID')).data!.product!.slug).toBe('t-shirt');
      expect((await server.graphql<{ product: { slug: string } }>('query($id: ID!) { product(id: $id) { slug } }', { id: tee.id })).data!.product.slug).toBe('t-shirt');
    });

    it.each([
      ['no-such-product', 'SLUG', 'No product ID was found corresponding to the slug: no-such-product'],
      ['draft-lamp', 'SLUG', 'No product ID was found corresponding to the slug: draft-lamp'],
      ['private-lamp', 'SLUG', 'No product ID was found corresponding to the slug: private-lamp'],
      ['fx-draft', 'SKU', 'No product ID was found corresponding to the sku: fx-draft'],
      ['999999', 'DATABASE_ID', 'No product ID was found corresponding to the database_id: 999999'],
      ['bm90LWEtZ2xvYmFsLWlk', 'ID', 'No product ID was found corresponding to the global_id: bm90LWEtZ2xvYmFsLWlk'],
      ['woo-vneck-tee-red', 'SKU', 'No product ID was found corresponding to the sku: woo-vneck-tee-red'],
    ])('"%s" by %s is not found with a message a storefront can show', async (id, idType, message) => {
      const response = await product(id, idType);
      expect(response.status).toBe(200);
      expect(response.data?.product).toBeNull();
      expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    });

    it('a hidden product opens by its URL (WooCommerce checks catalogue visibility in lists only)', async () => {
      expect((await bySlug('hoodie-with-pocket')).name).toBe('Hoodie with Pocket');
    });

    it('restricted fields are null for shoppers', async () => {
      expect(await bySlug('t-shirt')).toMatchObject({ totalSales: null, catalogVisibility: null });
    });
  });

  describe('prices', () => {
    it('simple product on sale, formatted and raw', async () => {
      expect(await bySlug('beanie')).toMatchObject({
        onSale: true,
        price: '€18.00',
        regularPrice: '€20.00',
        salePrice: '€18.00',
        rawPrice: '18',
        rawRegularPrice: '20',
        rawSalePrice: '18',
      });
      expect(await bySlug('wordpress-pennant')).toMatchObject({ price: '€11.05', rawPrice: '11.05', salePrice: null, rawSalePrice: null, purchasable: false });
    });

    it('thousands separators and a sale inside its schedule', async () => {
      expect(await bySlug('running-sale-vase')).toMatchObject({ onSale: true, price: '€999.50', regularPrice: '€1,250.00', salePrice: '€999.50', rawPrice: '999.5' });
    });

    it('a scheduled sale is not on sale before it starts nor after it ends', async () => {
      expect(await bySlug('future-sale-vase')).toMatchObject({
        onSale: false,
        price: '€50.00',
        regularPrice: '€50.00',
        salePrice: null,
        dateOnSaleFrom: '2099-01-01T00:00:00+00:00',
      });
      expect(await bySlug('past-sale-vase')).toMatchObject({ onSale: false, price: '€50.00', salePrice: null, dateOnSaleTo: '2000-01-01T23:59:59+00:00' });
    });

    it('variable products give ranges formatted and sorted lists raw', async () => {
      expect(await bySlug('v-neck-t-shirt')).toMatchObject({
        onSale: false,
        price: '€15.00 - €20.00',
        rawPrice: '15, 20, 20',
        regularPrice: '€15.00 - €20.00',
        salePrice: null,
      });
      expect(await bySlug('hoodie')).toMatchObject({
        onSale: true,
        price: '€42.00 - €45.00',
        rawPrice: '42, 45, 45, 45',
        regularPrice: '€45.00',
        salePrice: '€42.00',
        rawSalePrice: '42',
      });
    });

    it('grouped products give the range of their children', async () => {
      expect(await bySlug('logo-collection')).toMatchObject({ __typename: 'GroupProduct', price: '€18.00 - €45.00', regularPrice: null, salePrice: null });
    });

    it('grouped products list their children in the shop owner\'s order, each with its own price and stock', async () => {
      const response = await server.graphql<{ product: any }>(
        `query Group($slug: ID!) { product(id: $slug, idType: SLUG) { purchasable ... on GroupProduct { products(first: 10) { found nodes { __typename slug purchasable ... on SimpleProduct { price stockStatus } } } } } }`,
        { slug: 'logo-collection' },
      );
      expect(response.errors).toBeUndefined();
      const group = response.data!.product;
      expect(group.purchasable).toBe(false);
      expect(group.products.found).toBe(3);
      expect(group.products.nodes).toEqual([
        { __typename: 'SimpleProduct', slug: 'hoodie-with-logo', purchasable: true, price: '€45.00', stockStatus: 'IN_STOCK' },
        { __typename: 'SimpleProduct', slug: 't-shirt', purchasable: true, price: '€18.00', stockStatus: 'IN_STOCK' },
        { __typename: 'SimpleProduct', slug: 'beanie', purchasable: true, price: '€18.00', stockStatus: 'IN_STOCK' },
      ]);
      const paged = await server.graphql<{ product: any }>(
        `query Group($slug: ID!) { product(id: $slug, idType: SLUG) { ... on GroupProduct { products(first: 1) { nodes { slug } pageInfo { hasNextPage } } } } }`,
        { slug: 'logo-collection' },
      );
      expect(paged.data!.product.products).toEqual({ nodes: [{ slug: 'hoodie-with-logo' }], pageInfo: { hasNextPage: true } });
    });

    it('follows the configured currency and locale (WooCommerce right_space keeps a literal &nbsp;)', async () => {
      const german = await createTestServer(kind, { CURRENCY: 'EUR', PRICE_LOCALE: 'de-DE', TAX_DISPLAY_SHOP: 'excl' });
      const dollars = await createTestServer(kind, { CURRENCY: 'USD', TAX_DISPLAY_SHOP: 'excl' });
      try {
        expect((await product('running-sale-vase', 'SLUG', german)).data?.product).toBeNull();
        expect((await product('belt', 'SLUG', german)).data!.product).toMatchObject({ price: '55,00&nbsp;€', regularPrice: '65,00&nbsp;€' });
        expect((await product('hoodie', 'SLUG', german)).data!.product!.price).toBe('42,00&nbsp;€ - 45,00&nbsp;€');
        expect((await product('belt', 'SLUG', dollars)).data!.product!.price).toBe('$55.00');
      } finally {
        await german.close();
        await dollars.close();
      }
    });
  });

  describe('fields', () => {
    it('stock, dimensions and text', async () => {
      const belt = await bySlug('belt');
      expect(belt).toMatchObject({
        stockStatus: 'IN_STOCK',
        stockQuantity: null,
        manageStock: 'FALSE',
        backorders: 'NO',
        backordersAllowed: false,
        lowStockAmount: null,
        soldIndividually: false,
        weight: '1.2',
        length: '12',
        taxStatus: 'TAXABLE',
        taxClass: 'STANDARD',
        metaData: [{ key: '_wpcom_is_markdown', value: '1' }],
        shortDescription: '<p>This is a simple product.</p>\n',
        rawDescription: expect.stringMatching(/^Pellentesque habitant/),
        description: expect.stringMatching(/^<p>Pellentesque habitant/),
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
      });
      expect((await bySlug('sold-out-poster')).stockStatus).toBe('OUT_OF_STOCK');
      expect(await bySlug('backorder-poster')).toMatchObject({ stockStatus: 'ON_BACKORDER', backorders: 'YES', backordersAllowed: true });
    });

    it('images, gallery, categories and terms', async () => {
      const hoodie = await bySlug('hoodie');
      expect(hoodie.image).toMatchObject({ title: 'hoodie-2', sourceUrl: expect.stringMatching(/hoodie-2/) });
      expect(hoodie.image.thumb).toEqual(expect.any(String));
      expect(hoodie.galleryImages.nodes.map((image: { sourceUrl: string }) => image.sourceUrl.split('/').at(-1)?.replace(/\..*$/, ''))).toEqual([
        expect.stringMatching(/hoodie-blue-1|hoodie-blue/),
        expect.stringMatching(/hoodie-green-1|hoodie-green/),
        expect.stringMatching(/hoodie-with-logo-2|hoodie-with-logo/),
      ]);
      expect(hoodie.productCategories.nodes).toEqual([{ databaseId: expect.any(Number), slug: 'hoodies', name: 'Hoodies', count: 3 }]);
      expect(hoodie.terms.nodes).toEqual(
        expect.arrayContaining([
          { taxonomyName: 'product_cat', slug: 'hoodies' },
          { taxonomyName: 'pa_color', slug: 'blue' },
          { taxonomyName: 'pa_color', slug: 'red' },
        ]),
      );
    });

    it('attributes with terms, variations with attributes and images', async () => {
      const hoodie = await bySlug('hoodie');
      expect(hoodie.attributes.nodes).toEqual([
        expect.objectContaining({ name: 'pa_color', label: 'Color', scope: 'GLOBAL', variation: true, visible: true, options: ['blue', 'green', 'red'], slug: 'pa_color', terms: { nodes: [{ slug: 'blue', name: 'Blue' }, { slug: 'green', name: 'Green' }, { slug: 'red', name: 'Red' }] } }),
        expect.objectContaining({ name: 'logo', label: 'Logo', scope: 'LOCAL', attributeId: 0, variation: true, options: ['Yes', 'No'] }),
      ]);
      expect(hoodie.defaultAttributes).toBeNull();
      const variations = hoodie.variations.nodes;
      expect(variations.map((variation: { sku: string }) => variation.sku)).toEqual(['woo-hoodie-blue-logo', 'woo-hoodie-red', 'woo-hoodie-green', 'woo-hoodie-blue']);
      expect(variations[1]).toMatchObject({ name: 'Hoodie - Red, No', price: '€42.00', regularPrice: '€45.00', salePrice: '€42.00', stockStatus: 'IN_STOCK', hasAttributes: true, parent: { node: { slug: 'hoodie' } } });
      expect(variations[1].attributes.nodes).toEqual([
        { id: expect.any(String), attributeId: expect.any(Number), name: 'pa_color', label: 'Color', value: 'red' },
        { id: expect.any(String), attributeId: 0, name: 'logo', label: 'Logo', value: 'No' },
      ]);
      expect(variations[1].attributes.nodes[0].attributeId).toBeGreaterThan(0);
      expect(variations[1].image.sourceUrl).toMatch(/hoodie-2/);
      const vneck = await bySlug('v-neck-t-shirt');
      expect(vneck.variations.nodes[0].attributes.nodes[1]).toMatchObject({ name: 'pa_size', label: 'Size', value: '' });
    });

    it("a product's attribute has an id of its own: another product's Color has other options and is not for choosing a variation", async () => {
      const hoodieColor = (await bySlug('hoodie')).attributes.nodes.find((attribute: { name: string }) => attribute.name === 'pa_color');
      const teeColor = (await bySlug('long-sleeve-tee')).attributes.nodes.find((attribute: { name: string }) => attribute.name === 'pa_color');
      expect(hoodieColor).toMatchObject({ variation: true, options: ['blue', 'green', 'red'] });
      expect(teeColor).toMatchObject({ variation: false, options: ['green'], attributeId: hoodieColor.attributeId });
      // A client that keeps objects by id (Relay) would show the hoodie with the tee's Color otherwise.
      expect(teeColor.id).not.toBe(hoodieColor.id);
    });

    it('external and downloadable products', async () => {
      expect(await bySlug('wordpress-pennant')).toMatchObject({ __typename: 'ExternalProduct', externalUrl: 'https://mercantile.wordpress.org/product/wordpress-pennant/', buttonText: 'Buy on the WordPress swag store!' });
      const album = await bySlug('album');
      expect(album).toMatchObject({ downloadable: true, virtual: true });
      expect(album.downloads.map((download: { name: string }) => download.name)).toEqual(['Single 1', 'Single 2']);
    });

    it('related products share a category or tag and never include the product itself or hidden ones', async () => {
      const polo = await bySlug('polo');
      const related = polo.related.nodes.map((node: { slug: string }) => node.slug);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(5);
      expect(related).not.toContain('polo');
      for (const slug of related) expect(['t-shirt', 'long-sleeve-tee', 't-shirt-with-logo', 'v-neck-t-shirt']).toContain(slug);
      const vase = await bySlug('future-sale-vase');
      expect(vase.related.nodes.map((node: { slug: string }) => node.slug)).not.toContain('hoodie-with-pocket');
    });

    it('reviews: approved only, with rating and the average', async () => {
      const cap = await bySlug('cap');
      expect(cap.reviews.edges.length).toBe(cap.reviewCount);
      expect(cap.reviews.averageRating).toBe(cap.averageRating);
      const average = cap.reviews.edges.reduce((sum: number, edge: { rating: number }) => sum + edge.rating, 0) / cap.reviews.edges.length;
      expect(cap.averageRating).toBeCloseTo(average, 2);
      expect(cap.reviews.edges[0].node).toMatchObject({ content: expect.stringMatching(/^<p>.+<\/p>\n$/), author: { node: { name: expect.any(String), avatar: { url: expect.stringMatching(/^https:\/\//) } } } });
    });
  });

  describe('node, productVariation, categories and terms', () => {
    it('node(id) resolves products, variations, media items, terms and reviews; drafts are null', async () => {
      const hoodie = await bySlug('hoodie');
      const NODE = `query($id: ID!) { node(id: $id) { __typename id ... on Product { slug } ... on ProductVariation { sku } ... on MediaItem { databaseId } ... on TermNode { slug taxonomyName } ... on Comment { databaseId } } }`;
      const node = async (id: string) => (await server.graphql<{ node: Record<string, unknown> | null }>(NODE, { id })).data!.node;
      expect(await node(hoodie.id)).toMatchObject({ __typename: 'VariableProduct', slug: 'hoodie' });
      const variationId = Buffer.from(`post:${hoodie.variations.nodes[0].databaseId}`).toString('base64');
      expect(await node(variationId)).toMatchObject({ __typename: 'SimpleProductVariation', sku: 'woo-hoodie-blue-logo' });
      expect(await node(hoodie.image.id)).toMatchObject({ __typename: 'MediaItem', databaseId: hoodie.image.databaseId });
      const category = hoodie.productCategories.nodes[0];
      expect(await node(Buffer.from(`term:${category.databaseId}`).toString('base64'))).toMatchObject({ __typename: 'ProductCategory', slug: 'hoodies', taxonomyName: 'product_cat' });
      const terms = await server.graphql<{ terms: { nodes: { id: string; slug: string }[] } }>('{ terms(where: { taxonomies: [PACOLOR] }) { nodes { id slug } } }');
      const blue = terms.data!.terms.nodes.find((term) => term.slug === 'blue')!;
      expect(await node(blue.id)).toMatchObject({ __typename: 'PaColor', slug: 'blue', taxonomyName: 'pa_color' });
      const draft = await server.graphql<{ products: unknown }>('{ products { nodes { slug } } }');
      expect(draft.errors).toBeUndefined();
      const draftId = (await server.database.db.execute(`SELECT id FROM products WHERE slug = 'draft-lamp'`) as unknown as { rows: { id: number }[] }).rows[0]!.id;
      expect(await node(Buffer.from(`post:${draftId}`).toString('base64'))).toBeNull();
      expect(await node('bm9wZQ==')).toBeNull();
    });

    it('productVariation by global and database id', async () => {
      const hoodie = await bySlug('hoodie');
      const first = hoodie.variations.nodes[0];
      const response = await server.graphql<{ productVariation: { sku: string; price: string } }>(
        'query($id: ID) { productVariation(id: $id, idType: DATABASE_ID) { sku price } }',
        { id: String(first.databaseId) },
      );
      expect(response.data!.productVariation).toEqual({ sku: 'woo-hoodie-blue-logo', price: '€45.00' });
      const missing = await server.graphql('query { productVariation(id: "1", idType: DATABASE_ID) { sku } }');
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('a category without a thumbnail shows the picture of one of its listed products', async () => {
      const response = await server.graphql<{ productCategories: { nodes: { slug: string; image: { sourceUrl: string } | null }[] } }>(
        '{ productCategories(first: 20, where: { hideEmpty: true }) { nodes { slug image { sourceUrl } } } }',
      );
      const tiles = response.data!.productCategories.nodes;
      expect(tiles.length).toBeGreaterThan(3);
      for (const tile of tiles) expect(tile.image?.sourceUrl, tile.slug).toEqual(expect.any(String));
    });

    it('productCategories orders by count, hides empty ones and keeps parents of non-empty ones', async () => {
      const response = await server.graphql<{ productCategories: { nodes: { slug: string; count: number }[] } }>(
        '{ productCategories(first: 20, where: { orderby: COUNT, order: DESC, hideEmpty: true }) { nodes { slug count } } }',
      );
      const counts = response.data!.productCategories.nodes;
      expect(counts.map((node) => node.slug)).toEqual(expect.arrayContaining(['clothing', 'hoodies', 'tshirts', 'accessories', 'decor', 'music']));
      expect(counts.map((node) => node.count)).toEqual([...counts.map((node) => node.count)].sort((a, b) => b - a));
      // The count is what the category's page lists: subcategories included, hidden products left out.
      for (const { slug, count } of counts) {
        const listed = await server.graphql<{ products: { found: number } }>('query($slug: String) { products(first: 1, where: { category: $slug }) { found } }', { slug });
        expect(count, slug).toBe(listed.data!.products.found);
      }
      expect(counts.find((node) => node.slug === 'clothing')!.count).toBeGreaterThan(counts.find((node) => node.slug === 'hoodies')!.count);
      const children = await server.graphql<{ productCategory: { name: string; children: { nodes: { slug: string }[] }; parentDatabaseId: number | null } }>(
        '{ productCategory(id: "clothing", idType: SLUG) { name parentDatabaseId children { nodes { slug } } } }',
      );
      expect(children.data!.productCategory).toEqual({ name: 'Clothing', parentDatabaseId: null, children: { nodes: [{ slug: 'accessories' }, { slug: 'hoodies' }, { slug: 'tshirts' }] } });
      const page = await server.graphql<{ productCategories: { nodes: { slug: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } }>(
        '{ productCategories(first: 2) { nodes { slug } pageInfo { hasNextPage endCursor } } }',
      );
      expect(page.data!.productCategories.nodes.map((node) => node.slug)).toEqual(['accessories', 'clothing']);
      const next = await server.graphql<{ productCategories: { nodes: { slug: string }[] } }>('query($after: String) { productCategories(first: 2, after: $after) { nodes { slug } } }', {
        after: page.data!.productCategories.pageInfo.endCursor,
      });
      expect(next.data!.productCategories.nodes.map((node) => node.slug)).toEqual(['decor', 'hoodies']);
    });

    it('terms(where: {taxonomies, hideEmpty}) lists categories, tags and attribute terms', async () => {
      const response = await server.graphql<{ terms: { nodes: { taxonomyName: string; slug: string; count: number }[] } }>(
        '{ terms(first: 100, where: { taxonomies: [PRODUCTCATEGORY, PACOLOR, PASIZE, PRODUCTTAG], hideEmpty: true }) { nodes { taxonomyName slug count } } }',
      );
      const nodes = response.data!.terms.nodes;
      expect(nodes.filter((node) => node.taxonomyName === 'pa_size').map((node) => node.slug)).toEqual(['large', 'medium', 'small']);
      expect(nodes.filter((node) => node.taxonomyName === 'pa_color').map((node) => node.slug)).toEqual(['blue', 'gray', 'green', 'red', 'yellow']);
      const byTermOrder = await server.graphql<{ terms: { nodes: { slug: string }[] } }>('{ terms(where: { taxonomies: [PACOLOR], orderby: TERM_ORDER }) { nodes { slug } } }');
      expect(byTermOrder.data!.terms.nodes.map((node) => node.slug)).toEqual(['blue', 'green', 'red', 'gray', 'yellow']);
      expect(nodes.find((node) => node.slug === 'ceramics')).toEqual({ taxonomyName: 'product_tag', slug: 'ceramics', count: 3 });
      expect(nodes.filter((node) => node.taxonomyName === 'product_cat')).toHaveLength(6);
    });
  });

  it('shows a variable product again without reading its attribute names and terms, or its product twice', async () => {
    const hoodie = await bySlug('hoodie');
    // The statements the server sends (both drivers take them through the client's query method).
    const client = (server.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
    const query = vi.spyOn(client, 'query');
    try {
      // The same page once more, past the response cache (its key is the query's text).
      const again = await server.graphql<{ product: Record<string, any> }>(`${PRODUCT} `, { id: 'hoodie', idType: 'SLUG' });
      expect(again.data!.product).toEqual(hoodie);
      const statements = query.mock.calls.map(([first]) => (typeof first === 'string' ? first : (first as { text: string }).text));
      expect(statements.filter((text) => /from "(attribute_terms|global_attributes)"/.test(text))).toEqual([]);
      // The product, found by its slug with its image and its page's lists; its variations then ask for it by id (their tax class) and get the same row.
      // Its gallery, categories, reviews, attributes and variations came in the same statement.
      expect(statements.filter((text) => /from "(product_gallery|product_category_links|product_reviews|product_attributes)"|"products"\."parent_id" = ANY/.test(text))).toEqual([]);
      expect(statements.filter((text) => /^select .* from "products" (left join "media_items" .* )?where "products"\."slug" = \$1$/s.test(text))).toHaveLength(1);
      // The product's, its variations' and its related products' images came with their rows.
      expect(statements.filter((text) => /from "media_items" where/.test(text))).toEqual([]);
      expect(statements.filter((text) => /^select .* from "products" where "products"\."id" = ANY/.test(text))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });
});
