import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CAPABILITIES, PLAIN_WOOGRAPHQL } from '../../src/backend/capabilities';
import { startWooGraphQLDouble, type WooGraphQLDouble } from '../../e2e/woographql-double/double';
import { createTestServer, type TestServer } from '../test/api';
import { TEST_SESSION_SECRET } from '../test/shopper';
import { learnCapabilities, learnCurrency, RemoteBackendProfile } from './backend-profile';

/** What the server learns of a backend before the first page: from Vitrine itself, and from a shop that answers as WooGraphQL 1.0.2. */
describe('backend profile', () => {
  let server: TestServer;
  let vitrine: string;
  let double: WooGraphQLDouble;

  beforeAll(async () => {
    server = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET, CURRENCY: 'USD' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    vitrine = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/graphql`;
    double = await startWooGraphQLDouble({ backend: vitrine, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await double.close();
    await server.close();
  });

  it('finds every extension on Vitrine’s server, and the attribute taxonomies', async () => {
    const learnt = await learnCapabilities(vitrine, fetch);
    expect(learnt.capabilities).toEqual(ALL_CAPABILITIES);
    expect(learnt.woonuxtSettings).toBe(true);
    expect(learnt.guestOrderLookup).toBe(true);
    expect(await learnCurrency(vitrine, fetch, { woonuxtSettings: true })).toBe('USD');
    expect(learnt.attributeTaxonomies).toEqual(expect.arrayContaining(['PA_COLOR', 'PA_SIZE']));
  });

  it('finds none on a WooGraphQL 1.0.2 shop, with no refused request', async () => {
    const learnt = await learnCapabilities(double.url, fetch);
    expect(learnt.capabilities).toEqual(PLAIN_WOOGRAPHQL);
    expect(learnt.attributeTaxonomies).toEqual(['PA_COLOR', 'PA_SIZE']);
    expect(learnt.woonuxtSettings).toBe(false);
    expect(learnt.guestOrderLookup).toBe(false);
  });

  it('reads the shop’s currency from how it formats prices, asking nothing the shop refuses', async () => {
    double.requests.length = 0;
    const profile = new RemoteBackendProfile({ endpoint: double.url, fetch, currencyOverride: undefined, fallbackCurrency: 'EUR' });
    expect((await profile.current()).currency).toBe('USD');
    profile.close();
    expect(double.requests.map((request) => request.operationName)).toEqual(['VitrineBackendCapabilities', 'VitrineShopCurrency']);
    expect(double.requests.filter((request) => request.refused || request.errors.length > 0)).toEqual([]);
  });

  it('assumes a plain WooGraphQL shop while the backend cannot be reached, and learns it later', async () => {
    const unreachable = 'http://127.0.0.1:9/graphql';
    const profile = new RemoteBackendProfile({ endpoint: unreachable, fetch, currencyOverride: undefined, fallbackCurrency: 'EUR', retryMs: 60_000 });
    const assumed = await profile.current();
    profile.close();
    expect(assumed).toEqual({ endpoint: unreachable, currency: 'EUR', capabilities: PLAIN_WOOGRAPHQL, attributeTaxonomies: [], guestOrderLookup: false });
  });

  it('lets CURRENCY override what the prices suggest', async () => {
    const profile = new RemoteBackendProfile({ endpoint: double.url, fetch, currencyOverride: 'CAD', fallbackCurrency: 'EUR' });
    const learnt = await profile.current();
    profile.close();
    expect(learnt.currency).toBe('CAD');
    expect(learnt.capabilities).toEqual(PLAIN_WOOGRAPHQL);
  });
});
