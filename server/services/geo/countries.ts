import { Kind, parse } from 'graphql';
import { iso31661, iso31662 } from 'iso-3166';
import { backendSchemaPath, readBackendSchema } from '../../graphql/schema-sources';

/**
 * Countries and their subdivisions, from ISO 3166 (the `iso-3166` package), limited to the codes of
 * the API contract's CountriesEnum so every code the server answers is a valid enum value.
 */

/** Kosovo: a user-assigned code outside ISO 3166-1 that the EU and WooCommerce use. */
const USER_ASSIGNED = ['XK'];

export interface CountryState {
  code: string;
  name: string;
}

function countriesEnumValues(): Set<string> {
  const document = parse(readBackendSchema(), { noLocation: true });
  for (const definition of document.definitions) {
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'CountriesEnum') {
      return new Set((definition.values ?? []).map((value) => value.name.value));
    }
  }
  throw new Error(`CountriesEnum is missing from ${backendSchemaPath}`);
}

let supported: readonly string[] | undefined;

/** Every country code the server knows, sorted: ISO 3166-1 alpha-2 codes that CountriesEnum lists. */
export function supportedCountryCodes(): readonly string[] {
  if (!supported) {
    const enumValues = countriesEnumValues();
    const known = [...iso31661.map((country) => country.alpha2), ...USER_ASSIGNED];
    supported = known.filter((code) => enumValues.has(code)).sort();
  }
  return supported;
}

const statesByCountry = new Map<string, CountryState[]>();

/**
 * First-level subdivisions of a country (US states, German Länder, Italian regions…), codes without
 * the country prefix as WooCommerce has them ("CA", not "US-CA"), sorted by name. [] when the
 * country has none.
 */
export function subdivisionsOf(country: string): CountryState[] {
  let states = statesByCountry.get(country);
  if (!states) {
    const prefix = `${country}-`;
    states = iso31662
      .filter((subdivision) => subdivision.parent === country)
      .map((subdivision) => ({ code: subdivision.code.slice(prefix.length), name: subdivision.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    statesByCountry.set(country, states);
  }
  return states;
}
