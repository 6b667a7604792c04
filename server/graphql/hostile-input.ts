import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Refuses malformed and hostile input before it reaches the parser, the validators or the database,
 * each with a message that says what is wrong (never a masked "Unexpected error."):
 * - brackets nested deeper than any real operation (deep recursion in parsing and validation);
 * - NUL characters in any string (PostgreSQL text cannot hold them);
 * - variables nested deeper than any input type.
 */
export const MAX_BRACKET_NESTING = 64;
export const MAX_VARIABLE_NESTING = 32;

function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

/** Deepest nesting of { [ ( outside strings and comments; stops counting once past `limit`. */
export function bracketNesting(source: string, limit = MAX_BRACKET_NESTING): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '#') {
      while (index < source.length && source[index] !== '\n' && source[index] !== '\r') index += 1;
    } else if (char === '"') {
      const block = source.startsWith('"""', index);
      index += block ? 3 : 1;
      while (index < source.length) {
        if (source[index] === '\\') index += 2;
        else if (block ? source.startsWith('"""', index) : source[index] === '"') break;
        else if (!block && (source[index] === '\n' || source[index] === '\r')) break;
        else index += 1;
      }
      if (block) index += 2;
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === '}' || char === ']' || char === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** The path of the first string holding a NUL character, or of a value nested too deeply. */
function findBadValue(value: unknown, path: string, depth: number): { path: string; problem: 'nul' | 'depth' } | null {
  if (typeof value === 'string') return value.includes('\0') ? { path, problem: 'nul' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_VARIABLE_NESTING) return { path, problem: 'depth' };
  const entries = Array.isArray(value) ? value.map((item, index) => [`${index}`, item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\0')) return { path, problem: 'nul' };
    const found = findBadValue(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Whether a JSON value (a request's variables or extensions) nests objects or arrays more than
 * `limit` levels deep. Walks with its own stack, never by recursion: it runs before anything else
 * reads the input (the response cache's key, Yoga's parameters), so a value 100,000 levels deep
 * is refused with a message rather than overflowing the call stack.
 */
export function nestsDeeperThan(value: unknown, limit = MAX_VARIABLE_NESTING): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return true;
    for (const item of Array.isArray(current) ? current : Object.values(current)) pending.push([item, depth + 1]);
  }
  return false;
}

export const VARIABLES_TOO_DEEP = `The variables nest more than ${MAX_VARIABLE_NESTING} levels deep.`;

/** The first thing done with a request's parameters: refuses variables or extensions nested too deeply. */
export function tooDeeplyNested(params: unknown): string | null {
  if (params === null || typeof params !== 'object') return null;
  const { variables, extensions } = params as Record<string, unknown>;
  const parsed = (raw: unknown) => {
    if (typeof raw !== 'string') return raw;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  };
  return nestsDeeperThan(parsed(variables)) || nestsDeeperThan(parsed(extensions)) ? VARIABLES_TOO_DEEP : null;
}

function nulInLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\0')) context.reportError(new GraphQLError('Text in the query must not contain NUL (\\u0000) characters.', { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
    },
  };
}

export function hostileInputPlugin(): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query === 'string') {
        const nesting = bracketNesting(params.query);
        if (nesting > MAX_BRACKET_NESTING) {
          throw badRequest(`The query nests brackets more than ${MAX_BRACKET_NESTING} levels deep.`);
        }
      }
      const found = findBadValue(params.variables ?? null, '$', 0) ?? findBadValue(params.extensions ?? null, 'extensions', 0);
      if (found?.problem === 'nul') throw badRequest(`Text must not contain NUL (\\u0000) characters (in ${found.path.replace(/^\$\./, '$')}).`);
      if (found) throw badRequest(VARIABLES_TOO_DEEP);
    },
    onValidate({ addValidationRule }) {
      addValidationRule(nulInLiterals);
    },
  };
}

/**
 * GET requests carry `variables` and `extensions` as JSON in the query string; Yoga's own parse
 * of malformed JSON ends as an unexpected error, so they are checked first. Returns the problem.
 */
export function malformedGetParameter(query: Record<string, unknown>): string | null {
  for (const name of ['variables', 'extensions']) {
    const raw = query[name];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string') return `The "${name}" parameter must be given once.`;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed))) return `The "${name}" parameter must be a JSON object.`;
    } catch {
      return `The "${name}" parameter is not valid JSON.`;
    }
  }
  return null;
}
