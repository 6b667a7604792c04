import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CountriesEnum, useCountryStatesQuery } from '../__generated__/useCountryStatesQuery.graphql';

export interface CountryState {
  code: string;
  name: string;
}

/**
 * The states or counties the shop lists for a country (spec: countryStates), by the names its geo data
 * gives them; empty when it lists none. Suspends while they load; one answer per country is kept.
 */
export function useCountryStates(country: string): CountryState[] {
  const { countryStates } = useLazyLoadQuery<useCountryStatesQuery>(
    graphql`
      query useCountryStatesQuery($country: CountriesEnum!) {
        countryStates(country: $country) {
          code
          name
        }
      }
    `,
    { country: country as CountriesEnum },
    { fetchPolicy: 'store-or-network' },
  );
  return (countryStates ?? []).flatMap((state) => (state ? [{ code: state.code, name: state.name }] : []));
}
