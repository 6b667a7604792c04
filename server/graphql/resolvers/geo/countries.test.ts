import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';

describe('countries and states', () => {
  let shop: TestServer;
  let europeOnly: TestServer;
  beforeAll(async () => {
    shop = await createTestServer('pglite');
    europeOnly = await createTestServer('pglite', { ALLOWED_COUNTRIES: 'DE,FR,IT' });
  });
  afterAll(async () => {
    await shop.close();
    await europeOnly.close();
  });

  it('lists every country of CountriesEnum, sold to everywhere by default', async () => {
    const { data, errors } = await shop.graphql('{ countries allowedCountries }');
    expect(errors).toBeUndefined();
    expect(data?.countries).toHaveLength(250);
    expect(data?.countries).toEqual(expect.arrayContaining(['US', 'DE', 'JP', 'XK', 'AQ']));
    expect(data?.allowedCountries).toEqual(data?.countries);
  });

  it('limits allowedCountries to ALLOWED_COUNTRIES, but not countries', async () => {
    const { data } = await europeOnly.graphql('{ countries allowedCountries }');
    expect(data?.allowedCountries).toEqual(['DE', 'FR', 'IT']);
    expect(data?.countries).toHaveLength(250);
  });

  it('answers the states of a country with WooCommerce-style codes, sorted by name', async () => {
    const { data } = await shop.graphql('query ($c: CountriesEnum!) { countryStates(country: $c) { code name } }', { c: 'US' });
    const states = data?.countryStates as { code: string; name: string }[];
    expect(states).toContainEqual({ code: 'CA', name: 'California' });
    expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(states.map((state) => state.name)).toEqual([...states.map((state) => state.name)].sort((a, b) => a.localeCompare(b, 'en')));
    const germany = await shop.graphql('{ countryStates(country: DE) { code name } }');
    expect(germany.data?.countryStates).toHaveLength(16);
    expect(germany.data?.countryStates).toContainEqual({ code: 'BY', name: 'Bayern' });
  });

  it('answers [] for a country without subdivisions or one the shop does not sell to', async () => {
    expect((await shop.graphql('{ countryStates(country: VA) { code } }')).data?.countryStates).toEqual([]);
    expect((await europeOnly.graphql('{ countryStates(country: US) { code } }')).data?.countryStates).toEqual([]);
    expect((await europeOnly.graphql('{ countryStates(country: IT) { code } }')).data?.countryStates).toHaveLength(20);
  });

  it('rejects a code that is not a CountriesEnum value', async () => {
    const response = await shop.graphql('{ countryStates(country: ZZ) { code } }');
    expect(response.errors?.[0]?.message).toMatch(/CountriesEnum/);
  });
});
