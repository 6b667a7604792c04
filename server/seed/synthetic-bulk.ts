import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../services/catalog/lookup';

type Executor = Pick<Database, 'execute'>;

/** Rows per statement: one JSON parameter each, so no bind-parameter limit applies. */
const BATCH_ROWS = 5000;

/**
 * Multi-row insert that sends a batch as one JSON document and lets the database unpack it
 * (json_populate_recordset): one round trip per few thousand rows on PGlite and PostgreSQL alike.
 * Row keys are column names; a column no row names keeps its default, one that some rows lack is NULL there.
 */
export async function insertRows(db: Executor, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columnList = sql.join(columns.map((column) => sql.identifier(column)), sql`, `);
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
    await db.execute(sql`
      INSERT INTO ${sql.identifier(table)} (${columnList})
      SELECT ${columnList} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${batch}::json)`);
  }
}

/** Takes `count` ids from a sequence (products and media share post_ids, terms share term_ids). */
export async function takeIds(db: Executor, sequence: 'post_ids' | 'term_ids', count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`SELECT nextval(${sequence}::regclass) AS id FROM generate_series(1, ${count}::int)`,
  );
  return rows.map((row) => Number(row.id));
}
