import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../relay/request-error';
import { mockPayload } from '../test/mockPayload';
import { loader } from './ProductListRoute';

const WOOGRAPHQL_REJECTION = 'Variable "$where" got invalid value { offsetPagination: { offset: 0, size: 24 } }; Field "offsetPagination" is not defined by type "RootQueryToProductConnectionWhereArgs".';

function backend({ extensions, found }: { extensions: boolean; found: number }) {
  const environment = createMockEnvironment();
  const seen: OperationDescriptor[] = [];
  const respond = (operation: OperationDescriptor) => {
    // A queued resolver answers one operation (and is removed by identity): queue a fresh one for the next.
    environment.mock.queueOperationResolver((next) => respond(next));
    seen.push(operation);
    const { where } = operation.request.variables as { where?: Record<string, unknown> };
    const usesExtension = operation.request.node.params.name === 'ProductListRouteFiltersQuery' || where?.offsetPagination !== undefined;
    if (usesExtension && !extensions) {
      return new RequestError({ client: 'vitrine', operationType: 'query', operationName: operation.request.node.params.name, status: 200, messages: [WOOGRAPHQL_REJECTION], codes: [] });
    }
    return mockPayload(operation, { products: { found, edges: [], pageInfo: { hasNextPage: false, endCursor: null } } });
  };
  environment.mock.queueOperationResolver((first) => respond(first));
  return { environment: environment as unknown as Environment, seen };
}

function args(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  const url = new URL(path, 'http://shop');
  return { request: new Request(url), url, params, pattern: '', context: undefined } as unknown as LoaderFunctionArgs;
}

describe('product list loader', () => {
  it('asks for the page by offset, with facets, from a backend that has Vitrine’s extensions', async () => {
    const { environment, seen } = backend({ extensions: true, found: 100 });
    const data = (await loader(args('/products/page/3?orderby=price', { pageNumber: '3' }), environment)) as { numberedPages: boolean; filters: unknown };
    expect(data.numberedPages).toBe(true);
    expect(data.filters).not.toBeNull();
    const list = seen.find((operation) => operation.request.node.params.name === 'ProductListRouteQuery')!;
    expect(list.request.variables.where).toMatchObject({ offsetPagination: { offset: 48, size: 24 }, orderby: [{ field: 'PRICE', order: 'DESC' }] });
  });

  it('falls back to WooGraphQL’s cursor paging, without facets, when the backend rejects the extensions', async () => {
    const { environment, seen } = backend({ extensions: false, found: 100 });
    const data = (await loader(args('/products?orderby=discount'), environment)) as { numberedPages: boolean; filters: unknown };
    expect(data.numberedPages).toBe(false);
    expect(data.filters).toBeNull();
    const lists = seen.filter((operation) => operation.request.node.params.name === 'ProductListRouteQuery');
    expect(lists.at(-1)!.request.variables.where).toEqual({ orderby: [{ field: 'DATE', order: 'DESC' }] });
    // Once known, the extensions are not tried again.
    const before = seen.length;
    await loader(args('/products?search=cap'), environment);
    expect(seen.slice(before).map((operation) => operation.request.variables.where)).toEqual([{ search: 'cap', orderby: [{ field: 'DATE', order: 'DESC' }] }]);
  });

  it('answers a page past the end with 404', async () => {
    const { environment } = backend({ extensions: true, found: 17 });
    await expect(loader(args('/products/page/2', { pageNumber: '2' }), environment)).rejects.toMatchObject({ init: { status: 404 }, data: 'Page not found: /products/page/2' });
  });
});
