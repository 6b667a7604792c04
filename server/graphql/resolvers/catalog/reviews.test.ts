import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { addCatalogFixtures } from './catalog-fixtures';

const WRITE = /* GraphQL */ `
  mutation Write($input: WriteReviewInput!) {
    writeReview(input: $input) { clientMutationId rating review { id databaseId status approved content rawContent: content(format: RAW) author { name node { name } } } }
  }
`;
const PRODUCT = `query($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId averageRating reviewCount reviews { averageRating edges { rating node { databaseId content(format: RAW) } } } } }`;

describe.each(testDatabaseKinds)('writeReview on %s', (kind) => {
  let server: TestServer;
  const productOf = async (slug: string, target = server) =>
    (await target.graphql<{ product: { databaseId: number; averageRating: number; reviewCount: number; reviews: any } }>(PRODUCT, { slug })).data!.product;
  const write = (input: Record<string, unknown>, target = server) => target.graphql<{ writeReview: any }>(WRITE, { input });

  beforeAll(async () => {
    server = await createTestServer(kind);
    await addCatalogFixtures(server.database.db);
  });
  afterAll(() => server.close());

  it('publishes a review at once by default and updates the rating aggregates', async () => {
    const before = await productOf('sunglasses');
    const response = await write({
      commentOn: before.databaseId,
      rating: 1,
      content: 'Scratched <b>after</b> a week. <script>alert(1)</script>\n\n\n\nNot impressed.',
      author: '  Dana <i>Scully</i> ',
      authorEmail: 'dana@example.com',
      clientMutationId: 'm1',
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.writeReview).toMatchObject({
      clientMutationId: 'm1',
      rating: 1,
      review: { status: 'APPROVE', approved: true, rawContent: 'Scratched after a week.\n\nNot impressed.', author: { name: 'Dana Scully', node: { name: 'Dana Scully' } } },
    });
    expect(response.data!.writeReview.review.content).toBe('<p>Scratched after a week.</p>\n<p>Not impressed.</p>\n');
    const after = await productOf('sunglasses');
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const ratings = after.reviews.edges.map((edge: { rating: number }) => edge.rating);
    expect(after.averageRating).toBeCloseTo(ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length, 2);
    expect(after.reviews.edges[0].node.databaseId).toBe(response.data!.writeReview.review.databaseId);
    expect(after.reviews.averageRating).toBe(after.averageRating);
  });

  it('holds reviews for approval when REVIEWS_REQUIRE_APPROVAL is on, leaving the aggregates alone', async () => {
    const moderated = await createTestServer(kind, { REVIEWS_REQUIRE_APPROVAL: 'true' });
    try {
      const before = await productOf('polo', moderated);
      const response = await write({ commentOn: before.databaseId, rating: 5, content: 'Lovely polo.', author: 'Ann', authorEmail: 'ann@example.com' }, moderated);
      expect(response.data!.writeReview.review).toMatchObject({ status: 'HOLD', approved: false });
      const after = await productOf('polo', moderated);
      expect([after.reviewCount, after.averageRating, after.reviews.edges.length]).toEqual([before.reviewCount, before.averageRating, before.reviews.edges.length]);
      const node = await moderated.graphql<{ node: unknown }>('query($id: ID!) { node(id: $id) { id } }', { id: response.data!.writeReview.review.id });
      expect(node.data!.node).toBeNull();
    } finally {
      await moderated.close();
    }
  });

  describe('failure paths', () => {
    let productId: number;
    let closedId: number;
    let variationId: number;
    let draftId: number;
    beforeAll(async () => {
      productId = (await productOf('belt')).databaseId;
      closedId = (await productOf('quiet-poster')).databaseId;
      const hoodie = await server.graphql<{ product: { variations: { nodes: { databaseId: number }[] } } }>(
        '{ product(id: "hoodie", idType: SLUG) { ... on VariableProduct { variations { nodes { databaseId } } } } }',
      );
      variationId = hoodie.data!.product.variations.nodes[0]!.databaseId;
      const rows = (await server.database.db.execute(`SELECT id FROM products WHERE slug = 'draft-lamp'`)) as unknown as { rows: { id: number }[] };
      draftId = rows.rows[0]!.id;
    });
    const valid = () => ({ commentOn: productId, rating: 4, content: 'Solid belt.', author: 'Sam', authorEmail: 'sam@example.com' });

    it.each([
      ['a rating of 0', { rating: 0 }, 'Please choose a rating from 1 to 5 stars.', 'BAD_USER_INPUT'],
      ['a rating of 6', { rating: 6 }, 'Please choose a rating from 1 to 5 stars.', 'BAD_USER_INPUT'],
      ['no content', { content: '   ' }, 'Please write your review before submitting it.', 'BAD_USER_INPUT'],
      ['content that is only markup', { content: '<b></b><script>x</script>' }, 'Please write your review before submitting it.', 'BAD_USER_INPUT'],
      ['content over the limit', { content: 'x'.repeat(5001) }, 'Your review is too long: please keep it under 5000 characters (it has 5001).', 'BAD_USER_INPUT'],
      ['no author', { author: '' }, 'Please enter your name.', 'BAD_USER_INPUT'],
      ['no email', { authorEmail: null }, 'Please enter your email address.', 'BAD_USER_INPUT'],
      ['an invalid email', { authorEmail: 'sam@' }, '"sam@" is not a valid email address.', 'BAD_USER_INPUT'],
      ['a bad website', { authorUrl: 'javascript:alert(1)' }, 'The website address must start with http:// or https://.', 'BAD_USER_INPUT'],
      ['no product', { commentOn: null }, 'Please say which product the review is for (commentOn).', 'BAD_USER_INPUT'],
      ['an unknown product', { commentOn: 987654 }, 'No product was found with the ID 987654.', 'NOT_FOUND'],
    ])('rejects %s', async (_case, change, message, code) => {
      const response = await write({ ...valid(), ...change });
      expect(response.data?.writeReview).toBeNull();
      expect(response.errors?.[0]).toMatchObject({ message, extensions: { code } });
    });

    it('rejects reviews of variations, drafts and products closed to reviews', async () => {
      for (const commentOn of [variationId, draftId]) {
        const response = await write({ ...valid(), commentOn });
        expect(response.errors?.[0]).toMatchObject({ message: `No product was found with the ID ${commentOn}.`, extensions: { code: 'NOT_FOUND' } });
      }
      const closed = await write({ ...valid(), commentOn: closedId });
      expect(closed.errors?.[0]).toMatchObject({ message: 'Sorry, this post is closed to comments at the moment', extensions: { code: 'FORBIDDEN' } });
    });

    it('rejects the same review twice', async () => {
      const input = { ...valid(), content: 'Exactly the same words.' };
      expect((await write(input)).errors).toBeUndefined();
      const again = await write({ ...input, authorEmail: 'SAM@example.com' });
      expect(again.errors?.[0]).toMatchObject({ message: 'Duplicate comment detected; it looks as though you’ve already said that!', extensions: { code: 'DUPLICATE' } });
    });

    it('a rejected review changes nothing', async () => {
      const before = await productOf('belt');
      await write({ ...valid(), rating: 9 });
      expect(await productOf('belt')).toEqual(before);
    });
  });
});
