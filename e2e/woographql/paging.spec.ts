import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { holdChunks, waitForHydration } from '../hydration';
import { listSummary, productList } from '../shopper';
import { startStorefrontOf, startSyntheticShop, startWooGraphQLDoubleOf, type SyntheticShop } from '../syntheticShop';

// A real WooGraphQL 1.0.2 shop has no numbered pages (no offsetPagination): a list longer than a page
// goes on by cursor, with "Load more", and so do a product's reviews, with "Show more reviews". The run's
// WooGraphQL shop has too few products and reviews for that, so this file stands up its own: a
// generated catalogue of 60 (the generator's second one, which has products with 11 and 12 approved
// reviews), the double in front of it, and a storefront on it.
const PORT = Number(process.env.E2E_WOO_PORT ?? 4183);
const CATALOGUE_SEED = 2;

test.describe('lists longer than a page, on a shop without numbered pages', () => {
  // One worker for the file's tests: each worker would otherwise start its own servers on the same ports.
  test.describe.configure({ mode: 'default' });
  let catalogue: SyntheticShop;
  let double: SyntheticShop;
  let storefront: SyntheticShop;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    catalogue = await startSyntheticShop(PORT + 2, 60, { CURRENCY: 'USD' }, CATALOGUE_SEED);
    double = await startWooGraphQLDoubleOf(`${catalogue.baseURL}/graphql`, PORT + 3);
    storefront = await startStorefrontOf(`${double.baseURL}/graphql`, PORT + 4);
  });
  test.afterAll(async () => {
    await storefront?.stop();
    await double?.stop();
    await catalogue?.stop();
  });

  test('"Load more" brings the next products by cursor until the list ends', async ({ page }) => {
    await page.goto(`${storefront.baseURL}/products`);
    const cards = productList(page).getByRole('listitem');
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expect(listSummary(page)).toHaveText(/^Showing 1 to 24 of \d+$/);
    const total = Number(/of (\d+)$/.exec((await listSummary(page).textContent()) ?? '')![1]);
    // Three pages: two cursors to follow.
    expect(total).toBeGreaterThan(48);
    const first = await cards.allTextContents();

    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    await expect(cards).toHaveCount(48);
    const afterOne = await cards.allTextContents();
    expect(afterOne.slice(0, 24)).toEqual(first);
    // The next page, not the first one again: no product twice.
    expect(new Set(afterOne).size).toBe(48);

    await more.click();
    await expect(cards).toHaveCount(total);
    await expect(more).toHaveCount(0);
    expect(new Set(await cards.allTextContents()).size).toBe(total);
    await expect(listSummary(page)).toHaveText(`Showing 1 to ${total} of ${total}`);
  });

  test('"Show more reviews" brings the next reviews by cursor until they end, as the shop lists them', async ({ page, request }) => {
    const { slug, authors } = await mostReviewed(request, catalogue.baseURL);
    await page.goto(`${storefront.baseURL}/product/${slug}?tab=reviews`);
    const shown = reviewAuthors(page);
    await expect(shown).toHaveText(authors.slice(0, 10));
    const more = page.getByRole('button', { name: 'Show more reviews' });
    await more.click();
    // The next reviews after the first ten, not the first ones again, and then no button.
    await expect(shown).toHaveText(authors);
    await expect(more).toHaveCount(0);
  });

  test('a tap on "Show more reviews" made before the reviews’ code is in is carried out once it is', async ({ page, request }) => {
    const { slug, authors } = await mostReviewed(request, catalogue.baseURL);
    const release = await holdChunks(page, /\/ProductReviews-[\w-]+\.js$/);
    await page.goto(`${storefront.baseURL}/product/${slug}?tab=reviews`);
    await waitForHydration(page);
    // The server's reviews and button stay in place while their code is held back.
    await page.getByRole('button', { name: 'Show more reviews' }).click({ force: true });
    await expect(reviewAuthors(page)).toHaveText(authors.slice(0, 10));
    release();
    await expect(reviewAuthors(page)).toHaveText(authors);
  });
});

/** The names over the reviews shown in the product's Reviews tab, in order. */
function reviewAuthors(page: Page) {
  return page.getByRole('tabpanel').getByRole('article').getByRole('heading', { level: 3 });
}

/** The catalogue's product with the most reviews, and their authors in the order the shop lists them. */
async function mostReviewed(request: APIRequestContext, catalogue: string) {
  const answer = await request.post(`${catalogue}/graphql`, {
    data: { query: '{ products(first: 100) { nodes { slug reviewCount reviews(first: 100) { edges { node { author { node { name } } } } } } } }' },
  });
  type Listed = { slug: string; reviewCount: number; reviews: { edges: { node: { author: { node: { name: string } } } }[] } };
  const listed = ((await answer.json()) as { data: { products: { nodes: Listed[] } } }).data.products.nodes;
  const product = listed.reduce((most, candidate) => (candidate.reviewCount > most.reviewCount ? candidate : most));
  // More than a page of ten: one cursor to follow.
  expect(product.reviewCount).toBeGreaterThan(10);
  const authors = product.reviews.edges.map((edge) => edge.node.author.node.name);
  expect(authors).toHaveLength(product.reviewCount);
  return { slug: product.slug, authors };
}
