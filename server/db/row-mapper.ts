import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/**
 * drizzle's result mapping, planned once per statement instead of once per row.
 *
 * drizzle maps every row of a select by walking its selected fields and asking, for each column of
 * each row, what kind of field it is (`is()` checks up the prototype chain) and iterating the field's
 * path: on a page of product cards that was a fifth of the server's CPU. A planned mapper decides the
 * decoder and place of every column once; the objects it builds are the ones drizzle builds (same
 * keys, same decoded values, a left-joined table's object null when the table had no row).
 *
 * It is attached to a drizzle query through the `customResultMapper` its drivers' prepared queries
 * (node-postgres and PGlite alike) run instead of their own mapping.
 */

interface OrderedField {
  path: string[];
  field: unknown;
}

export interface DrizzlePreparedQuery {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decode = (value: unknown) => unknown;
type RowMapper = (rows: unknown[][]) => Record<string, unknown>[];

/** How drizzle decodes a driver value; `decoder` of SQL fields is internal to drizzle's typings. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
type WithDecoder = { decoder: Decoder };

function decoderOf(field: unknown): Decode {
  const decoder: Decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? (field as unknown as WithDecoder).decoder
      : is(field, Subquery)
        ? (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder
        : (field as { sql: WithDecoder }).sql.decoder;
  return (value) => decoder.mapFromDriverValue(value);
}

export function planRowMapper(fields: OrderedField[], joinsNotNullableMap: Record<string, boolean> | undefined): RowMapper {
  const columns = fields.map(({ path, field }) => ({ path, decode: decoderOf(field) }));
  // drizzle's rule for a nested object of a joined table: null when the table is nullable in this
  // query (left/right/full join) and its first selected column came back null.
  const nullable = new Map<string, number>();
  if (joinsNotNullableMap) {
    const tableOf = new Map<string, string | false>();
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const seen = tableOf.get(path[0]!);
      if (seen === undefined) {
        tableOf.set(path[0]!, table);
        nullable.set(path[0]!, index);
      } else if (seen !== table) tableOf.set(path[0]!, false);
    });
    for (const [object, table] of tableOf) if (table === false || joinsNotNullableMap[table]) nullable.delete(object);
  }
  const nullableObjects = [...nullable];
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < columns.length; index++) {
        const { path, decode } = columns[index]!;
        const raw = row[index];
        const value = raw === null ? null : decode(raw);
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++) node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
        node[path[path.length - 1]!] = value;
      }
      for (const [object, firstColumn] of nullableObjects) if (row[firstColumn] === null) result[object] = null;
      return result;
    });
}

/** Has `query` (a drizzle select's `.prepare()` result) map its rows with a mapper planned once. */
export function withPlannedRows<Q>(query: Q): Q {
  const prepared = query as unknown as DrizzlePreparedQuery;
  if (!prepared.fields) throw new Error('withPlannedRows needs a select with its fields');
  prepared.customResultMapper = planRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  return query;
}
