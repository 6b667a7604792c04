import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';

type Json = unknown;

function merge(skeleton: Json, override: Json): Json {
  if (override === undefined) return skeleton;
  if (Array.isArray(override)) {
    const template = Array.isArray(skeleton) ? skeleton[0] : undefined;
    return override.map((item) => merge(template, item));
  }
  if (override && typeof override === 'object' && skeleton && typeof skeleton === 'object' && !Array.isArray(skeleton)) {
    const result: Record<string, Json> = { ...(skeleton as Record<string, Json>) };
    for (const [key, value] of Object.entries(override)) result[key] = merge(result[key], value);
    return result;
  }
  return override;
}

/**
 * A response for `operation`: MockPayloadGenerator's payload (every selected field present) with
 * `data` laid over it. Lists in `data` set the length; each item is filled from the generated one,
 * so tests state only the fields they are about.
 */
export function mockPayload(operation: OperationDescriptor, data: Record<string, Json>, typenames: Record<string, string> = {}) {
  const resolvers = Object.fromEntries(Object.entries(typenames).map(([type, concrete]) => [type, () => ({ __typename: concrete })]));
  const generated = MockPayloadGenerator.generate(operation, resolvers);
  return { data: merge(generated.data, data) as Record<string, Json> };
}
