import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import './styles/global.css';
import { App } from './App';
import { fetchBuildInfo, watchForNewDeploys } from './deploy/deploy-watcher';
import { settleLocaleOnFirstAccess } from './i18n/browserLocale';
import { loadMessagesOrDefaults } from './i18n/messages';
import { createRelayEnvironment } from './relay/environment';
import { createRoutePreloader } from './routes/preload/createRoutePreloader';
import { createRoutes } from './routes/routes';
import { recoverFromDeadSession } from './session/sessionRecovery';

const { locale, basename } = settleLocaleOnFirstAccess();
const environment = createRelayEnvironment({ onError: recoverFromDeadSession });
const routes = createRoutes(environment);
const router = createBrowserRouter(routes, { basename });
const preloadRoute = createRoutePreloader(routes, () => window.location.origin, basename);

let newBuildOut = false;
watchForNewDeploys({ currentBuildId: __BUILD_ID__, fetchBuildInfo, onNewDeploy: () => (newBuildOut = true) });
// Once a newer build is out, the next navigation is a full page load of that build.
router.subscribe((state) => {
  if (newBuildOut && state.navigation.location) window.location.assign(router.createHref(state.navigation.location));
});

// The locale's messages download alongside the first screen's code and data.
void loadMessagesOrDefaults(locale).then((messages) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App environment={environment} router={router} preloadRoute={preloadRoute} locale={locale} messages={messages} />
    </StrictMode>,
  ),
);
