import { useEffect } from 'react';
import { useRouteError } from '../router/NavigationRouter';
import { isRouteErrorResponse } from '../router/routeError';
import { useSetRecoilState } from 'recoil';
import { ErrorPage } from '../components/ErrorPage/ErrorPage';
import { isChunkLoadError, reloadAfterChunkFailure } from '../deploy/chunk-reload';
import { errorMessage } from '../relay/request-error';
import { navigationFailedState } from '../state/navigation';

/** Shows a failed screen as the error page; reloads once when the screen's code could not be loaded. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  const setNavigationFailed = useSetRecoilState(navigationFailedState);
  useEffect(() => {
    if (chunkFailure) reloadAfterChunkFailure(sessionStorage, () => window.location.reload());
  }, [chunkFailure]);
  useEffect(() => {
    setNavigationFailed(true);
    return () => setNavigationFailed(false);
  }, [setNavigationFailed]);
  if (isRouteErrorResponse(error)) {
    return <ErrorPage statusCode={error.status} message={error.message} />;
  }
  return <ErrorPage statusCode={500} message={errorMessage(error)} />;
}
