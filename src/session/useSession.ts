import { useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { sessionControllerFor, type SessionController, type SessionStatus } from './sessionController';

/** The session of this environment and its status; re-renders when the status changes. */
export function useSession(): { controller: SessionController; status: SessionStatus } {
  const controller = sessionControllerFor(useRelayEnvironment());
  const status = useSyncExternalStore(controller.subscribe, controller.getStatus, controller.getStatus);
  return { controller, status };
}
