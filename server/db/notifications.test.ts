import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../test/database';

describe.each(testDatabaseKinds)('change notifications on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('has delivered every notification committed before heard() resolves', async () => {
    let heard = 0;
    const subscription = await database.listen('vitrine_test_channel', () => (heard += 1));
    try {
      for (let round = 1; round <= 20; round += 1) {
        await database.db.execute(sql`select pg_notify('vitrine_test_channel', '')`);
        await subscription.heard();
        expect(heard).toBe(round);
      }
    } finally {
      await subscription.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('change notifications after the LISTEN connection is lost (postgres)', () => {
  it('connects again by itself, tells the listener to assume anything changed, and delivers later notifications', async () => {
    const database = await createTestDatabase('postgres');
    let heard = 0;
    const subscription = await database.listen('vitrine_test_channel', () => (heard += 1));
    try {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const { rowCount } = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`, [new URL(database.url!).pathname.slice(1)]);
      await admin.end();
      expect(rowCount).toBe(1);
      for (let tries = 0; subscription.connected && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(subscription.connected).toBe(false);
      for (let tries = 0; !subscription.connected && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(subscription.connected).toBe(true);
      expect(heard).toBe(1);
      await database.db.execute(sql`select pg_notify('vitrine_test_channel', '')`);
      await subscription.heard();
      expect(heard).toBe(2);
    } finally {
      await subscription.close();
      await database.dispose();
    }
  });
});
