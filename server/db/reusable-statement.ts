import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { keptPreparedInPglite } from './pglite-thread';
import { planRowMapper, type DrizzlePreparedQuery } from './row-mapper';

/**
 * A statement rendered once and run, by name, on whatever the caller holds: the database or one of
 * its transactions. drizzle's own `.prepare()` is bound to the executor it was built on, so a
 * statement inside a transaction (a session lock, a cart line) was rendered anew on every request:
 * on add to cart that was a fifth of the server's CPU, and PostgreSQL parsed every statement again.
 * Values go in through `sql.placeholder`s, encoded by their columns as drizzle's own would be.
 */

/**
 * A placeholder where drizzle's types want a value (`.set()`, `.values()`): drizzle wraps it with the
 * column, whose encoding (JSON, timestamps) it applies when the statement runs.
 */
export function valuePlaceholder<T>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}

/** The database or a transaction: both carry the session statements run on. */
export type StatementExecutor = Pick<Database, '_'>;

/** What `build` returns: a drizzle query with placeholders (not yet run). */
export interface QueryBuilder {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): unknown;
}

/** What a built query gives back: its selected fields, and their rows' mapper planned once (row-mapper.ts). */
export interface ResultShape {
  fields: DrizzlePreparedQuery['fields'];
  mapper: DrizzlePreparedQuery['customResultMapper'];
}

export function resultShapeOf(builder: QueryBuilder): ResultShape {
  const prepared = builder.prepare(undefined as unknown as string) as DrizzlePreparedQuery;
  const fields = prepared.fields;
  return { fields, mapper: fields ? planRowMapper(fields, prepared.joinsNotNullableMap) : undefined };
}

/**
 * Runs a rendered statement on the database or a transaction, its rows mapped by `shape`. A named one
 * is kept prepared: by node-postgres per connection, by the PGlite thread (pglite-thread.ts) too.
 */
export function runRendered<Row>(
  executor: StatementExecutor,
  query: { sql: string; params: unknown[] },
  shape: ResultShape,
  name?: string,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  const statement = executor._.session.prepareQuery(query, shape.fields as never, name, true, shape.mapper);
  return (name ? keptPreparedInPglite(statement) : statement).execute(values) as Promise<Row[]>;
}

export interface ReusableStatement<Row> {
  run(executor: StatementExecutor, values?: Record<string, unknown>): Promise<Row[]>;
}

export function reusableStatement<Row>(name: string, build: (db: Database) => QueryBuilder): ReusableStatement<Row> {
  let rendered: { query: { sql: string; params: unknown[] }; shape: ResultShape } | undefined;
  return {
    run(executor, values = {}) {
      if (!rendered) {
        const builder = build(executor as Database);
        rendered = { query: builder.toSQL(), shape: resultShapeOf(builder) };
      }
      return runRendered<Row>(executor, rendered.query, rendered.shape, name, values);
    },
  };
}
