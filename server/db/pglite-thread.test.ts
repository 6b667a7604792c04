import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { EmbeddedDatabaseError, PGliteThread } from './pglite-thread';

/** The embedded database on its own thread, opened from the seeded test template. */
async function openTemplate() {
  return PGliteThread.open({ template: new Blob([readFileSync(inject('pgliteTemplate'))]) });
}

describe('PGlite on a worker thread', () => {
  let db: PGliteThread;
  afterEach(() => db?.close());

  it('answers queries with parsed rows, in object and array mode', async () => {
    db = await openTemplate();
    const { rows } = await db.query<{ n: number; at: Date; tags: string[] }>("select 2 as n, timestamptz '2026-01-02T03:04:05Z' as at, array['a','b'] as tags");
    expect(rows).toEqual([{ n: 2, at: new Date('2026-01-02T03:04:05Z'), tags: ['a', 'b'] }]);
    const arrays = await db.query<unknown[]>('select $1::int + 1, $2::text', [41, 'x'], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[42, 'x']]);
  });

  it('keeps the types drizzle asks to keep as text unparsed', async () => {
    db = await openTemplate();
    const { rows } = await db.query<{ at: unknown }>("select timestamptz '2026-01-02T03:04:05Z' as at", [], { parsers: { 1184: (value: string) => value } });
    expect(typeof rows[0]!.at).toBe('string');
  });

  it('commits a transaction that resolves and rolls back one that throws, and holds other queries until it ends', async () => {
    db = await openTemplate();
    await db.exec('create table notes (id int primary key, body text)');
    await db.transaction(async (tx) => {
      await tx.query("insert into notes values (1, 'kept')");
    });
    let outsideAnswered = false;
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes values (2, 'dropped')");
        const outside = db.query('select count(*)::int as n from notes').then((result) => {
          outsideAnswered = true;
          return result;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        // A query outside the transaction waits for it: it would otherwise see or join its work.
        expect(outsideAnswered).toBe(false);
        void outside;
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ id: number; body: string }>('select * from notes order by id');
    expect(rows).toEqual([{ id: 1, body: 'kept' }]);
    expect(outsideAnswered).toBe(true);
  });

  it('reports database errors with their SQLSTATE code and constraint, and stays usable', async () => {
    db = await openTemplate();
    await db.exec('create table people (email text constraint people_email_key unique)');
    await db.query("insert into people values ('a@example.com')");
    const failure = await db.query("insert into people values ('a@example.com')").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    expect(failure).toMatchObject({ code: '23505', constraint: 'people_email_key' });
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from people');
    expect(rows[0]!.n).toBe(1);
  });

  it('delivers a notification committed by a statement before flushNotifications resolves', async () => {
    db = await openTemplate();
    const heard: string[] = [];
    const stop = await db.listen('catalog_changed', (payload) => heard.push(payload));
    await db.query("select pg_notify('catalog_changed', 'p1')");
    await db.flushNotifications();
    expect(heard).toEqual(['p1']);
    await stop();
    await db.query("select pg_notify('catalog_changed', 'p2')");
    await db.flushNotifications();
    expect(heard).toEqual(['p1']);
  });

  it('copies itself into a dump another thread can open', async () => {
    db = await openTemplate();
    await db.exec("create table marker (word text); insert into marker values ('copied')");
    const copy = await PGliteThread.open({ template: await db.dumpDataDir() });
    try {
      expect((await copy.query<{ word: string }>('select word from marker')).rows).toEqual([{ word: 'copied' }]);
    } finally {
      await copy.close();
    }
  });

  it('fails every later call with a clear message once closed', async () => {
    db = await openTemplate();
    await db.close();
    await expect(db.query('select 1')).rejects.toThrow('the embedded database is closed');
  });
});
