import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../services/catalog/lookup';
import { createTestDatabase } from '../test/database';
import { vacuumChurningTables, vacuumEverything } from './maintenance';

const lastRuns = (handle: Awaited<ReturnType<typeof createTestDatabase>>) =>
  queryRows<{ relname: string; last_vacuum: Date | null; last_analyze: Date | null }>(
    handle.db,
    sql`SELECT relname, last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname IN ('sessions', 'rate_limits', 'products')`,
  ).then((rows) => Object.fromEntries(rows.map((row) => [row.relname, { vacuumed: row.last_vacuum !== null, analysed: row.last_analyze !== null }])));

describe('embedded database maintenance (PGlite has no autovacuum)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  it('vacuums the tables every visit rewrites every hour, and everything once a day', async () => {
    expect((await lastRuns(database)).sessions).toEqual({ vacuumed: false, analysed: false });
    await vacuumChurningTables(database);
    expect(await lastRuns(database)).toMatchObject({ sessions: { vacuumed: true, analysed: true }, rate_limits: { vacuumed: true }, products: { vacuumed: false } });
    await vacuumEverything(database);
    expect((await lastRuns(database)).products).toEqual({ vacuumed: true, analysed: true });
  });
});
