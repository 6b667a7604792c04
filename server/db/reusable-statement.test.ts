import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusableStatement, valuePlaceholder } from './reusable-statement';
import { sessions, type SessionData } from './schema/sessions';
import { createTestDatabase, testDatabaseKinds } from '../test/database';

/** A statement rendered once must run as drizzle's own on the database and inside transactions. */
describe.each(testDatabaseKinds)('reusable statements on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  const insertSession = reusableStatement<typeof sessions.$inferSelect>('test_session_insert', (db) =>
    db
      .insert(sessions)
      .values({ id: valuePlaceholder<string>('id'), customerId: null, data: valuePlaceholder<SessionData>('data'), expiresAt: valuePlaceholder<Date>('expiresAt') })
      .returning(),
  );
  const sessionById = reusableStatement<typeof sessions.$inferSelect>('test_session_by_id', (db) =>
    db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('id')))
      .orderBy(asc(sessions.id)),
  );

  it('encodes values by their columns and decodes rows as drizzle does, run after run', async () => {
    const expiresAt = new Date('2099-05-06T07:08:09.123Z');
    const data = { customer: { note: 'Zoë "quoted" ✓' }, coupons: ['spring'] } as unknown as SessionData;
    const [inserted] = await insertSession.run(database.db, { id: 'reusable-1', data, expiresAt });
    expect(inserted).toMatchObject({ id: 'reusable-1', data, expiresAt });
    await insertSession.run(database.db, { id: 'reusable-2', data: {}, expiresAt });
    for (const id of ['reusable-1', 'reusable-2', 'reusable-1']) {
      const expected = await database.db.select().from(sessions).where(eq(sessions.id, id));
      expect(await sessionById.run(database.db, { id })).toEqual(expected);
    }
  });

  it('runs inside a transaction, on its connection: what the transaction wrote is seen there and rolled back with it', async () => {
    const expiresAt = new Date('2099-01-01T00:00:00Z');
    await expect(
      database.db.transaction(async (tx) => {
        await insertSession.run(tx, { id: 'reusable-tx', data: {}, expiresAt });
        expect(await sessionById.run(tx, { id: 'reusable-tx' })).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await sessionById.run(database.db, { id: 'reusable-tx' })).toEqual([]);
  });

  it('fails a write that breaks a constraint with the database error, and writes nothing', async () => {
    const expiresAt = new Date('2099-01-01T00:00:00Z');
    await insertSession.run(database.db, { id: 'reusable-dup', data: { first: true } as unknown as SessionData, expiresAt });
    await expect(insertSession.run(database.db, { id: 'reusable-dup', data: {}, expiresAt })).rejects.toThrow();
    const [row] = await sessionById.run(database.db, { id: 'reusable-dup' });
    expect(row!.data).toEqual({ first: true });
  });
});
