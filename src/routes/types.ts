import type { LoaderArgs } from '../router/navigation';
import type { Environment } from 'relay-runtime';

/** A route module's loader: starts its query (render-as-you-fetch) with the app's Relay environment. */
export type RouteLoader<T> = (args: LoaderArgs, environment: Environment) => T;
