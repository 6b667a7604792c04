import { createHash } from 'node:crypto';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/** Any of these makes a call the shopper's (a cart, a session, an account): its answer is nobody else's. */
const PERSONAL_HEADERS = ['authorization', 'woocommerce-session', 'cookie'];
/** The GET parameters that carry the operation; any other is part of the endpoint (`/index.php?graphql`). */
const OPERATION_PARAMETERS = ['query', 'variables', 'operationName', 'extensions'];

interface Operation {
  query: string;
  variables: unknown;
  operationName: unknown;
  extensions: unknown;
}

/**
 * The key an answer to this fetch call is kept under, or null when it must go to the shop every time:
 * a mutation, a call with the shopper's credentials, anything that is not a GraphQL query in a plain
 * GET or a POST with a JSON string body (a `Request` object's body is a stream the cache cannot read
 * without consuming it).
 */
export function cacheKeyOf(input: RequestInfo | URL, init: RequestInit | undefined): string | null {
  if (input instanceof Request) return null;
  const headers = new Headers(init?.headers);
  if (PERSONAL_HEADERS.some((name) => headers.has(name))) return null;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  const method = (init?.method ?? 'GET').toUpperCase();
  const operation = method === 'GET' ? fromSearch(url) : method === 'POST' && typeof init?.body === 'string' ? fromJson(init.body) : null;
  if (!operation || !isQuery(operation.query, operation.operationName)) return null;
  for (const name of OPERATION_PARAMETERS) url.searchParams.delete(name);
  url.searchParams.sort();
  const { query, variables, operationName, extensions } = operation;
  // A GET and a POST of the same operation share their answer. Hashed: the query text is kilobytes.
  const material = JSON.stringify([url.href, query, sorted(variables ?? {}), operationName ?? null, sorted(extensions ?? null)]);
  return createHash('sha256').update(material).digest('base64url');
}

function fromSearch(url: URL): Operation | null {
  const query = url.searchParams.get('query');
  if (!query) return null;
  try {
    const json = (name: string) => {
      const raw = url.searchParams.get(name);
      return raw ? (JSON.parse(raw) as unknown) : undefined;
    };
    return { query, variables: json('variables'), operationName: url.searchParams.get('operationName') ?? undefined, extensions: json('extensions') };
  } catch {
    return null;
  }
}

function fromJson(body: string): Operation | null {
  try {
    const payload = JSON.parse(body) as Partial<Operation> | null;
    return payload && typeof payload.query === 'string' ? (payload as Operation) : null;
  } catch {
    return null;
  }
}

/** The same variables in another key order are the same operation. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

/** The storefront sends a few dozen documents again and again: each is parsed once. */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1000;

function isQuery(text: string, operationName: unknown): boolean {
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return false;
  const memo = JSON.stringify([operationName ?? null, text]);
  let verdict = verdicts.get(memo);
  if (verdict === undefined) {
    verdict = selectedOperation(text, operationName ?? undefined)?.operation === 'query';
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(memo, verdict);
  }
  return verdict;
}

/** The operation a GraphQL server would run: the one named, or the document's only one. */
function selectedOperation(text: string, operationName: string | undefined): OperationDefinitionNode | undefined {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(text, { noLocation: true }).definitions.filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return undefined;
  }
  return operationName ? operations.find((operation) => operation.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}
