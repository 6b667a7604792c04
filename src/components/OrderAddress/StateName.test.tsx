import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingOperation } from '../../test/cartFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StateName } from './StateName';

describe('StateName', () => {
  it('names a state as the shop’s geo data does, showing its code until that arrives and when none matches', async () => {
    const { environment } = renderWithProviders(
      <p>
        <StateName country="DE" code="BY" />, <StateName country="DE" code="ZZ" />
      </p>,
    );
    await waitFor(() => expect(pendingOperation(environment, 'useCountryStatesQuery')).toBeDefined());
    expect(screen.getByText('BY, ZZ')).toBeInTheDocument();
    const query = pendingOperation(environment, 'useCountryStatesQuery')!;
    expect(query.request.variables).toEqual({ country: 'DE' });
    act(() =>
      environment.mock.resolve(query, {
        data: { countryStates: [{ code: 'BE', name: 'Berlin' }, { code: 'BY', name: 'Bayern' }] },
      }),
    );
    expect(await screen.findByText('Bayern, ZZ')).toBeInTheDocument();
  });
});
