import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import type { Environment } from 'relay-runtime';
import { LocaleProvider } from './i18n/LocaleProvider';

export interface AppProps {
  environment: Environment;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers shared by every screen: Recoil (client state), Relay (server data), react-intl, the router. */
export function App({ environment, router }: AppProps) {
  return (
    <RecoilRoot>
      <RelayEnvironmentProvider environment={environment}>
        <LocaleProvider>
          <RouterProvider router={router} />
        </LocaleProvider>
      </RelayEnvironmentProvider>
    </RecoilRoot>
  );
}
