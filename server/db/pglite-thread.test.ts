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

  it("hands a write's notifications, and a transaction's at its commit, to every listener of the channel once", async () => {
    db = await openTemplate();
    await db.exec(`create table shelf (word text);
      create function shelf_changed() returns trigger language plpgsql as $$ begin perform pg_notify('shelf_changed', tg_op); return null; end $$;
      create trigger shelf_changed after insert or update on shelf for each statement execute function shelf_changed()`);
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await db.listen('Shelf_Changed', (payload) => first.push(payload));
    const stopSecond = await db.listen('shelf_changed', (payload) => second.push(payload));
    await db.query("insert into shelf values ('a')");
    await db.transaction(async (tx) => {
      await tx.query("update shelf set word = 'b'");
      await db.flushNotifications();
      expect(first).toEqual(['INSERT']);
    });
    await db.flushNotifications();
    expect(first).toEqual(['INSERT', 'UPDATE']);
    expect(second).toEqual(['INSERT', 'UPDATE']);
    await stopFirst();
    await db.query("update shelf set word = 'c'");
    await db.flushNotifications();
    expect(first).toEqual(['INSERT', 'UPDATE']);
    expect(second).toEqual(['INSERT', 'UPDATE', 'UPDATE']);
    await stopSecond();
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

  it('answers a read outside a transaction exactly as inside one, whatever the types of its values', async () => {
    db = await openTemplate();
    const sql = `select $1::int as n, $2::numeric as price, $3::text as word, $4::boolean as flag, $5::text as nothing,
      $6::jsonb as doc, $7::int[] as ids, timestamptz '2026-01-02T03:04:05Z' as at, n.i as i
      from generate_series(1, 3) as n(i) where n.i = any($7::int[])`;
    const params = [7, '19.90', 'Grüße, "quoted" \\ back', true, null, { a: [1, 'x'] }, [1, 3]];
    for (const options of [undefined, { rowMode: 'array' as const }, { parsers: { 1184: (value: string) => value } }]) {
      const outside = await db.query(sql, params, options);
      const inside = await db.transaction((tx) => tx.query(sql, params, options));
      expect(outside.rows).toHaveLength(2);
      expect(outside.rows).toEqual(inside.rows);
      expect(outside.fields).toEqual(inside.fields);
    }
  });

  it('reports a failing read with its SQLSTATE code, and stays usable', async () => {
    db = await openTemplate();
    const failure = await db.query('select 1 / $1::int as n', [0]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    expect(failure).toMatchObject({ code: '22012' });
    expect((await db.query<{ n: number }>('select 4 / $1::int as n', [2])).rows).toEqual([{ n: 2 }]);
  });

  it('reports what a write changed, and a write that fails inside a transaction with its own error', async () => {
    db = await openTemplate();
    await db.exec('create table stock (sku text constraint stock_sku_key unique, units int)');
    const inserted = await db.query<{ sku: string }>("insert into stock values ('a', 1), ('b', 2) returning sku");
    expect(inserted).toMatchObject({ rows: [{ sku: 'a' }, { sku: 'b' }], affectedRows: 2 });
    expect(await db.query('update stock set units = units + $1', [5])).toMatchObject({ rows: [], affectedRows: 2 });
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('update stock set units = 0 where sku = $1', ['a']);
        await tx.query("insert into stock values ('b', 9)");
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseError);
    expect(failure).toMatchObject({ code: '23505', constraint: 'stock_sku_key', message: expect.stringContaining('stock_sku_key') });
    // The transaction rolled back whole: the update inside it is gone too.
    expect((await db.query('select sku, units from stock order by sku')).rows).toEqual([
      { sku: 'a', units: 6 },
      { sku: 'b', units: 7 },
    ]);
  });

  it('keeps a statement prepared when asked, and still answers once its table has changed shape', async () => {
    db = await openTemplate();
    await db.exec("create table shelves (id int primary key, label text); insert into shelves values (1, 'top')");
    const read = () => db.query('select * from shelves where id = $1', [1], { keepPrepared: true } as never);
    expect((await read()).rows).toEqual([{ id: 1, label: 'top' }]);
    expect((await read()).rows).toEqual([{ id: 1, label: 'top' }]);
    await db.exec("alter table shelves add column colour text default 'oak'");
    expect((await read()).rows).toEqual([{ id: 1, label: 'top', colour: 'oak' }]);
    expect((await read()).rows).toEqual([{ id: 1, label: 'top', colour: 'oak' }]);
  });

  it('fails every later call with a clear message once closed', async () => {
    db = await openTemplate();
    await db.close();
    await expect(db.query('select 1')).rejects.toThrow('the embedded database is closed');
  });
});
