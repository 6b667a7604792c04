import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { backend as backendState, configureBackend } from '../backend/backend';
import { ALL_CAPABILITIES, PLAIN_WOOGRAPHQL } from '../backend/capabilities';
import type { LoaderArgs } from '../router/navigation';
import { RouteErrorResponse } from '../router/routeError';
import { mockPayload } from '../test/mockPayload';
import { loader } from './ProductListRoute';

/** A backend that answers every list and filter query, and records what it was asked. */
function backend({ found }: { found: number }) {
  const environment = createMockEnvironment();
  const seen: OperationDescriptor[] = [];
  const respond = (operation: OperationDescriptor) => {
    // A queued resolver answers one operation (and is removed by identity): queue a fresh one for the next.
    environment.mock.queueOperationResolver((next) => respond(next));
    seen.push(operation);
    return mockPayload(operation, { products: { found, edges: [], pageInfo: { hasNextPage: false, endCursor: null } } });
  };
  environment.mock.queueOperationResolver((first) => respond(first));
  return { environment: environment as unknown as Environment, seen };
}

function args(path: string, params: Record<string, string> = {}): LoaderArgs {
  return { request: new Request(new URL(path, 'http://shop')), params };
}

const names = (seen: OperationDescriptor[]) => seen.map((operation) => operation.request.node.params.name).sort();
const vitrine = backendState();

afterEach(() => configureBackend(vitrine));

describe('product list loader', () => {
  it('asks for the page by offset, with facets, from a backend that has Vitrine’s extensions', async () => {
    configureBackend({ ...vitrine, capabilities: ALL_CAPABILITIES });
    const { environment, seen } = backend({ found: 100 });
    const data = (await loader(args('/products/page/3?orderby=price', { pageNumber: '3' }), environment)) as { numberedPages: boolean; filters: unknown };
    expect(data.numberedPages).toBe(true);
    expect(names(seen)).toEqual(['ProductListRouteFiltersQuery', 'ProductListRouteQuery']);
    const list = seen.find((operation) => operation.request.node.params.name === 'ProductListRouteQuery')!;
    expect(list.request.variables.where).toMatchObject({ offsetPagination: { offset: 48, size: 24 }, orderby: [{ field: 'PRICE', order: 'DESC' }] });
  });

  it('asks a plain WooGraphQL backend only what it has: cursor paging, no DISCOUNT sort, collectionStats for the filters', async () => {
    configureBackend({ ...vitrine, capabilities: PLAIN_WOOGRAPHQL, attributeTaxonomies: ['PA_COLOR'] });
    const { environment, seen } = backend({ found: 100 });
    const data = (await loader(args('/product-category/hoodies?orderby=discount&filter=price[10,20]', { categorySlug: 'hoodies' }), environment)) as {
      numberedPages: boolean;
    };
    expect(data.numberedPages).toBe(false);
    expect(names(seen)).toEqual(['ProductListRouteQuery', 'ProductListRouteStatsQuery']);
    const list = seen.find((operation) => operation.request.node.params.name === 'ProductListRouteQuery')!;
    expect(list.request.variables.where).toEqual({ category: 'hoodies', minPrice: 10, maxPrice: 20, orderby: [{ field: 'DATE', order: 'DESC' }] });
    const stats = seen.find((operation) => operation.request.node.params.name === 'ProductListRouteStatsQuery')!;
    // The Store API's where: a category by categoryIn, prices in cents.
    expect(stats.request.variables).toEqual({
      where: { categoryIn: ['hoodies'], minPrice: 1000, maxPrice: 2000 },
      baseWhere: { categoryIn: ['hoodies'] },
      taxonomies: [{ taxonomy: 'PA_COLOR', relation: 'OR' }],
      withCategories: false,
    });
  });

  it('answers a page past the end with 404', async () => {
    const { environment } = backend({ found: 17 });
    await expect(loader(args('/products/page/2', { pageNumber: '2' }), environment)).rejects.toEqual(new RouteErrorResponse(404, 'Page not found: /products/page/2'));
  });
});
