import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../services/catalog/lookup';
import { createTestDatabase, testDatabaseKinds } from '../test/database';

/**
 * Whether a search page walks the date index (a common word) or the trigram index (a rare one) is
 * PostgreSQL's choice from its estimate of the matches; with the default sample of long product texts
 * the estimate was off tenfold at 100k products and common words took the 15-40 ms plan
 * (migration 0013, bench/results/server.md).
 */
describe.each(testDatabaseKinds)('search text statistics on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('samples the products’ search text widely enough to estimate how many products a word matches', async () => {
    const [row] = await queryRows<{ target: number }>(
      database.db,
      sql`SELECT attstattarget AS target FROM pg_attribute WHERE attrelid = 'products'::regclass AND attname = 'search_text'`,
    );
    expect(Number(row?.target)).toBe(500);
  });
});
