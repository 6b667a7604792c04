import { render } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RecoilRoot } from 'recoil';
import '../state/recoilEnvironment';
import type { GraphQLSingularResponse, IEnvironment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { createMemoryHistory, type History } from '../router/history';
import { createNavigation, type AppRoute, type Navigation } from '../router/navigation';
import { NavigationRouter } from '../router/NavigationRouter';

/**
 * The shop's router over `routes`, at the history's location (a memory history at `url` unless one
 * is given). Routes that are only elements show at once; with lazy screens, await `initialize()`.
 */
export function createTestNavigation(routes: AppRoute[], { url = '/', history, basename }: { url?: string; history?: History; basename?: string } = {}): Navigation {
  const navigation = createNavigation({ routes, history: history ?? createMemoryHistory([url]), basename });
  void navigation.initialize();
  return navigation;
}

/** The providers every screen has (Recoil, Relay, react-intl) around the router. */
export function AppProviders({ environment, children }: { environment: IEnvironment; children: ReactNode }) {
  return (
    <RecoilRoot>
      <RelayEnvironmentProvider environment={environment}>
        <LocaleProvider locale="en_US" messages={{}}>
          {children}
        </LocaleProvider>
      </RelayEnvironmentProvider>
    </RecoilRoot>
  );
}

/**
 * Renders `ui` as the element of a route at `url`, inside the app's providers, with a Relay mock
 * environment that answers the first operation with `respond` (see mockPayload). Returns the
 * environment (to resolve operations) and the router (to read the location on screen).
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path = '*', respond }: { url?: string; path?: string; respond?: (operation: OperationDescriptor) => GraphQLSingularResponse } = {},
) {
  const environment = createMockEnvironment();
  if (respond) environment.mock.queueOperationResolver(respond);
  const router = createTestNavigation([{ path, element: <Suspense fallback="loading">{ui}</Suspense> }], { url });
  const result = render(
    <AppProviders environment={environment}>
      <NavigationRouter navigation={router} />
    </AppProviders>,
  );
  return { ...result, environment, router };
}
