import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './App';
import { configureBackend } from './backend/backend';
import { fetchBuildInfo, watchForNewDeploys } from './deploy/deploy-watcher';
import { settleLocaleOnFirstAccess } from './i18n/browserLocale';
import { loadMessagesOrDefaults, type Messages } from './i18n/messages';
import { finishHydration, startHydration } from './lib/hydration';
import { replayEarlyTap, stopKeepingEarlyTaps } from './lib/earlyTap';
import { preloadIslands, recordInputForIslands } from './lib/lazyIsland';
import { watchPageEngagement, whenPageEngaged } from './lib/pageEngagement';
import { preloadOperationExecutor } from './relay/browser/operationExecutor.js';
import { createRelayEnvironment } from './relay/environment';
import { createRoutePreloader } from './routes/preload/createRoutePreloader';
import { createBrowserHistory } from './router/history';
import { createNavigation } from './router/navigation';
import { NavigationRouter } from './router/NavigationRouter';
import { createRoutes } from './routes/routes';
import { recoverFromDeadSession } from './session/sessionRecovery';
import { readPageState } from './ssr/pageState';

/** The server's render of this page (records, locale), or null for a screen the browser renders alone. */
const pageState = readPageState(document);
// Before anything asks the backend: its endpoint, capabilities and currency as the server knows them.
if (pageState?.backend) configureBackend(pageState.backend);
/** A public page: React adopts the server's HTML; a shopper-only screen is rendered by the browser. */
const hydrating = Boolean(pageState && !pageState.shopperScreen);
// Set before the first screen loads: its islands then hydrate from the server's HTML when their code
// is in, instead of being awaited with the screen's code (see routes.tsx).
if (hydrating) startHydration();
// Engagement first: a tap made before the code ran, handed on to the islands, counts as the first gesture.
watchPageEngagement();
recordInputForIslands();
const settled = settleLocaleOnFirstAccess();
const locale = pageState?.locale ?? settled.locale;
const { basename } = settled;
const environment = createRelayEnvironment({ onError: recoverFromDeadSession, records: pageState?.records });
const routes = createRoutes(environment);
const navigation = createNavigation({ routes, history: createBrowserHistory(), basename });
const preloadRoute = createRoutePreloader(routes, () => window.location.origin, basename);

let newBuildOut = false;
watchForNewDeploys({ currentBuildId: __BUILD_ID__, fetchBuildInfo, onNewDeploy: () => (newBuildOut = true) });
// Once a newer build is out, the next navigation is a full page load of that build.
navigation.subscribe(() => {
  if (newBuildOut && navigation.pending) window.location.assign(navigation.history.createHref(navigation.pending));
});
// A navigation's screen change reaches the islands still waiting to be shown (the search box behind
// a phone's trigger), and React adopts them before it shows the screen: their code comes beside the
// navigation's data instead of after it.
navigation.subscribe(() => {
  if (navigation.pending && navigation.state) void preloadIslands();
});

/**
 * Ends the hydration phase once React has adopted the server's HTML. It wraps the router rather than
 * sitting beside it: a sibling would shift every `useId` below and the ids would no longer match the
 * server's (react-aria links tabs, labels and panels by them).
 */
function HydrationDone({ children }: { children: ReactNode }) {
  useEffect(() => {
    finishHydration();
    // A tap on a button made before the app's code ran (index.html keeps it) is carried out now.
    replayEarlyTap();
    // When the page answers taps: `npm run bench:pages` reports it as the page's interactive time.
    performance.mark('hydrated');
    // The production build took Relay's executor out of the first download (vite.config.mts). It
    // comes with the shopper's first gesture, before their first tap's optimistic update needs it,
    // or with the first request the page makes; a page only looked at does without. If this load
    // fails, the first request that needs the executor loads it again. Development serves
    // relay-runtime whole, executor included.
    if (import.meta.env.PROD) whenPageEngaged(() => void preloadOperationExecutor().catch(() => undefined));
  }, []);
  return children;
}

const seo = { origin: pageState?.origin ?? '' };

function Root({ messages }: { messages: Messages }) {
  return (
    <StrictMode>
      <App environment={environment} preloadRoute={preloadRoute} locale={locale} messages={messages} seo={seo}>
        <HydrationDone>
          <NavigationRouter navigation={navigation} />
        </HydrationDone>
      </App>
    </StrictMode>
  );
}

// The locale's messages download alongside the first screen's code and data (preloaded by the server's HTML):
// the first screen's code is loaded and its loaders have run (from the embedded records) before React renders.
void Promise.all([loadMessagesOrDefaults(locale), navigation.initialize()]).then(([messages]) => {
  const root = document.getElementById('root')!;
  stopKeepingEarlyTaps();
  if (hydrating) {
    // The per-shopper parts (guest wishlist, ...) fill in once the server's HTML is adopted as it is.
    hydrateRoot(root, <Root messages={messages} />);
  } else {
    // A shopper-only screen: the server's page around it is replaced by the browser's full render.
    createRoot(root).render(<Root messages={messages} />);
  }
});
