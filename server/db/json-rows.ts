import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Rows of another table carried inside one statement's rows as JSON arrays (a correlated
 * `json_agg(...)`), so a page's one-to-many reads cost one round trip instead of one each. The rows
 * decode to exactly what drizzle's own select of the same columns gives.
 *
 * Each row is a `json_build_array` of its columns in a fixed order (positions, not keys: smaller and
 * cheaper to build). numeric travels as text, since a JSON number would lose its scale ("10.50" would
 * come back as 10.5); json and jsonb arrive already parsed; every other value goes through its
 * column's own driver mapping (timestamps from their ISO text, arrays element by element).
 */

type Columns = Record<string, PgColumn>;
export type JsonRowOf<C extends Columns> = { [K in keyof C]: C[K]['_']['data'] | (C[K]['_']['notNull'] extends true ? never : null) };

/** PostgreSQL allows 100 arguments to a function call, json_build_array included. */
const MAX_COLUMNS = 100;

export interface JsonRowCodec<C extends Columns> {
  /** `json_build_array(...)` of the columns, to aggregate in a subquery. */
  array: SQL;
  /** One row from its array. */
  decode(values: unknown[]): JsonRowOf<C>;
}

export function jsonRowCodec<C extends Columns>(columns: C): JsonRowCodec<C> {
  const entries = Object.entries(columns);
  if (entries.length > MAX_COLUMNS) throw new Error(`a JSON row holds at most ${MAX_COLUMNS} columns`);
  const parts = entries.map(([, column]) => (column.getSQLType().startsWith('numeric') ? sql`${column}::text` : sql`${column}`));
  const decoders = entries.map(([key, column]) => {
    const type = column.getSQLType();
    const decode = type === 'json' || type === 'jsonb' ? (value: unknown) => value : (value: unknown) => column.mapFromDriverValue(value);
    return { key, decode };
  });
  return {
    array: sql`json_build_array(${sql.join(parts, sql`, `)})`,
    decode(values) {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < decoders.length; index++) {
        const { key, decode } = decoders[index]!;
        const value = values[index];
        row[key] = value === null || value === undefined ? null : decode(value);
      }
      return row as JsonRowOf<C>;
    },
  };
}

/**
 * A selected field holding `subquery`'s rows (each a JSON array, see `jsonRowCodec`), decoded by
 * `decode`; no rows give an empty list.
 */
export function jsonRowList<Row>(subquery: SQL, decode: (values: unknown[]) => Row): SQL<Row[]> {
  return sql<Row[]>`coalesce((${subquery}), '[]'::json)`.mapWith((list: unknown) => (list as unknown[][]).map(decode));
}
