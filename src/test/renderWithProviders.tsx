import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { LocaleProvider } from '../i18n/LocaleProvider';

/**
 * Renders `ui` as the element of a route at `url`, inside the app's providers, with a Relay mock
 * environment that answers the first operation with `respond` (see mockPayload). Returns the environment (to resolve operations) and the router (to read the URL).
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path = '*', respond }: { url?: string; path?: string; respond?: (operation: OperationDescriptor) => GraphQLSingularResponse } = {},
) {
  const environment = createMockEnvironment();
  if (respond) environment.mock.queueOperationResolver(respond);
  const router = createMemoryRouter([{ path, element: <Suspense fallback="loading">{ui}</Suspense> }], { initialEntries: [url] });
  const result = render(
    <RecoilRoot>
      <RelayEnvironmentProvider environment={environment}>
        <LocaleProvider locale="en_US" messages={{}}>
          <RouterProvider router={router} />
        </LocaleProvider>
      </RelayEnvironmentProvider>
    </RecoilRoot>,
  );
  return { ...result, environment, router };
}
