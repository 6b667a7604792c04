import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import type { Environment } from 'relay-runtime';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/messages';
import { RoutePreloadContext } from './routes/preload/RoutePreloadContext';

export interface AppProps {
  environment: Environment;
  router: ReturnType<typeof createBrowserRouter>;
  /** Loads a screen's code and data ahead of a click (see createRoutePreloader). */
  preloadRoute: (href: string) => void;
  /** The locale settled for this page load and its messages (see settleLocaleOnFirstAccess). */
  locale: Locale;
  messages: Messages;
}

/** Providers shared by every screen: Recoil (client state), Relay (server data), react-intl, route preloading, the router. */
export function App({ environment, router, preloadRoute, locale, messages }: AppProps) {
  return (
    <RecoilRoot>
      <RelayEnvironmentProvider environment={environment}>
        <LocaleProvider locale={locale} messages={messages}>
          <RoutePreloadContext.Provider value={preloadRoute}>
            <RouterProvider router={router} />
          </RoutePreloadContext.Provider>
        </LocaleProvider>
      </RelayEnvironmentProvider>
    </RecoilRoot>
  );
}
