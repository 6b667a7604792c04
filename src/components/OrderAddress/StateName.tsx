import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CountriesEnum, StateNameQuery } from '../../__generated__/StateNameQuery.graphql';

function LoadedStateName({ country, code }: { country: string; code: string }) {
  const { countryStates } = useLazyLoadQuery<StateNameQuery>(
    graphql`
      query StateNameQuery($country: CountriesEnum!) {
        countryStates(country: $country) {
          code
          name
        }
      }
    `,
    { country: country as CountriesEnum },
    { fetchPolicy: 'store-or-network' },
  );
  return <>{countryStates?.find((state) => state?.code === code)?.name ?? code}</>;
}

/** A state or county by the name the shop's geo data gives it ("Bayern" for DE/BY); its code while that loads, or when none matches. */
export function StateName({ country, code }: { country: string; code: string }) {
  return (
    <Suspense fallback={code}>
      <LoadedStateName country={country} code={code} />
    </Suspense>
  );
}
