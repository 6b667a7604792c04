import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createPath } from 'react-router-dom';
import './styles/global.css';
import { App } from './App';
import { fetchBuildInfo, watchForNewDeploys } from './deploy/deploy-watcher';
import { createRelayEnvironment } from './relay/environment';
import { createRoutes } from './routes/routes';

const environment = createRelayEnvironment();
const router = createBrowserRouter(createRoutes(environment));

let newBuildOut = false;
watchForNewDeploys({ currentBuildId: __BUILD_ID__, fetchBuildInfo, onNewDeploy: () => (newBuildOut = true) });
// Once a newer build is out, the next navigation is a full page load of that build.
router.subscribe((state) => {
  if (newBuildOut && state.navigation.location) window.location.assign(createPath(state.navigation.location));
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App environment={environment} router={router} />
  </StrictMode>,
);
