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
interface QueryBuilder {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): unknown;
}

export interface ReusableStatement<Row> {
  run(executor: StatementExecutor, values?: Record<string, unknown>): Promise<Row[]>;
}

interface Rendered {
  query: { sql: string; params: unknown[] };
  fields: DrizzlePreparedQuery['fields'];
  mapper: DrizzlePreparedQuery['customResultMapper'];
}

export function reusableStatement<Row>(name: string, build: (db: Database) => QueryBuilder): ReusableStatement<Row> {
  let rendered: Rendered | undefined;
  function render(executor: StatementExecutor): Rendered {
    const builder = build(executor as Database);
    const prepared = builder.prepare(name) as DrizzlePreparedQuery;
    const fields = prepared.fields;
    return { query: builder.toSQL(), fields, mapper: fields ? planRowMapper(fields, prepared.joinsNotNullableMap) : undefined };
  }
  return {
    run(executor, values = {}) {
      rendered ??= render(executor);
      const { query, fields, mapper } = rendered;
      const statement = executor._.session.prepareQuery(query, fields as never, name, true, mapper);
      return keptPreparedInPglite(statement).execute(values) as Promise<Row[]>;
    },
  };
}
