import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RecoilRoot } from 'recoil';
import type { Environment } from 'relay-runtime';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/messages';
import { RoutePreloadContext } from './routes/preload/RoutePreloadContext';
import { SeoContext, type SeoContextValue } from './seo/SeoContext';
import './state/recoilEnvironment';

export interface AppProps {
  environment: Environment;
  /** Loads a screen's code and data ahead of a click (see createRoutePreloader). */
  preloadRoute: (href: string) => void;
  /** The locale settled for this page load and its messages (see settleLocaleOnFirstAccess). */
  locale: Locale;
  messages: Messages;
  /** Public origin and, on the server, the head collector. */
  seo: SeoContextValue;
  /** The router (NavigationRouter), in the browser and on the server. */
  children: ReactNode;
}

/** Providers shared by every screen: Recoil (client state), Relay (server data), react-intl, head tags, route preloading. */
export function App({ environment, preloadRoute, locale, messages, seo, children }: AppProps) {
  return (
    <RecoilRoot>
      <RelayEnvironmentProvider environment={environment}>
        <LocaleProvider locale={locale} messages={messages}>
          <SeoContext.Provider value={seo}>
            <RoutePreloadContext.Provider value={preloadRoute}>{children}</RoutePreloadContext.Provider>
          </SeoContext.Provider>
        </LocaleProvider>
      </RelayEnvironmentProvider>
    </RecoilRoot>
  );
}
