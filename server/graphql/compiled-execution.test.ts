import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/api';
import { TEST_SESSION_SECRET } from '../test/shopper';
import { COMPILE_AFTER } from './compiled-execution';
import { QUANTITY_NOT_WHOLE } from './quantity-errors';

const RUNS = COMPILE_AFTER + 3;

/**
 * A document runs interpreted until it has run COMPILE_AFTER times, compiled after: the answers a
 * client gets must not change at that point, errors included. (The other server tests compile every
 * document at once.)
 */
describe('compiled execution', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET }, { compileAfter: COMPILE_AFTER });
  });
  afterAll(() => server.close());

  async function everyRun(query: string, variables: (run: number) => Record<string, unknown> = () => ({})) {
    const answers = [];
    for (let run = 0; run < RUNS; run++) answers.push(await server.graphql(query, variables(run)));
    return answers;
  }

  it('answers a product list and a product page the same before and after the document is compiled', async () => {
    const list = await everyRun(`query ($first: Int, $after: String) { products(first: $first, after: $after, where: { orderby: [{ field: PRICE, order: ASC }] }) {
      found pageInfo { hasNextPage endCursor }
      nodes { __typename id name slug onSale image { sourceUrl altText } ... on ProductWithPricing { price(format: RAW) regularPrice } } } }`, () => ({ first: 4 }));
    expect(list[0]!.errors).toBeUndefined();
    expect(list[0]!.data!.products.nodes).toHaveLength(4);
    for (const answer of list) expect(answer).toMatchObject({ status: 200, data: list[0]!.data });

    const slug = list[0]!.data!.products.nodes[0].slug;
    const page = await everyRun(`query ($slug: ID!) { product(id: $slug, idType: SLUG) {
      name description ... on VariableProduct { variations(first: 10) { nodes { name price attributes { nodes { name value } } } } }
      related(first: 3) { nodes { name } } reviews(first: 5) { edges { rating node { content } } } } }`, () => ({ slug }));
    expect(page[0]!.data!.product.name).toBeTruthy();
    for (const answer of page) expect(answer.data).toEqual(page[0]!.data);
  });

  it('follows each run\'s variables once compiled: @include and arguments change the answer', async () => {
    const answers = await everyRun(`query ($first: Int, $withCount: Boolean!) { products(first: $first) { found @include(if: $withCount) nodes { name } } }`, (run) => ({
      first: 1 + (run % 3),
      withCount: run % 2 === 0,
    }));
    answers.forEach((answer, run) => {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.products.nodes).toHaveLength(1 + (run % 3));
      expect('found' in answer.data!.products).toBe(run % 2 === 0);
    });
  });

  it('refuses bad input with the same words after compilation: a resolver error, and a quantity that is not whole', async () => {
    const search = await everyRun(`query ($search: String) { products(where: { search: $search }) { nodes { name } } }`, () => ({ search: 'x'.repeat(201) }));
    expect(search[0]!.errors?.[0]).toMatchObject({ message: 'Your search is too long: please use at most 200 characters.', extensions: { code: 'BAD_USER_INPUT' } });
    for (const answer of search) expect(answer.errors).toEqual(search[0]!.errors);

    const add = await everyRun(`mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { itemCount } } } }`, () => ({ input: { productId: 1, quantity: 2.5 } }));
    for (const answer of add) {
      expect(answer.errors?.[0]).toMatchObject({ message: QUANTITY_NOT_WHOLE, extensions: { code: 'BAD_USER_INPUT' } });
      expect(answer.data ?? null).toBeNull();
    }
  });
});
