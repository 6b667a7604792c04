import { sql } from 'drizzle-orm';
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
