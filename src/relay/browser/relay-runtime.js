/**
 * The browser build's `relay-runtime` (vite.config.mts points the name here): the parts the
 * storefront and the react-relay hooks it uses ask for, under relay-runtime's own names. The
 * package's index requires every module it has (subscriptions, the legacy containers' resolver,
 * experimental observers, the response cache, ...), which a bundler cannot leave out of CommonJS.
 * The server and the tests use the package itself; `slimEntries.test.ts` checks that this file
 * offers every name those callers read.
 */
import ConnectionHandler from 'relay-runtime/lib/handlers/connection/ConnectionHandler';
import ConnectionInterface from 'relay-runtime/lib/handlers/connection/ConnectionInterface';
import commitLocalUpdate from 'relay-runtime/lib/mutations/commitLocalUpdate';
import commitMutation from 'relay-runtime/lib/mutations/commitMutation';
import Network from 'relay-runtime/lib/network/RelayNetwork';
import Observable from 'relay-runtime/lib/network/RelayObservable';
import fetchQuery from 'relay-runtime/lib/query/fetchQuery';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag';
import PreloadableQueryRegistry from 'relay-runtime/lib/query/PreloadableQueryRegistry';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';
import readInlineData from 'relay-runtime/lib/store/readInlineData';
import Environment from 'relay-runtime/lib/store/RelayModernEnvironment';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
import Record from 'relay-runtime/lib/store/RelayModernRecord';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector';
import Store from 'relay-runtime/lib/store/RelayModernStore';
import RecordSource from 'relay-runtime/lib/store/RelayRecordSource';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils';
import getFragmentIdentifier from 'relay-runtime/lib/util/getFragmentIdentifier';
import getPaginationMetadata from 'relay-runtime/lib/util/getPaginationMetadata';
import getPaginationVariables from 'relay-runtime/lib/util/getPaginationVariables';
import getPendingOperationsForFragment from 'relay-runtime/lib/util/getPendingOperationsForFragment';
import getRefetchMetadata from 'relay-runtime/lib/util/getRefetchMetadata';
import getRequestIdentifier from 'relay-runtime/lib/util/getRequestIdentifier';
import getValueAtPath from 'relay-runtime/lib/util/getValueAtPath';
import handlePotentialSnapshotErrorsModule from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
import isPromise from 'relay-runtime/lib/util/isPromise';
import recycleNodesInto from 'relay-runtime/lib/util/recycleNodesInto';
import RelayFeatureFlags from 'relay-runtime/lib/util/RelayFeatureFlags';
import ReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject';

export const { createOperationDescriptor } = RelayModernOperationDescriptor;
export const { areEqualSelectors, getSelector, getVariablesFromFragment } = RelayModernSelector;
export const { getFragment, getRequest, graphql } = GraphQLTag;
export const { ID_KEY } = RelayStoreUtils;
export const { handlePotentialSnapshotErrors } = handlePotentialSnapshotErrorsModule;

export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
};

export {
  ConnectionHandler,
  ConnectionInterface,
  Environment,
  Network,
  Observable,
  PreloadableQueryRegistry,
  Record,
  RecordSource,
  RelayFeatureFlags,
  ReplaySubject,
  Store,
  commitLocalUpdate,
  commitMutation,
  fetchQuery,
  getFragmentIdentifier,
  getPaginationMetadata,
  getPaginationVariables,
  getPendingOperationsForFragment,
  getRefetchMetadata,
  getRequestIdentifier,
  getValueAtPath,
  isPromise,
  readInlineData,
  recycleNodesInto,
};
