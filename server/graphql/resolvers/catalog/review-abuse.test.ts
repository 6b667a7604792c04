import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { productIdBySlug } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';

const WRITE = 'mutation ($input: WriteReviewInput!) { writeReview(input: $input) { rating } }';
const RATING = 'query ($slug: ID!) { product(id: $slug, idType: SLUG) { averageRating reviewCount } }';

describe.each(testDatabaseKinds)('review floods on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
  });
  afterAll(() => server.close());

  const review = (slug: string) => async (author: string, content: string, remoteAddress = '192.0.2.40', rating = 1) =>
    server.graphql(WRITE, { input: { commentOn: await productIdBySlug(server.database.db, slug), rating, content, author, authorEmail: `${author}@example.com` } }, {}, remoteAddress);

  it('takes one review per shopper and product, even when sent in parallel', async () => {
    const before = (await server.graphql(RATING, { slug: 'cap' })).data!.product;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => review('cap')('mallory', `Terrible, take ${n}.`, `198.51.100.${n + 1}`)));
    const messages = answers.map((answer) => answer.errors?.[0]?.message ?? 'published');
    expect(messages.filter((message) => message === 'published')).toHaveLength(1);
    expect(messages.filter((message) => message === 'You have already reviewed this product.')).toHaveLength(5);
    expect((await server.graphql(RATING, { slug: 'cap' })).data!.product.reviewCount).toBe(before.reviewCount + 1);

    const customer = new Shopper(server);
    await customer.register('reviewer');
    await customer.login('reviewer');
    const id = await productIdBySlug(server.database.db, 'cap');
    const first = await customer.send(WRITE, { input: { commentOn: id, rating: 5, content: 'Fits well.', author: 'R', authorEmail: 'one@example.com' } });
    expect(first.errors).toBeUndefined();
    const second = await customer.send(WRITE, { input: { commentOn: id, rating: 5, content: 'Still fits.', author: 'R', authorEmail: 'two@example.com' } });
    expect(second.errors?.[0]?.message).toBe('You have already reviewed this product.');
  });

  it('lets one client address publish five anonymous reviews an hour', async () => {
    const slugs = ['belt', 'beanie', 'hoodie', 'polo', 'sunglasses', 'album'];
    const answers = [];
    for (const [n, slug] of slugs.entries()) answers.push(await review(slug)(`flood${n}`, 'One star from me.', '203.0.113.77'));
    expect(answers.slice(0, 5).every((answer) => answer.errors === undefined)).toBe(true);
    expect(answers[5]!.errors?.[0]?.message).toMatch(/^You are posting reviews too quickly\. Please try again in \d+ minutes?\.$/);
    expect((await review('album')('someone', 'Good album.', '203.0.113.78', 5)).errors).toBeUndefined();
  });
});
