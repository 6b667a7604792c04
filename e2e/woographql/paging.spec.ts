import { expect, test } from '@playwright/test';
import { listSummary, productList } from '../shopper';
import { startStorefrontOf, startSyntheticShop, startWooGraphQLDoubleOf, type SyntheticShop } from '../syntheticShop';

// A real WooGraphQL 1.0.2 shop has no numbered pages (no offsetPagination): a list longer than a page
// goes on by cursor, with "Load more". The run's WooGraphQL shop has too few products for that, so this
// file stands up its own: a generated catalogue of 60, the double in front of it, and a storefront on it.
const PORT = Number(process.env.E2E_WOO_PORT ?? 4183);

test.describe('a list longer than a page, on a shop without numbered pages', () => {
  let catalogue: SyntheticShop;
  let double: SyntheticShop;
  let storefront: SyntheticShop;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    catalogue = await startSyntheticShop(PORT + 2, 60, { CURRENCY: 'USD' });
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
});
