import { and, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A list's conditions joined and rendered once. A list's conditions are built once per request (or
 * kept, for the catalogue in some order) and never changed once built; its page's statement and the
 * cache keys of its match count and facets all read them, and rendering a filtered list's WHERE
 * clause costs about as much as looking those up.
 */
const dialect = new PgDialect();
const joined = new WeakMap<readonly SQL[], SQL>();
const rendered = new WeakMap<SQL, RenderedSql>();

export interface RenderedSql {
  sql: string;
  params: readonly unknown[];
}

/** `and(...conditions)`, the same object for the same list of conditions. */
export function joinedConditions(conditions: readonly SQL[]): SQL {
  let where = joined.get(conditions);
  if (!where) joined.set(conditions, (where = and(...conditions)!));
  return where;
}

/** The text and parameters of `where`, rendered once. */
export function renderedSql(where: SQL): RenderedSql {
  let result = rendered.get(where);
  if (!result) rendered.set(where, (result = dialect.sqlToQuery(where)));
  return result;
}
