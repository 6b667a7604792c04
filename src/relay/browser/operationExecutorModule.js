/**
 * relay-runtime's OperationExecutor with its response normaliser, the part of the browser build's
 * Relay that loads after the first paint (see operationExecutor.js).
 */
import OperationExecutor from 'relay-runtime/lib/store/OperationExecutor';
import normalizeResponse from 'relay-runtime/lib/store/normalizeResponse';
import normalizeResponseStandIn from './normalizeResponse.cjs';

export function execute(config) {
  // The environment hands over its default normaliser, which in this build is the stand-in.
  return OperationExecutor.execute(config.normalizeResponse === normalizeResponseStandIn ? { ...config, normalizeResponse } : config);
}
