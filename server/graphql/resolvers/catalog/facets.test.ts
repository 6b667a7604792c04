import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { addCatalogFixtures } from './catalog-fixtures';

const FACETS = /* GraphQL */ `
  query Facets($where: RootQueryToProductConnectionWhereArgs) {
    products(first: 100, where: $where) {
      found
      nodes { slug }
      facets { total categories { slug count } attributes { taxonomy terms { slug count } } ratings { rating count } }
    }
  }
`;

interface Facets {
  found: number;
  nodes: { slug: string }[];
  facets: {
    total: number;
    categories: { slug: string; count: number }[];
    attributes: { taxonomy: string; terms: { slug: string; count: number }[] }[];
    ratings: { rating: number; count: number }[];
  };
}

describe.each(testDatabaseKinds)('facet counts on %s', (kind) => {
  let server: TestServer;

  async function query(where: Record<string, unknown>): Promise<Facets> {
    const response = await server.graphql<{ products: Facets }>(FACETS, { where });
    expect(response.errors).toBeUndefined();
    return response.data!.products;
  }
  const categoryCounts = (result: Facets) => Object.fromEntries(result.facets.categories.map((facet) => [facet.slug, facet.count]));
  const termCounts = (result: Facets, taxonomy: string) =>
    Object.fromEntries((result.facets.attributes.find((facet) => facet.taxonomy === taxonomy)?.terms ?? []).map((term) => [term.slug, term.count]));
  const ratingCounts = (result: Facets) => Object.fromEntries(result.facets.ratings.map((facet) => [facet.rating, facet.count]));
  const slugs = (result: Facets) => result.nodes.map((node) => node.slug);
  const union = (...lists: string[][]) => new Set(lists.flat()).size;

  beforeAll(async () => {
    server = await createTestServer(kind);
    await addCatalogFixtures(server.database.db);
  });
  afterAll(() => server.close());

  it('a chosen category leaves the other categories their counts, and two give the union', async () => {
    const before = categoryCounts(await query({}));
    const music = await query({ categoryIn: ['music'] });
    expect(music.found).toBe(2);
    // Every category still reads how many products it has with the other filters (none here).
    expect(categoryCounts(music)).toEqual(before);
    expect(categoryCounts(music).decor).toBeGreaterThan(0);

    const both = await query({ categoryIn: ['music', 'decor'] });
    const alone = await Promise.all([query({ categoryIn: ['music'] }), query({ categoryIn: ['decor'] })]);
    expect(both.found).toBe(union(...alone.map(slugs)));
    expect(both.found).toBe(before.music! + before.decor!);
    expect(categoryCounts(both)).toEqual(before);
  });

  it('a category count keeps the other facets applied', async () => {
    const blue = await query({ attributes: { queries: [{ taxonomy: 'PA_COLOR', terms: ['blue'], operator: 'IN' }], relation: 'AND' } });
    const blueAndMusic = await query({
      categoryIn: ['music'],
      attributes: { queries: [{ taxonomy: 'PA_COLOR', terms: ['blue'], operator: 'IN' }], relation: 'AND' },
    });
    expect(categoryCounts(blueAndMusic)).toEqual(categoryCounts(blue));
    const clothingAndBlue = await query({ categoryIn: ['clothing'], attributes: { queries: [{ taxonomy: 'PA_COLOR', terms: ['blue'], operator: 'IN' }] } });
    expect(clothingAndBlue.found).toBe(categoryCounts(blue).clothing);
  });

  it('a chosen attribute term leaves the other terms of that attribute their counts, and two give the union', async () => {
    const before = termCounts(await query({}), 'pa_color');
    const [first, second] = Object.keys(before).filter((slug) => before[slug]! > 0);
    expect(second).toBeDefined();
    const color = (terms: string[]) => ({ attributes: { queries: [{ taxonomy: 'PA_COLOR', terms, operator: 'IN' }], relation: 'AND' } });
    const one = await query(color([first!]));
    expect(one.found).toBe(before[first!]);
    expect(termCounts(one, 'pa_color')).toEqual(before);

    const two = await query(color([first!, second!]));
    const other = await query(color([second!]));
    expect(two.found).toBe(union(slugs(one), slugs(other)));
    expect(termCounts(two, 'pa_color')).toEqual(before);
    // The same selection sent as a taxonomy filter counts the same way.
    const viaTaxonomyFilter = await query({ taxonomyFilter: { relation: 'AND', filters: [{ taxonomy: 'PA_COLOR', terms: [first!], operator: 'IN' }] } });
    expect(termCounts(viaTaxonomyFilter, 'pa_color')).toEqual(before);
  });

  it('chosen ratings leave every rating its count, and two give the union', async () => {
    const before = ratingCounts(await query({}));
    const rated = Object.keys(before).map(Number).filter((rating) => before[rating]! > 0);
    expect(rated.length).toBeGreaterThanOrEqual(2);
    const [high, low] = rated.sort().reverse();
    const one = await query({ rating: [high] });
    expect(one.found).toBe(before[high!]);
    expect(ratingCounts(one)).toEqual(before);
    const two = await query({ rating: [high, low] });
    expect(two.found).toBe(before[high!]! + before[low!]!);
    expect(ratingCounts(two)).toEqual(before);
  });
});
