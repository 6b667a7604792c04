/**
 * The browser build's `react-relay/hooks` (vite.config.mts points the name here): the hooks the
 * storefront uses, required one by one. react-relay's own `hooks` entry requires every hook and
 * entry-point helper it has, which a bundler cannot leave out of CommonJS, so they all landed in the
 * first download. The server and the tests use the package itself; `slimEntries.test.ts` checks
 * that this file offers every name the storefront imports.
 */
import { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
import RelayEnvironmentProvider from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
import useFragment from 'react-relay/lib/relay-hooks/useFragment';
import useLazyLoadQuery from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
import usePreloadedQuery from 'react-relay/lib/relay-hooks/usePreloadedQuery';
import useRelayEnvironment from 'react-relay/lib/relay-hooks/useRelayEnvironment';
import { ConnectionHandler, commitLocalUpdate, commitMutation, fetchQuery, graphql, readInlineData } from 'relay-runtime';

export {
  ConnectionHandler,
  RelayEnvironmentProvider,
  commitLocalUpdate,
  commitMutation,
  fetchQuery,
  graphql,
  loadQuery,
  readInlineData,
  useFragment,
  useLazyLoadQuery,
  usePreloadedQuery,
  useRelayEnvironment,
};
