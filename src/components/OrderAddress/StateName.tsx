import { Suspense } from 'react';
import { useCountryStates } from '../../checkout/useCountryStates';

function LoadedStateName({ country, code }: { country: string; code: string }) {
  const states = useCountryStates(country);
  return <>{states.find((state) => state.code === code)?.name ?? code}</>;
}

/** A state or county by the name the shop's geo data gives it ("Bayern" for DE/BY); its code while that loads, or when none matches. */
export function StateName({ country, code }: { country: string; code: string }) {
  return (
    <Suspense fallback={code}>
      <LoadedStateName country={country} code={code} />
    </Suspense>
  );
}
